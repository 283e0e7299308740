import {
  BATCH_IMPORT_LABELS,
  WORD_IMPORT_COLUMNS,
  fillPlaceholders,
  importWordChoices,
  type AlertLanguage,
  type BatchImportRefused,
  type ImportReason,
  type ImportRefusal,
  type ImportSheet,
} from '@plantel/contracts';

/** One row of an import as read from the file or the JSON: its number (as the file numbers it) and its values by JSON key. */
export interface SourceRow {
  row: number;
  values: Record<string, unknown>;
}

/** A sheet (or JSON list) of an import. */
export interface SourceSheet {
  /** The sheet's name as the file calls it; null for JSON (answers use the template's name). */
  name: string | null;
  rows: SourceRow[];
  /** Columns the sheet does not have: already refused once, not again on every row. */
  absent: ReadonlySet<string>;
}

/** An import read from JSON or .xlsx, before its values are checked: what the checks need, in one shape. */
export interface ImportSource {
  sheets: Record<ImportSheet, SourceSheet | null>;
  /** What reading already refused (a missing sheet or column, a list that is not a list, too many rows). */
  refusals: Refusal[];
}

/** A refused value, before it is put in words. */
export interface Refusal {
  sheet: ImportSheet;
  sheetName: string | null;
  row: number;
  /** The JSON key; '' for a whole row or sheet. */
  field: string;
  reason: ImportReason;
  params?: Record<string, string | number>;
}

/** The import had refused values: nothing was written. */
export class ImportRefusedError extends Error {
  constructor(readonly refusals: Refusal[]) {
    super(`${refusals.length} value(s) refused`);
  }
}

/** A body that cannot be an import at all (415, or 400 for broken JSON), or is too large (413): a message in the caller's language. */
export class ImportFileError extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

/** A column's name in a language: the sheet's own column, or, for a JSON list, the sheet it stands for. */
export function columnName(lang: AlertLanguage, sheet: ImportSheet, field: string): string {
  const labels = BATCH_IMPORT_LABELS[lang];
  const columns = labels.columns[sheet] as Record<string, string>;
  return columns[field] ?? (labels.sheets as Record<string, string>)[field] ?? field;
}

/** A refusal in words, in the language of the answer. */
export function refusalIn(lang: AlertLanguage, r: Refusal): ImportRefusal {
  const labels = BATCH_IMPORT_LABELS[lang];
  const column = r.field ? columnName(lang, r.sheet, r.field) : '';
  // A word column's refusal lists the words of the answer's language.
  const words = r.reason === 'bad_word' && (WORD_IMPORT_COLUMNS as readonly string[]).includes(r.field) ? importWordChoices(lang, r.field as (typeof WORD_IMPORT_COLUMNS)[number]) : '';
  const params = { column, sheet: labels.sheets[r.sheet], words, ...r.params };
  return {
    sheet: r.sheet,
    sheet_name: r.sheetName ?? labels.sheets[r.sheet],
    row: r.row,
    field: r.field,
    column,
    message: fillPlaceholders(labels.reasons[r.reason], params),
  };
}

/** Refusals in the order of the file: sheet by sheet as the template has them, then row, then column. */
export function sortRefusals(refusals: readonly Refusal[], sheetOrder: readonly ImportSheet[], columnOrder: (sheet: ImportSheet, field: string) => number): Refusal[] {
  return [...refusals].sort(
    (a, b) => sheetOrder.indexOf(a.sheet) - sheetOrder.indexOf(b.sheet) || a.row - b.row || columnOrder(a.sheet, a.field) - columnOrder(b.sheet, b.field),
  );
}

/** A value as a refusal may quote it: short, on one line. */
export function quoted(value: unknown): string {
  const text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value) ?? String(value);
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 39)}…` : line;
}

/** The 400 answer of an import with refusals: the usual error shape plus every refusal, in words. */
export function refusedAnswer(lang: AlertLanguage, requestId: string, refusals: readonly Refusal[]): BatchImportRefused {
  return {
    statusCode: 400,
    error: 'Bad Request',
    message: fillPlaceholders(BATCH_IMPORT_LABELS[lang].refused, { count: refusals.length }),
    requestId,
    refusals: refusals.map((r) => refusalIn(lang, r)),
  };
}

/** What an import's body is, as its route read it: JSON, or the bytes of an .xlsx workbook. */
export type ImportFileBody = { kind: 'json'; value: unknown } | { kind: 'xlsx'; bytes: Buffer };
