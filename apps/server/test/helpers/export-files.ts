import ExcelJS from 'exceljs';

export interface CsvFile {
  bom: boolean;
  /** Every line ends with CRLF (quoted line breaks aside). */
  crlf: boolean;
  header: string[];
  rows: string[][];
}

/** Reads a CSV written with `separator`: quoted fields may hold separators, quotes ("") and line breaks. */
export function parseCsv(payload: Buffer, separator: ';' | ','): CsvFile {
  let text = payload.toString('utf8');
  const bom = text.startsWith('\uFEFF');
  if (bom) text = text.slice(1);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let crlf = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else if (c === '\n') {
      crlf = false;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || record.length > 0) {
    crlf = false;
    record.push(field);
    records.push(record);
  }
  const [header = [], ...rows] = records;
  return { bom, crlf, header, rows };
}

export interface XlsxSheet {
  name: string;
  header: string[];
  headerBold: boolean;
  rows: ExcelJS.CellValue[][];
  widths: number[];
  numberFormats: string[];
}

/** The first sheet of a workbook, read back with the same library that wrote it. */
export async function readXlsx(payload: Buffer): Promise<XlsxSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const count = sheet.columnCount;
  const valuesOf = (row: ExcelJS.Row) => Array.from({ length: count }, (_, i) => row.getCell(i + 1).value ?? null);
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(valuesOf(row));
  });
  const second = sheet.getRow(2);
  return {
    name: sheet.name,
    header: valuesOf(sheet.getRow(1)).map(String),
    headerBold: sheet.getRow(1).getCell(1).font?.bold === true,
    rows,
    widths: Array.from({ length: count }, (_, i) => sheet.getColumn(i + 1).width ?? 0),
    numberFormats: Array.from({ length: count }, (_, i) => second.getCell(i + 1).numFmt ?? ''),
  };
}
