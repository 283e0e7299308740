import { IMPORT_COLUMNS, type ImportSheet } from '@plantel/contracts';
import type { ImportSource, Refusal, SourceRow, SourceSheet } from './source';

/** Most rows of one list (the contract's limit): a batch does not live longer. */
export const MAX_IMPORT_ROWS = 5_000;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const sheetOf = (rows: SourceRow[]): SourceSheet => ({ name: null, rows, absent: new Set() });

/** The lists and objects of the JSON form besides the batch's own fields. */
const PARTS = ['weighings', 'feed', 'mortality', 'eggs', 'slaughter', 'treatments', 'vaccinations', 'samples'] as const;

/**
 * The JSON form as an import source: the batch's own fields are row 1 of the batch sheet, each
 * item of a list is a row numbered from 1, the slaughter is row 1 of its sheet.
 */
export function readJsonImport(body: unknown): ImportSource {
  const object = isObject(body) ? body : {};
  const refusals: Refusal[] = [];
  // A key the import does not know is refused by name, never dropped: a misspelt `mortallity` would lose the flock's deaths.
  const refuseUnknown = (sheet: ImportSheet, row: number, values: Record<string, unknown>, known: readonly string[]) => {
    for (const key of Object.keys(values)) if (!known.includes(key)) refusals.push({ sheet, sheetName: null, row, field: key, reason: 'unknown_key', params: { key } });
  };
  refuseUnknown('batch', 1, object, [...IMPORT_COLUMNS.batch, ...PARTS]);
  const batchValues = Object.fromEntries(IMPORT_COLUMNS.batch.map((key) => [key, object[key]]));

  const list = (sheet: Exclude<ImportSheet, 'batch' | 'slaughter'>, required: boolean): SourceSheet | null => {
    const value = object[sheet];
    if (value === undefined || value === null) {
      if (required) refusals.push({ sheet: 'batch', sheetName: null, row: 1, field: sheet, reason: 'required' });
      return null;
    }
    if (!Array.isArray(value)) {
      refusals.push({ sheet: 'batch', sheetName: null, row: 1, field: sheet, reason: 'not_a_list' });
      return null;
    }
    if (value.length > MAX_IMPORT_ROWS) refusals.push({ sheet, sheetName: null, row: MAX_IMPORT_ROWS + 1, field: '', reason: 'too_many_rows', params: { max: MAX_IMPORT_ROWS } });
    const rows = value.slice(0, MAX_IMPORT_ROWS).map((item, i) => ({ row: i + 1, values: isObject(item) ? item : {} }));
    for (const { row, values } of rows) refuseUnknown(sheet, row, values, IMPORT_COLUMNS[sheet]);
    return sheetOf(rows);
  };

  const slaughter = object.slaughter;
  let slaughterSheet: SourceSheet | null = null;
  if (isObject(slaughter)) {
    refuseUnknown('slaughter', 1, slaughter, IMPORT_COLUMNS.slaughter);
    slaughterSheet = sheetOf([{ row: 1, values: slaughter }]);
  }
  else if (slaughter !== undefined && slaughter !== null) refusals.push({ sheet: 'batch', sheetName: null, row: 1, field: 'slaughter', reason: 'not_an_object' });

  const sheets: Record<ImportSheet, SourceSheet | null> = {
    batch: sheetOf([{ row: 1, values: batchValues }]),
    weighings: list('weighings', true),
    feed: list('feed', true),
    mortality: list('mortality', false),
    slaughter: slaughterSheet,
    eggs: list('eggs', false),
    treatments: list('treatments', false),
    vaccinations: list('vaccinations', false),
    samples: list('samples', false),
  };
  return { sheets, refusals };
}
