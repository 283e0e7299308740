import { BATCH_IMPORT_LABELS, IMPORT_COLUMNS, IMPORT_SHEETS, type AlertLanguage } from '@plantel/contracts';
import { CELL_KINDS } from './cell-values';

/** How a column's cells are shown: typed dates stay dates, individual weights and lists of names stay text. */
const CELL_FORMATS: Partial<Record<string, string>> = { day: 'yyyy-mm-dd', moment: 'yyyy-mm-dd hh:mm', weights: '@', names: '@' };

/**
 * The .xlsx template of a batch import in a language: one sheet per kind of row (batch, weighings,
 * feed, mortality, slaughter, eggs, and the health book's treatments, vaccinations and samples), a bold frozen header row of the column names, each header cell with
 * a note saying what goes in it (the first one also what the sheet's rows are), and date columns
 * formatted as dates. With a shed, the batch row names it already.
 */
export async function batchImportTemplate(lang: AlertLanguage, shed?: string | number): Promise<{ filename: string; body: Buffer }> {
  const { default: ExcelJS } = await import('exceljs');
  const labels = BATCH_IMPORT_LABELS[lang];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Plantel';
  for (const sheet of IMPORT_SHEETS) {
    const worksheet = workbook.addWorksheet(labels.sheets[sheet], { views: [{ state: 'frozen', ySplit: 1 }] });
    const keys = IMPORT_COLUMNS[sheet];
    const titles = labels.columns[sheet] as Record<string, string>;
    const notes = labels.notes[sheet] as Record<string, string>;
    worksheet.columns = keys.map((key) => ({ header: titles[key], key, width: Math.max(16, titles[key]!.length + 4) }));
    keys.forEach((key, i) => {
      const column = worksheet.getColumn(i + 1);
      const format = CELL_FORMATS[CELL_KINDS[key]!];
      if (format) column.numFmt = format;
      const header = worksheet.getCell(1, i + 1);
      header.font = { bold: true };
      header.numFmt = 'General';
      header.note = i === 0 ? `${labels.sheetNotes[sheet]}\n\n${notes[key]}` : notes[key]!;
    });
    if (sheet === 'batch' && shed !== undefined) worksheet.getCell(2, (keys as readonly string[]).indexOf('shed') + 1).value = shed;
  }
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { filename: labels.templateFile, body };
}
