import {
  REGISTER_IMPORT_COLUMNS,
  REGISTER_IMPORT_LABELS,
  REGISTER_IMPORT_SHEETS,
  fillPlaceholders,
  type RegisterImportLabels,
  type AlertLanguage,
  type RegisterImportRefused,
  type RegisterImportResult,
  MODULES,
  productionTypesOf,
  BRAZIL_STATES,
  PRODUCTION_TYPE,
  isRegisterImportChoice,
  type RegisterImportSheet,
} from '@plantel/contracts';
import type { DataValidation } from 'exceljs';
import type { Db } from '../../db/database';
import { actorOf, type Actor } from '../access/audit.service';
import type { Principal } from '../access/auth.service';
import { ImportFileError } from '../batch-import/source';
import { NotAWorkbookError, xlsxShape } from '../batch-import/parse-xlsx';
import { registrableProductionTypes, requireRegisterEditor } from '../register/register-access';
import { writeRegister } from './import-register';
import { readRegisterJson, readRegisterXlsx, type RegisterRefusal, type RegisterSource } from './read-register';
import type { ImportFileBody } from '../batch-import/source';

export type RegisterImportBody = ImportFileBody;


async function sourceOf(body: RegisterImportBody, lang: AlertLanguage): Promise<RegisterSource> {
  if (body.kind === 'json') return readRegisterJson(body.value);
  if (xlsxShape(body.bytes) !== 'ok') throw new ImportFileError(415, REGISTER_IMPORT_LABELS[lang].notAFile);
  try {
    return await readRegisterXlsx(body.bytes);
  } catch (error) {
    if (error instanceof NotAWorkbookError) throw new ImportFileError(415, REGISTER_IMPORT_LABELS[lang].notAFile);
    throw error;
  }
}

/** Reads and writes a register import in one transaction: any refusal writes nothing. */
export async function importRegister(db: Db, actor: Actor, productionTypes: number[], body: RegisterImportBody, lang: AlertLanguage): Promise<RegisterImportResult> {
  const source = await sourceOf(body, lang);
  return db.transaction((tx) => writeRegister(tx, actor, productionTypes, source));
}

/** `POST /v2/register/import`: staff with Cadastro; sheds of the production types their Cadastro covers. */
export function importRegisterAs(db: Db, principal: Principal, body: RegisterImportBody, lang: AlertLanguage): Promise<RegisterImportResult> {
  requireRegisterEditor(principal);
  return importRegister(db, actorOf(principal), registrableProductionTypes(principal), body, lang);
}

/** `plantel register import`: the company's whole register, every production type. */
export function importRegisterForCompany(db: Db, actor: Actor, body: RegisterImportBody, lang: AlertLanguage): Promise<RegisterImportResult> {
  return importRegister(db, actor, MODULES.flatMap(productionTypesOf), body, lang);
}

/** A refusal's placeholders in a language: a choice column's names, the sheet a refused row is on. */
function paramsIn(labels: RegisterImportLabels, refusal: RegisterRefusal): Record<string, string | number> {
  const params = { ...refusal.params };
  if (refusal.reason === 'not_a_choice' && isRegisterImportChoice(refusal.field)) params.choices = Object.values(labels.choices[refusal.field]).join(', ');
  if (refusal.reason === 'parent_refused') params.sheet = labels.sheets[params.sheet as RegisterImportSheet] ?? String(params.sheet);
  return params;
}

/** The refusals in words, in the order of the file: sheet by sheet, then row, then column. */
export function registerRefusedAnswer(lang: AlertLanguage, requestId: string, refusals: readonly RegisterRefusal[]): RegisterImportRefused {
  const labels = REGISTER_IMPORT_LABELS[lang];
  const order = (r: RegisterRefusal) => [REGISTER_IMPORT_SHEETS.indexOf(r.sheet), r.row, (REGISTER_IMPORT_COLUMNS[r.sheet] as readonly string[]).indexOf(r.field)] as const;
  const sorted = [...refusals].sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  });
  return {
    statusCode: 400,
    error: 'Bad Request',
    message: fillPlaceholders(labels.refused, { count: refusals.length }),
    requestId,
    refusals: sorted.map((r) => ({
      sheet: r.sheet,
      sheet_name: r.sheetName ?? labels.sheets[r.sheet],
      row: r.row,
      field: r.field,
      column: r.field ? ((labels.columns[r.sheet] as Record<string, string>)[r.field] ?? r.field) : '',
      message: fillPlaceholders(labels.reasons[r.reason], paramsIn(labels, r)),
    })),
  };
}

/** Column letters as a worksheet names them: 1 → A. */
const columnLetter = (n: number): string => (n > 26 ? columnLetter(Math.floor((n - 1) / 26)) : '') + String.fromCharCode(65 + ((n - 1) % 26));

/** exceljs keeps a range's validation as one (its typings know only a cell's). */
type RangeValidations = { dataValidations: { add(range: string, validation: DataValidation): void } };

/** Rows the template's pick lists cover. */
const TEMPLATE_LIST_ROWS = 2_000;

/**
 * The .xlsx template in a language: a sheet per kind, a bold frozen header row whose cells say
 * what goes in each column, pick lists for the production type, ventilation and state (the names
 * the screens use), and one example row each.
 */
export async function registerImportTemplate(lang: AlertLanguage): Promise<{ filename: string; body: Buffer }> {
  const { default: ExcelJS } = await import('exceljs');
  const labels = REGISTER_IMPORT_LABELS[lang];
  const examples = {
    producers: ['Ana Lopes', '11.222.333/0001-81', '+55 49 99999-0000', 'ana@example.com'],
    properties: ['Sítio Alto', '11.222.333/0001-81', '', 'Concórdia', 'SC', -27.23, -52.02, 560, ''],
    sheds: ['Sítio Alto', 'Aviário 1', '', labels.choices.production_type[PRODUCTION_TYPE.broiler], 'Ross 308', 3000, 24000, 1800, labels.choices.ventilation.tunnel, 'Box 1=12000; Box 2=12000'],
    silos: ['Sítio Alto', 'Aviário 1', 'Silo A', 18000, 650],
  };
  const lists: Partial<Record<string, { names: readonly string[]; strict: boolean }>> = {
    production_type: { names: Object.values(labels.choices.production_type), strict: true },
    ventilation: { names: Object.values(labels.choices.ventilation), strict: true },
    state: { names: BRAZIL_STATES, strict: false },
  };
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Plantel';
  for (const sheet of REGISTER_IMPORT_SHEETS) {
    const worksheet = workbook.addWorksheet(labels.sheets[sheet], { views: [{ state: 'frozen', ySplit: 1 }] });
    const titles = labels.columns[sheet] as Record<string, string>;
    const notes = labels.notes[sheet] as Record<string, string>;
    worksheet.columns = REGISTER_IMPORT_COLUMNS[sheet].map((key) => ({ header: titles[key], key, width: Math.max(14, titles[key]!.length + 4) }));
    REGISTER_IMPORT_COLUMNS[sheet].forEach((key, i) => {
      const header = worksheet.getCell(1, i + 1);
      header.font = { bold: true };
      header.note = notes[key]!;
      const list = lists[key];
      if (!list) return;
      const letter = columnLetter(i + 1);
      // A state outside Brazil is kept as typed, so its list only warns.
      (worksheet as unknown as RangeValidations).dataValidations.add(`${letter}2:${letter}${TEMPLATE_LIST_ROWS}`, {
        type: 'list',
        allowBlank: true,
        formulae: [`"${list.names.join(',')}"`],
        showErrorMessage: true,
        errorStyle: list.strict ? 'stop' : 'warning',
        error: notes[key]!,
      });
    });
    worksheet.addRow(examples[sheet]);
  }
  return { filename: labels.templateFile, body: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
