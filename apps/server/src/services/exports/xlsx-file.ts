import { PassThrough, type Readable, type Writable } from 'node:stream';
import { roundTo } from '../common/units';
import { columnWidth, type ExportColumn, type ExportColumns, type RowChunks } from './export-columns';
import { wallTimeOf } from '../../shared/wall-time';

/** Excel's limit on a sheet name, and the characters it refuses in one. */
const SHEET_NAME_MAX = 31;
const SHEET_NAME_FORBIDDEN = /[[\]:*?/\\]/g;

export const sheetNameOf = (name: string) => name.replace(SHEET_NAME_FORBIDDEN, ' ').slice(0, SHEET_NAME_MAX).trim() || 'Plantel';

const numberFormat = (decimals: number) => (decimals > 0 ? `0.${'0'.repeat(decimals)}` : '0');
const DATE_FORMAT = 'dd/mm/yyyy';
const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';

/**
 * A cell's value: numbers stay numbers; days and moments become dates (a workbook's dates have no
 * time zone, so a moment is written as the company's wall clock shows it).
 */
function cellValue<Row>(column: ExportColumn<Row>, row: Row, timeZone: string): string | number | Date | null {
  switch (column.kind) {
    case 'text':
      return column.value(row);
    case 'number':
      return roundTo(column.value(row), column.decimals);
    case 'date': {
      const day = column.value(row);
      return day === null ? null : new Date(`${day.slice(0, 10)}T00:00:00Z`);
    }
    case 'datetime': {
      const time = column.value(row);
      if (time === null) return null;
      const t = wallTimeOf(new Date(time), timeZone);
      return new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute));
    }
  }
}

const formatOf = (column: ExportColumn<never>) =>
  column.kind === 'number' ? numberFormat(column.decimals) : column.kind === 'date' ? DATE_FORMAT : column.kind === 'datetime' ? DATE_TIME_FORMAT : undefined;

/**
 * Waits until the compressor has had its turn and the reader has taken what is buffered (or gone
 * away), so a slow download, or an embedded database that answers without giving the event loop a
 * turn, holds about a chunk in memory.
 */
async function drained(stream: Writable): Promise<void> {
  await new Promise<void>((resolve) => setImmediate(resolve));
  if (!stream.writableNeedDrain || stream.destroyed) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * A table as an Excel workbook of one sheet, streamed as its rows arrive: a bold, frozen header row
 * of the column titles, columns as wide as their contents need, numbers and dates as such. A failure
 * while reading the rows destroys the stream, so the download breaks instead of ending short.
 */
export function xlsxStream<Row>(sheetName: string, columns: ExportColumns<Row>, chunks: RowChunks<Row>, timeZone: string): Readable {
  const out = new PassThrough();
  const formats = columns.map(formatOf);
  const write = async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetNameOf(sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({ header: column.title, width: columnWidth(column) }));
    const header = sheet.getRow(1);
    header.font = { bold: true };
    header.commit();
    for await (const rows of chunks) {
      if (out.destroyed) return;
      for (const item of rows) {
        const row = sheet.addRow(columns.map((column) => cellValue(column, item, timeZone)));
        formats.forEach((format, i) => {
          if (format) row.getCell(i + 1).numFmt = format;
        });
        row.commit();
      }
      await drained(out);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
