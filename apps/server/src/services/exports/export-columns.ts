/**
 * How a column of an exported table reads its rows. Numbers, days and moments stay what they are
 * (number and date cells in a workbook), so a spreadsheet can compute with them; the CSV writes
 * them the reader's way.
 */
export type ExportColumn<Row> =
  | { kind: 'text'; title: string; value: (row: Row) => string | null; width?: number }
  | { kind: 'number'; title: string; value: (row: Row) => number | null; /** Places kept: the CSV's rounding and the sheet's format. */ decimals: number }
  /** A calendar day, `YYYY-MM-DD`, written as it is. */
  | { kind: 'date'; title: string; value: (row: Row) => string | null }
  /** A moment (ISO time), written on the company's wall clock. */
  | { kind: 'datetime'; title: string; value: (row: Row) => string | null };

export type ExportColumns<Row> = readonly ExportColumn<Row>[];

/** The rows of a table, a chunk at a time, read as the file is written. */
export type RowChunks<Row> = AsyncIterable<readonly Row[]>;

/** A column's width in a sheet, in characters: room for its title and its usual values. */
export function columnWidth(column: ExportColumn<never>): number {
  const title = column.title.length + 2;
  if (column.kind === 'datetime') return Math.max(title, 17);
  if (column.kind === 'date') return Math.max(title, 12);
  if (column.kind === 'number') return Math.max(title, 10);
  return Math.min(60, Math.max(title, column.width ?? 16));
}
