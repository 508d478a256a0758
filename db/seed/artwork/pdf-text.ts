// Text for the standard PDF fonts (WinAnsi only), shared by the generated guides and safety data
// sheets: typographic characters spelled in ASCII, anything else the font lacks as '?', and lines
// wrapped to a width.
import type { PDFFont } from 'pdf-lib';

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
