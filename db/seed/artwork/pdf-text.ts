// What the generated guides and safety data sheets share: A4 pages with a dark title band and a
// numbered footer, and text for the standard PDF fonts (WinAnsi only): typographic characters
// spelled in ASCII, anything else the font lacks as '?', and lines wrapped to a width.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export const A4 = { w: 595.28, h: 841.89 };
export const M = { left: 50, right: 50, top: 60, bottom: 70 };
export const DARK = rgb(0.122, 0.161, 0.2);
export const ORANGE = rgb(0.976, 0.451, 0.086);
export const GREY = rgb(0.32, 0.376, 0.427);
export const PALE = rgb(0.894, 0.906, 0.922);

/** A new document with its metadata, the two standard fonts, and the text cleaner for them. */
export async function startDocument(meta: { title: string; subject: string; author: string; creator: string; date: string }) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const clean = sanitiser(font);
  doc.setTitle(clean(meta.title));
  doc.setSubject(clean(meta.subject));
  doc.setAuthor(meta.author);
  doc.setCreator(meta.creator);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date(`${meta.date}T00:00:00Z`));
  doc.setModificationDate(new Date(`${meta.date}T00:00:00Z`));
  return { doc, font, bold, clean };
}

/** The dark band across the top of a page, `height` tall, with its orange edge. */
export function drawBand(page: PDFPage, height: number) {
  page.drawRectangle({ x: 0, y: A4.h - height, width: A4.w, height, color: DARK });
  page.drawRectangle({ x: 0, y: A4.h - height - 6, width: A4.w, height: 6, color: ORANGE });
}

/** Every page's footer: a rule, `text` on the left and 'Page n of N' on the right. */
export function drawFooters(doc: PDFDocument, { text, font, numberFont, size }: { text: string; font: PDFFont; numberFont: PDFFont; size: number }) {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    page.drawLine({ start: { x: M.left, y: 48 }, end: { x: A4.w - M.right, y: 48 }, thickness: 0.8, color: ORANGE });
    page.drawText(text, { x: M.left, y: 32, size, font, color: DARK });
    const number = `Page ${index + 1} of ${pages.length}`;
    page.drawText(number, { x: A4.w - M.right - numberFont.widthOfTextAtSize(number, size), y: 32, size, font: numberFont, color: GREY });
  });
}

const REPLACE: [RegExp, string][] = [
  [/[\u2013\u2014\u2212]/g, '-'],
  [/\u2264/g, '<='],
  [/\u2265/g, '>='],
  [/[\u2018\u2019]/g, "'"],
  [/[\u201C\u201D]/g, '"'],
  [/\u00A0/g, ' '],
  [/\u00D7/g, 'x'],
];

export function sanitiser(font: PDFFont) {
  const ok = new Map<string, boolean>();
  return (s: string): string => {
    let out = s;
    for (const [re, to] of REPLACE) out = out.replace(re, to);
    return [...out]
      .map((ch) => {
        if (ch.charCodeAt(0) < 0x7f) return ch;
        if (!ok.has(ch)) {
          try {
            font.encodeText(ch);
            ok.set(ch, true);
          } catch {
            ok.set(ch, false);
          }
        }
        return ok.get(ch) ? ch : '?';
      })
      .join('');
  };
}

export function wrap(s: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
