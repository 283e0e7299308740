import {
  ALERT_LANGUAGES,
  REGISTER_IMPORT_CHOICE_COLUMNS,
  REGISTER_IMPORT_COLUMNS,
  isRegisterImportChoice,
  REGISTER_IMPORT_LABELS,
  REGISTER_IMPORT_MAX_ROWS,
  REGISTER_IMPORT_NUMBERS,
  REGISTER_IMPORT_SHEETS,
  type RegisterImportChoiceColumn,
  type RegisterImportReason,
  type RegisterImportSheet,
} from '@plantel/contracts';
import { plainValue } from '../batch-import/cell-values';
import { loadWorkbook, normalName, withoutUnit } from '../batch-import/parse-xlsx';

/** A row of the register import: its number as the file numbers it, and its values by JSON key. */
export interface RegisterRow {
  row: number;
  values: Record<string, unknown>;
}

export interface RegisterRefusal {
  sheet: RegisterImportSheet;
  sheetName: string | null;
  row: number;
  /** The JSON key; '' for a whole row or sheet. */
  field: string;
  reason: RegisterImportReason;
  params?: Record<string, string | number>;
}

export interface RegisterSource {
  sheets: Record<RegisterImportSheet, { name: string | null; rows: RegisterRow[] }>;
  refusals: RegisterRefusal[];
}

const SHEET_NAMES = new Map<string, RegisterImportSheet>(
  REGISTER_IMPORT_SHEETS.flatMap((sheet) => [sheet, ...ALERT_LANGUAGES.map((l) => REGISTER_IMPORT_LABELS[l].sheets[sheet])].map((name) => [normalName(name), sheet] as const)),
);

/** Per sheet: column names in every language (with or without their unit) and the JSON keys, to the key. */
const COLUMN_NAMES = Object.fromEntries(
  REGISTER_IMPORT_SHEETS.map((sheet) => {
    const names = new Map<string, string>();
    for (const key of REGISTER_IMPORT_COLUMNS[sheet]) {
      names.set(normalName(key), key);
      for (const lang of ALERT_LANGUAGES) {
        const label = (REGISTER_IMPORT_LABELS[lang].columns[sheet] as Record<string, string>)[key]!;
        names.set(normalName(label), key);
        names.set(normalName(withoutUnit(label)), key);
      }
    }
    return [sheet, names];
  }),
) as Record<RegisterImportSheet, Map<string, string>>;

/**
 * Per choice column: each choice's name in every language (also without its parenthesis, as
 * "Natural" for "Natural (cortinas)") and its stored value, to the value.
 */
const CHOICE_NAMES = Object.fromEntries(
  REGISTER_IMPORT_CHOICE_COLUMNS.map((column) => {
    const names = new Map<string, string | number>();
    for (const lang of ALERT_LANGUAGES) {
      for (const [value, name] of Object.entries(REGISTER_IMPORT_LABELS[lang].choices[column])) {
        const stored = column === 'production_type' ? Number(value) : value;
        for (const text of [value, name, withoutUnit(name)]) names.set(normalName(text), stored);
      }
    }
    return [column, names];
  }),
) as Record<RegisterImportChoiceColumn, Map<string, string | number>>;


/**
 * A cell or JSON value as the register's schemas take it: a choice by its name in any language, numbers from text (a decimal comma too),
 * text from numbers; a CPF or CNPJ typed as a number gets back the leading zeros a spreadsheet drops.
 */
export function registerValue(key: string, value: unknown): unknown {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (isRegisterImportChoice(key) && typeof value === 'string') {
    const chosen = CHOICE_NAMES[key].get(normalName(value));
    if (chosen !== undefined) return chosen;
    if (key !== 'production_type') return value.trim();
  }
  if (REGISTER_IMPORT_NUMBERS.has(key)) {
    if (typeof value !== 'string') return value;
    const text = value.trim().replace(/\s/g, '');
    const number = Number(/^-?\d+(,\d+)?$/.test(text) ? text.replace(',', '.') : text);
    return Number.isFinite(number) && text !== '' ? number : value;
  }
  if (typeof value === 'number' && (key === 'tax_id' || key === 'producer_tax_id')) {
    const digits = String(Math.round(value));
    return digits.padStart(digits.length <= 11 ? 11 : 14, '0');
  }
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim() : value;
}

const emptySheets = () => Object.fromEntries(REGISTER_IMPORT_SHEETS.map((s) => [s, { name: null, rows: [] }])) as unknown as RegisterSource['sheets'];

function limitRows(source: RegisterSource, sheet: RegisterImportSheet) {
  const { rows, name } = source.sheets[sheet];
  if (rows.length <= REGISTER_IMPORT_MAX_ROWS) return;
  source.refusals.push({ sheet, sheetName: name, row: rows[REGISTER_IMPORT_MAX_ROWS]!.row, field: '', reason: 'too_many_rows', params: { max: REGISTER_IMPORT_MAX_ROWS } });
  source.sheets[sheet].rows = rows.slice(0, REGISTER_IMPORT_MAX_ROWS);
}

/** The JSON form: a list per sheet, rows numbered from 1; keys the sheet does not have are refused by name. */
export function readRegisterJson(value: unknown): RegisterSource {
  const source: RegisterSource = { sheets: emptySheets(), refusals: [] };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    source.refusals.push({ sheet: 'producers', sheetName: null, row: 1, field: '', reason: 'invalid', params: { value: 'JSON' } });
    return source;
  }
  for (const [key, list] of Object.entries(value)) {
    const sheet = REGISTER_IMPORT_SHEETS.find((s) => s === key);
    if (!sheet || !Array.isArray(list)) {
      source.refusals.push({ sheet: sheet ?? 'producers', sheetName: key, row: 1, field: '', reason: 'invalid', params: { value: key } });
      continue;
    }
    list.forEach((item, i) => {
      const values: Record<string, unknown> = {};
      if (item === null || typeof item !== 'object' || Array.isArray(item)) return source.refusals.push({ sheet, sheetName: null, row: i + 1, field: '', reason: 'invalid', params: { value: JSON.stringify(item) } });
      for (const [field, cell] of Object.entries(item as Record<string, unknown>)) {
        if (!(REGISTER_IMPORT_COLUMNS[sheet] as readonly string[]).includes(field)) source.refusals.push({ sheet, sheetName: null, row: i + 1, field, reason: 'invalid', params: { value: field } });
        else values[field] = field === 'divisions' && Array.isArray(cell) ? cell : registerValue(field, cell);
      }
      source.sheets[sheet].rows.push({ row: i + 1, values });
    });
    limitRows(source, sheet);
  }
  return source;
}

/** The .xlsx form: sheets and columns found by name in any language, or by JSON key; others ignored. */
export async function readRegisterXlsx(bytes: Buffer): Promise<RegisterSource> {
  const workbook = await loadWorkbook(bytes);
  const source: RegisterSource = { sheets: emptySheets(), refusals: [] };
  for (const worksheet of workbook.worksheets) {
    const sheet = SHEET_NAMES.get(normalName(worksheet.name));
    if (!sheet || source.sheets[sheet].name !== null) continue;
    source.sheets[sheet].name = worksheet.name;
    const columns = new Map<number, string>();
    worksheet.getRow(1).eachCell((cell, col) => {
      const key = COLUMN_NAMES[sheet].get(normalName(String(plainValue(cell.value) ?? '')));
      if (key) columns.set(col, key);
    });
    worksheet.eachRow((row, number) => {
      if (number === 1) return;
      const values: Record<string, unknown> = {};
      for (const [col, key] of columns) {
        const value = registerValue(key, plainValue(row.getCell(col).value));
        if (value !== undefined) values[key] = value;
      }
      if (Object.keys(values).length > 0) source.sheets[sheet].rows.push({ row: number, values });
    });
    limitRows(source, sheet);
  }
  return source;
}
