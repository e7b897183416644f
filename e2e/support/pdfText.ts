import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/**
 * The text of every page of a PDF, one drawn run of text a line, read by pdf.js (Mozilla's PDF reader,
 * pdfjs-dist): what a person copying the document's text would get. pdf-lib writes PDFs but reads no text.
 */
export async function pdfText(file: string): Promise<string> {
  // pdfjs-dist is ESM only: loaded by its file URL, as the suite loads the static host.
  const pdfjs = (await import(pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href)) as PdfJs;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await readFile(file)), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
    }
    return pages.join('\n');
  } finally {
    await doc.destroy();
  }
}
