import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

async function loadPdfmake() {
  const { default: pdfmake } = await import('pdfmake');
  pdfmake.addFonts({
    Roboto: {
      normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
      bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
      italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
      bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
    },
  });
  // A report only reads the fonts shipped with pdfmake: never another file, never the network.
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));
  pdfmake.setUrlAccessPolicy(() => false);
  return pdfmake;
}

/** pdfmake takes a while to load: it is loaded and set up with the first PDF. */
let printer: ReturnType<typeof loadPdfmake> | undefined;

/** Lays out a pdfmake document and returns the PDF file. */
export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  printer ??= loadPdfmake();
  return (await printer).createPdf(document).getBuffer();
}
