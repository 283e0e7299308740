import type { AlertLanguage } from '@plantel/contracts';
import { roundTo } from '../common/units';
import type { ExportColumn, ExportColumns, RowChunks } from './export-columns';
import { dayText, wallTimeText } from '../../shared/wall-time';

/**
 * How a language's spreadsheets read CSV: where the decimal separator is a comma (pt-BR, es), fields
 * are separated by `;`; English writes a decimal point and separates with `,`.
 */
export interface CsvStyle {
  separator: ';' | ',';
  decimal: ',' | '.';
  timeZone: string;
}

export const csvStyleOf = (lang: AlertLanguage, timeZone: string): CsvStyle =>
  lang === 'en' ? { separator: ',', decimal: '.', timeZone } : { separator: ';', decimal: ',', timeZone };

/** A text a spreadsheet would run as a formula gets a leading apostrophe, so it stays text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function quoted(text: string, separator: string): string {
  return /["\r\n]/.test(text) || text.includes(separator) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellText<Row>(column: ExportColumn<Row>, row: Row, style: CsvStyle): string {
  switch (column.kind) {
    case 'text': {
      const text = column.value(row);
      return text === null ? '' : quoted(FORMULA_START.test(text) ? `'${text}` : text, style.separator);
    }
    case 'number': {
      const value = roundTo(column.value(row), column.decimals);
      return value === null ? '' : String(value).replace('.', style.decimal);
    }
    case 'date': {
      const day = column.value(row);
      return day === null ? '' : dayText(day);
    }
    case 'datetime': {
      const time = column.value(row);
      return time === null ? '' : wallTimeText(new Date(time), style.timeZone);
    }
  }
}

const line = (cells: readonly string[], style: CsvStyle) => cells.join(style.separator) + '\r\n';

/**
 * A table as CSV for spreadsheet apps, a chunk of rows at a time: UTF-8 with a byte-order mark, a
 * header row of the column titles, CRLF line ends.
 */
export async function* csvBytes<Row>(columns: ExportColumns<Row>, chunks: RowChunks<Row>, style: CsvStyle): AsyncGenerator<Buffer> {
  yield Buffer.from('\uFEFF' + line(columns.map((c) => quoted(c.title, style.separator)), style), 'utf8');
  for await (const rows of chunks) {
    if (rows.length === 0) continue;
    yield Buffer.from(rows.map((row) => line(columns.map((c) => cellText(c, row, style)), style)).join(''), 'utf8');
  }
}
