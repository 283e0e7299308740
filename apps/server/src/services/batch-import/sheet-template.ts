/** An .xlsx template with one sheet and no rows: a bold, frozen header row with a note on each column. */
export async function headerOnlyTemplate(sheet: string, columns: readonly { header: string; note: string }[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Plantel';
  const worksheet = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map(({ header }) => ({ header, width: Math.max(14, header.length + 4) }));
  columns.forEach(({ note }, i) => {
    const cell = worksheet.getCell(1, i + 1);
    cell.font = { bold: true };
    cell.note = note;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
