import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  pages: number;
  /** The text of every page, pages joined by a new line. */
  text: string;
  title: string | undefined;
}

/** Opens a PDF the way a reader would and returns its pages' text; throws when the file is not a PDF. */
export async function readPdf(file: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({ data: new Uint8Array(file), useSystemFonts: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const { info } = (await pdf.getMetadata()) as { info: { Title?: string } };
  await pdf.destroy();
  return { pages: pdf.numPages, text: pages.join('\n'), title: info.Title };
}
