/**
 * The settlement statement as a PDF (pdfmake, the batch report's fonts and printer) and as an xlsx
 * workbook (exceljs), in the reader's language. Both lay out statementLayout's sections.
 */
import type { AlertLanguage } from '@plantel/contracts';
import { fillPlaceholders } from '@plantel/contracts';
import type { SettlementStatement } from '@plantel/domain';
import type { Cell } from 'exceljs';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { sheetNameOf } from '../exports/xlsx-file';
import { renderPdf } from '../reports/pdf-printer';
import { CURRENCY, reportFormatters, type ReportFormatters } from '../reports/report-format';
import { statementLayout, type StatementCell, type StatementIdentification, type StatementSection } from './statement-sections';

export type { StatementIdentification } from './statement-sections';

function cellFormatters(lang: AlertLanguage, f: ReportFormatters) {
  // A unit price may hold fractions of a cent: R$ 0.0035 a bird-day.
  const price = new Intl.NumberFormat(lang, { style: 'currency', currency: CURRENCY, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 6 });
  const upTo = new Intl.NumberFormat(lang, { maximumFractionDigits: 4 });
  return (cell: StatementCell): string => {
    if (typeof cell === 'string') return cell;
    if ('cents' in cell) return cell.cents === null ? f.number(null) : cell.unitPrice ? price.format(cell.cents / 100) : f.money(cell.cents);
    if (cell.upTo && cell.number !== null) return upTo.format(cell.number);
    return f.number(cell.number, cell.decimals);
  };
}

function pdfSection(section: StatementSection, text: (cell: StatementCell) => string): Content[] {
  const cell = (value: StatementCell, bold: boolean): TableCell => ({ text: text(value), alignment: typeof value === 'string' ? 'left' : 'right', bold });
  const last = section.rows.length - 1;
  const body = section.rows.map((row, r) => row.map((value) => cell(value, section.total === true && r === last)));
  if (!section.head) {
    return [{ text: section.title, style: 'h2' }, { table: { widths: [200, '*'], body }, layout: 'lightHorizontalLines', margin: [0, 2, 0, 8] }];
  }
  const widths = section.head.map((_, k) => (k === 0 ? '*' : 'auto'));
  return [
    { text: section.title, style: 'h2' },
    { table: { headerRows: 1, widths, body: [section.head.map((h) => ({ text: h, style: 'th' })), ...body] }, layout: 'lightHorizontalLines', fontSize: 8.5, margin: [0, 2, 0, 8] },
  ];
}

/** The statement's PDF in `lang`: identification, the RIPI sections and the amount payable. */
export function statementPdf(statement: SettlementStatement, who: StatementIdentification, lang: AlertLanguage, timeZone: string): Promise<Buffer> {
  const f = reportFormatters(lang, timeZone);
  const layout = statementLayout(statement, who, lang, f);
  const text = cellFormatters(lang, f);
  const l = layout.labels;
  const document: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 48],
    info: { title: `${l.title} · ${who.batch}`, subject: `${who.producer.name} · ${who.batch}`, creator: 'Plantel', producer: 'Plantel' },
    header: { text: `Plantel · ${l.law} · ${who.batch}`, style: 'running', margin: [40, 20, 40, 0] },
    footer: (page, pages) => ({ text: fillPlaceholders(l.page, { page, pages }), style: 'running', alignment: 'right', margin: [40, 16, 40, 0] }),
    content: [
      { text: layout.title, style: 'h1' },
      { text: layout.subtitle, style: 'subtitle' },
      ...layout.sections.flatMap((section) => pdfSection(section, text)),
      { text: `${l.payable}: ${text({ cents: layout.payableCents })}`, style: 'payable' },
    ],
    defaultStyle: { font: 'Roboto', fontSize: 9.5, lineHeight: 1.15 },
    styles: {
      h1: { fontSize: 16, bold: true, color: '#1b5e20' },
      subtitle: { fontSize: 11, margin: [0, 2, 0, 6] },
      h2: { fontSize: 12, bold: true, color: '#1b5e20', margin: [0, 8, 0, 2] },
      th: { bold: true, fillColor: '#eeeeee' },
      payable: { fontSize: 13, bold: true, margin: [0, 10, 0, 0] },
      running: { fontSize: 8, color: '#888888' },
    },
  };
  return renderPdf(document);
}

const MONEY_FORMAT = '"R$" #,##0.00';
const PRICE_FORMAT = '"R$" #,##0.00####';
const numberFormat = (decimals: number) => (decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0');

/** Writes one cell: numbers and money stay numbers (reais), with the format that shows them. */
function writeCell(target: Cell, value: StatementCell) {
  if (typeof value === 'string') {
    target.value = value;
    return;
  }
  if ('cents' in value) {
    target.value = value.cents === null ? null : value.cents / 100;
    target.numFmt = value.unitPrice ? PRICE_FORMAT : MONEY_FORMAT;
    return;
  }
  target.value = value.number;
  target.numFmt = value.upTo ? '#,##0.####' : numberFormat(value.decimals);
}

/** The statement as a workbook of one sheet in `lang`: the sections one under another, numbers and money as numbers. */
export async function statementXlsx(statement: SettlementStatement, who: StatementIdentification, lang: AlertLanguage, timeZone: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const layout = statementLayout(statement, who, lang, reportFormatters(lang, timeZone));
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Plantel';
  const sheet = workbook.addWorksheet(sheetNameOf(layout.labels.sheet));
  sheet.columns = [{ width: 44 }, { width: 22 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }];
  const add = (cells: StatementCell[], bold = false) => {
    const row = sheet.addRow([]);
    cells.forEach((value, k) => writeCell(row.getCell(k + 1), value));
    if (bold) row.font = { bold: true };
  };
  add([layout.title], true);
  add([layout.subtitle]);
  for (const section of layout.sections) {
    sheet.addRow([]);
    add([section.title], true);
    if (section.head) add(section.head, true);
    section.rows.forEach((row, r) => add(row, section.total === true && r === section.rows.length - 1));
  }
  sheet.addRow([]);
  add([layout.labels.payable, { cents: layout.payableCents }], true);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
