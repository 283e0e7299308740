import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The page count and text of a downloaded PDF, read the way a PDF reader reads it. */
export async function readPdfFile(path: string): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(await readFile(path)), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return { pages: pages.length, text: pages.join('\n') };
}
