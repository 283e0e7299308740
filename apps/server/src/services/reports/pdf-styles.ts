import type { Content, StyleDictionary, TableCell } from 'pdfmake/interfaces';

/** Plantel's PDFs (the batch report, the sanitary bulletin) look alike: one type and one set of styles. */
export const PDF_DEFAULT_STYLE = { font: 'Roboto', fontSize: 9.5, lineHeight: 1.15 };

export const PDF_STYLES: StyleDictionary = {
  h1: { fontSize: 20, bold: true, color: '#1b5e20' },
  subtitle: { fontSize: 13, margin: [0, 2, 0, 2] },
  h2: { fontSize: 14, bold: true, color: '#1b5e20', margin: [0, 10, 0, 4] },
  h3: { fontSize: 10.5, bold: true, margin: [0, 6, 0, 2] },
  th: { bold: true, fillColor: '#eeeeee' },
  label: { color: '#555555' },
  note: { fontSize: 8, color: '#666666', margin: [0, 0, 0, 8] },
  warning: { bold: true, color: '#b71c1c', margin: [0, 0, 0, 6] },
  running: { fontSize: 8, color: '#888888' },
};

/** A table with its header row, light lines between rows. */
export const pdfTable = (widths: (string | number)[], head: string[], rows: TableCell[][]): Content => ({
  table: { headerRows: 1, widths, body: [head.map((text) => ({ text, style: 'th' })), ...rows] },
  layout: 'lightHorizontalLines',
  margin: [0, 4, 0, 12],
});

export const rightAligned = (text: string): TableCell => ({ text, alignment: 'right' });
