import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`;

/** The text of every page of a PDF, as pdf.js (Firefox's reader) extracts it; pages joined by newlines. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = document.numPages;
  await document.destroy();
  return { pages, text: texts.join('\n') };
}
