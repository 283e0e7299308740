import type { Workbook, Worksheet } from 'exceljs';
import { ALERT_LANGUAGES, BATCH_IMPORT_LABELS, IMPORT_COLUMNS, IMPORT_SHEETS, OPTIONAL_IMPORT_COLUMNS, type AlertLanguage, type ImportSheet } from '@plantel/contracts';
import { CELL_KINDS, jsonValueOf, plainValue } from './cell-values';
import { MAX_IMPORT_ROWS } from './read-json';
import type { ImportSource, Refusal, SourceRow, SourceSheet } from './source';

/** A zip file starts with a local file header. */
const ZIP_SIGNATURE = 0x04034b50;
/** Most a workbook may expand to once unzipped: a 5 MB history is far less; a zip bomb is far more. */
const MAX_UNZIPPED_BYTES = 30 * 1024 * 1024;

export const looksLikeZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_SIGNATURE;

/** The sum of a zip's entries once unzipped, from its central directory; null when it is no zip. */
export function unzippedSize(bytes: Buffer): number | null {
  const END_SIGNATURE = 0x06054b50;
  const ENTRY_SIGNATURE = 0x02014b50;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 65_535); i--) {
    if (bytes.readUInt32LE(i) !== END_SIGNATURE) continue;
    const entries = bytes.readUInt16LE(i + 10);
    let offset = bytes.readUInt32LE(i + 16);
    let total = 0;
    for (let e = 0; e < entries; e++) {
      if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== ENTRY_SIGNATURE) return null;
      total += bytes.readUInt32LE(offset + 24);
      offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    }
    return total;
  }
  return null;
}

/** What a sheet or column name is compared as: no accents, case or repeated spaces. */
export const normalName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** A column title without its unit: "Peso (g)" → "Peso". */
export const withoutUnit = (text: string) => text.replace(/\s*\([^)]*\)\s*$/, '');

/** Sheet names of every language, and the JSON keys, to the sheet they name. */
const SHEET_NAMES = new Map<string, ImportSheet>(
  IMPORT_SHEETS.flatMap((sheet) => [sheet, ...ALERT_LANGUAGES.map((l) => BATCH_IMPORT_LABELS[l].sheets[sheet])].map((name) => [normalName(name), sheet] as const)),
);

/** Per sheet: column names of every language (with or without their unit), and the JSON keys, to the key. */
const COLUMN_NAMES = Object.fromEntries(
  IMPORT_SHEETS.map((sheet) => {
    const names = new Map<string, string>();
    for (const key of IMPORT_COLUMNS[sheet]) {
      names.set(normalName(key), key);
      for (const lang of ALERT_LANGUAGES) {
        const label = (BATCH_IMPORT_LABELS[lang].columns[sheet] as Record<string, string>)[key]!;
        names.set(normalName(label), key);
        names.set(normalName(withoutUnit(label)), key);
      }
    }
    return [sheet, names];
  }),
) as Record<ImportSheet, Map<string, string>>;

export class NotAWorkbookError extends Error {}

export async function loadWorkbook(bytes: Buffer): Promise<Workbook> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new NotAWorkbookError('not an .xlsx workbook');
  }
  if (workbook.worksheets.length === 0) throw new NotAWorkbookError('a workbook without sheets');
  return workbook;
}

function readSheet(sheet: ImportSheet, worksheet: Worksheet, timeZone: string, refusals: Refusal[]): SourceSheet {
  const name = worksheet.name;
  const refuse = (row: number, field: string, reason: Refusal['reason'], params?: Refusal['params']) => refusals.push({ sheet, sheetName: name, row, field, reason, params });

  const columns = new Map<number, string>();
  worksheet.getRow(1).eachCell((cell, col) => {
    const header = plainValue(cell.value);
    if (header === undefined || String(header).trim() === '') return;
    const key = COLUMN_NAMES[sheet].get(normalName(String(header)));
    if (!key) return refuse(1, String(header), 'unknown_column', { key: String(header) });
    if ([...columns.values()].includes(key)) refuse(1, key, 'duplicate_column');
    else columns.set(col, key);
  });

  const rows: SourceRow[] = [];
  worksheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: Record<string, unknown> = {};
    for (const [col, key] of columns) {
      const value = jsonValueOf(CELL_KINDS[key]!, row.getCell(col).value, timeZone);
      if (value !== undefined) values[key] = value;
    }
    if (Object.keys(values).length > 0) rows.push({ row: number, values });
  });

  const single = sheet === 'batch' || sheet === 'slaughter';
  if (single) for (const extra of rows.slice(1)) refuse(extra.row, '', 'one_row_only');
  if (rows.length > MAX_IMPORT_ROWS) refuse(rows[MAX_IMPORT_ROWS]!.row, '', 'too_many_rows', { max: MAX_IMPORT_ROWS });
  const kept = single ? rows.slice(0, 1) : rows.slice(0, MAX_IMPORT_ROWS);
  // The batch's row is required: an empty sheet refuses each of its fields on row 2.
  if (sheet === 'batch' && kept.length === 0) kept.push({ row: 2, values: {} });

  const present = new Set(columns.values());
  const absent = new Set(IMPORT_COLUMNS[sheet].filter((key) => !present.has(key)));
  if (kept.length > 0) for (const key of absent) if (!OPTIONAL_IMPORT_COLUMNS.includes(key)) refuse(1, key, 'missing_column');
  return { name, rows: kept, absent };
}

/**
 * An .xlsx import as an import source. Sheets and columns are found by name in any language of the
 * template, or by JSON key; a sheet or column of another name is refused by name, never ignored. Cells become the JSON form's
 * values (see cell-values.ts); wall-clock times are on the company's clock (`timeZone`).
 */
export async function parseXlsxImport(bytes: Buffer, timeZone: string): Promise<ImportSource> {
  const workbook = await loadWorkbook(bytes);
  const refusals: Refusal[] = [];
  const sheets = Object.fromEntries(IMPORT_SHEETS.map((sheet) => [sheet, null])) as Record<ImportSheet, SourceSheet | null>;
  for (const worksheet of workbook.worksheets) {
    const sheet = SHEET_NAMES.get(normalName(worksheet.name));
    if (sheet && !sheets[sheet]) sheets[sheet] = readSheet(sheet, worksheet, timeZone, refusals);
    else if (!sheet) refusals.push({ sheet: 'batch', sheetName: worksheet.name, row: 1, field: '', reason: 'unknown_sheet', params: { name: worksheet.name } });
  }
  if (!sheets.batch) refusals.push({ sheet: 'batch', sheetName: null, row: 1, field: '', reason: 'missing_sheet' });
  return { sheets, refusals };
}

/** Whether the bytes could be an .xlsx (a zip no larger unzipped than allowed): 'ok', 'not-zip' or 'too-large'. */
export function xlsxShape(bytes: Buffer): 'ok' | 'not-zip' | 'too-large' {
  if (!looksLikeZip(bytes)) return 'not-zip';
  const size = unzippedSize(bytes);
  if (size === null) return 'not-zip';
  return size > MAX_UNZIPPED_BYTES ? 'too-large' : 'ok';
}

/** Words of every language (and the codes) to what they stand for, compared without case or accents. */
export function wordsOf<T extends string>(codes: readonly T[], words: (lang: AlertLanguage) => Record<T, string>): Map<string, T> {
  return new Map(codes.flatMap((code) => [[normalName(code), code] as const, ...ALERT_LANGUAGES.map((lang) => [normalName(words(lang)[code]), code] as const)]));
}

/** A template's column names in every language, with or without their unit, and the JSON keys, to the key. */
export function columnNamesOf<T extends string>(keys: readonly T[], columns: (lang: AlertLanguage) => Record<T, string>): Map<string, T> {
  const names = wordsOf(keys, columns);
  for (const lang of ALERT_LANGUAGES) for (const key of keys) names.set(normalName(withoutUnit(columns(lang)[key])), key);
  return names;
}

