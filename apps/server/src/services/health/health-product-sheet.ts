import {
  ADMINISTRATION_ROUTES,
  ALERT_LANGUAGES,
  HEALTH_PRODUCT_SHEET_COLUMNS,
  HEALTH_PRODUCT_SHEET_LABELS,
  INGREDIENT_SHEET_COLUMNS,
  PRODUCT_KINDS,
  PRODUCT_UNITS,
  healthProductInputSchema,
  isValidationKey,
  type AlertLanguage,
  type HealthProductInput,
  type HealthProductSheetColumn,
} from '@plantel/contracts';
import { plainValue } from '../batch-import/cell-values';
import { headerOnlyTemplate } from '../batch-import/sheet-template';
import { columnNamesOf, loadWorkbook, normalName, wordsOf, xlsxShape } from '../batch-import/parse-xlsx';
import { InvalidFieldsError } from '../common/errors';

/** The template's file is not one: the route answers 415. */
export class NotAProductSheetError extends Error {}

interface Refusal {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

const COLUMN_NAMES = columnNamesOf(HEALTH_PRODUCT_SHEET_COLUMNS, (lang) => HEALTH_PRODUCT_SHEET_LABELS[lang].columns);
const KINDS = wordsOf(PRODUCT_KINDS, (lang) => HEALTH_PRODUCT_SHEET_LABELS[lang].kinds);
const ROUTES = wordsOf(ADMINISTRATION_ROUTES, (lang) => HEALTH_PRODUCT_SHEET_LABELS[lang].routes);
const UNITS = wordsOf(PRODUCT_UNITS, (lang) => HEALTH_PRODUCT_SHEET_LABELS[lang].units);

type Cells = Map<HealthProductSheetColumn, string | number>;

/** A product as read, with the sheet row of each part so a refusal names it. */
interface ReadProduct {
  row: number;
  input: HealthProductInput;
  ingredientRows: number[];
}

/** `POST /v2/health-products/sheet`: the products of the template filled in, or every refusal at once (rows by their sheet number). */
export async function productsOfSheet(bytes: Buffer, lang: AlertLanguage): Promise<ReadProduct[]> {
  if (xlsxShape(bytes) !== 'ok') throw new NotAProductSheetError();
  let workbook;
  try {
    workbook = await loadWorkbook(bytes);
  } catch {
    throw new NotAProductSheetError();
  }
  const labels = HEALTH_PRODUCT_SHEET_LABELS[lang];
  const sheetNames = new Set(ALERT_LANGUAGES.map((l) => normalName(HEALTH_PRODUCT_SHEET_LABELS[l].sheet)));
  const worksheet = workbook.worksheets.find((w) => sheetNames.has(normalName(w.name))) ?? workbook.worksheets[0];
  if (!worksheet) throw new NotAProductSheetError();
  const refusals: Refusal[] = [];
  const columns = new Map<number, HealthProductSheetColumn>();
  worksheet.getRow(1).eachCell((cell, col) => {
    const header = String(plainValue(cell.value) ?? '').trim();
    if (header === '') return;
    const key = COLUMN_NAMES.get(normalName(header));
    if (key) columns.set(col, key);
    else refusals.push({ field: header, key: 'health.errors.sheet.unknownColumn', params: { column: header } });
  });

  const products: ReadProduct[] = [];
  worksheet.eachRow((row, number) => {
    if (number === 1) return;
    const cells: Cells = new Map();
    for (const [col, key] of columns) {
      const value = plainValue(row.getCell(col).value);
      if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '')) cells.set(key, typeof value === 'string' ? value.trim() : value);
    }
    if (cells.size === 0) return;
    const refuse = (column: HealthProductSheetColumn, key: string, params: Record<string, string | number> = {}) =>
      refusals.push({ field: `rows.${number}.${column}`, key, params: { row: number, column: labels.columns[column], ...params } });
    const ingredient = ingredientOf(cells, refuse);
    if (!cells.has('name')) {
      const product = products.at(-1);
      if (!product || [...cells.keys()].some((c) => !INGREDIENT_SHEET_COLUMNS.includes(c))) refusals.push({ field: `rows.${number}`, key: 'health.errors.sheet.ingredientWithoutProduct', params: { row: number } });
      else {
        product.input.active_ingredients.push(ingredient);
        product.ingredientRows.push(number);
      }
      return;
    }
    products.push({ row: number, ingredientRows: [number], input: productOf(cells, ingredient, refuse) });
  });
  if (refusals.length === 0 && products.length === 0) refusals.push({ field: 'rows', key: 'health.errors.sheet.empty' });
  for (const product of products) refusals.push(...schemaRefusals(product, labels));
  if (refusals.length > 0) throw new InvalidFieldsError(refusals);
  return products;
}

type Refuse = (column: HealthProductSheetColumn, key: string, params?: Record<string, string | number>) => void;

function textOf(cells: Cells, column: HealthProductSheetColumn): string | undefined {
  const value = cells.get(column);
  return value === undefined ? undefined : String(value);
}

function numberOf(cells: Cells, column: HealthProductSheetColumn, refuse: Refuse): number | null {
  const value = cells.get(column);
  if (value === undefined) return null;
  const n = typeof value === 'number' ? value : Number(value.replace(',', '.'));
  if (Number.isFinite(n)) return n;
  refuse(column, 'health.errors.sheet.notANumber');
  return null;
}

function wordOf<T>(words: Map<string, T>, cells: Cells, column: HealthProductSheetColumn, refuse: Refuse): T | undefined {
  const text = textOf(cells, column);
  if (text === undefined) return undefined;
  const code = words.get(normalName(text));
  if (code === undefined) refuse(column, 'health.errors.sheet.unknownWord', { value: text });
  return code;
}

function ingredientOf(cells: Cells, refuse: Refuse): HealthProductInput['active_ingredients'][number] {
  return { name: textOf(cells, 'ingredient') ?? '', class: textOf(cells, 'ingredient_class') ?? null, mg_per_unit: numberOf(cells, 'mg_per_unit', refuse) };
}

function productOf(cells: Cells, ingredient: HealthProductInput['active_ingredients'][number], refuse: Refuse): HealthProductInput {
  const routes = (textOf(cells, 'routes') ?? '')
    .split(/[,;]/)
    .map((word) => word.trim())
    .filter(Boolean)
    .map((word) => ROUTES.get(normalName(word)) ?? (refuse('routes', 'health.errors.sheet.unknownWord', { value: word }), undefined))
    .filter((route) => route !== undefined);
  const poultryMeat = numberOf(cells, 'poultry_meat_days', refuse);
  const poultryEggs = numberOf(cells, 'poultry_egg_days', refuse);
  const swineMeat = numberOf(cells, 'swine_meat_days', refuse);
  return {
    name: textOf(cells, 'name')!,
    kind: wordOf(KINDS, cells, 'kind', refuse) ?? ('' as never),
    unit: wordOf(UNITS, cells, 'unit', refuse) ?? ('' as never),
    routes,
    active_ingredients: [ingredient],
    withdrawal: {
      poultry: poultryMeat === null ? null : { meat_days: poultryMeat, egg_days: poultryEggs },
      swine: swineMeat === null ? null : { meat_days: swineMeat },
    },
  };
}

/** The sheet column a path of the product's schema stands for, and the row it sits on. */
function cellOfPath(product: ReadProduct, path: readonly PropertyKey[]): { row: number; column: HealthProductSheetColumn } {
  const [head, index, leaf] = path;
  if (head === 'active_ingredients') {
    const row = product.ingredientRows[Number(index)] ?? product.row;
    return { row, column: leaf === 'class' ? 'ingredient_class' : leaf === 'mg_per_unit' ? 'mg_per_unit' : 'ingredient' };
  }
  if (head === 'withdrawal') {
    const column: HealthProductSheetColumn = index === 'swine' ? 'swine_meat_days' : leaf === 'egg_days' ? 'poultry_egg_days' : 'poultry_meat_days';
    return { row: product.row, column };
  }
  return { row: product.row, column: (HEALTH_PRODUCT_SHEET_COLUMNS as readonly PropertyKey[]).includes(head!) ? (head as HealthProductSheetColumn) : 'name' };
}

/** What the product's own rules refuse, named by row and column; a rule's message travels as its key. */
function schemaRefusals(product: ReadProduct, labels: (typeof HEALTH_PRODUCT_SHEET_LABELS)[AlertLanguage]): Refusal[] {
  const result = healthProductInputSchema.safeParse(product.input);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const { row, column } = cellOfPath(product, issue.path);
    const params = { row, column: labels.columns[column] };
    return { field: `rows.${row}.${column}`, key: isValidationKey(issue.message) ? issue.message : 'health.errors.sheet.invalid', params };
  });
}

/** The .xlsx template in a language: one sheet, a bold frozen header row with a note on each column, and no product. */
export async function healthProductTemplate(lang: AlertLanguage): Promise<{ filename: string; body: Buffer }> {
  const labels = HEALTH_PRODUCT_SHEET_LABELS[lang];
  return { filename: labels.file, body: await headerOnlyTemplate(labels.sheet, HEALTH_PRODUCT_SHEET_COLUMNS.map((key) => ({ header: labels.columns[key], note: labels.notes[key] }))) };
}
