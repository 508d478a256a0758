// The web fonts as pages load them: the Latin files of @fontsource-variable/inter and oswald, cut
// to what the site draws, each in two parts (fontParts below). `npm run fonts`
// (scripts/make-fonts.ts) writes them to app/fonts/, and tests/unit/site-fonts.test.ts checks the
// files there are still what this makes.
//
// Measured with subset-font 2.9 on the packages' 5.3 files: Inter 48.3 -> 28.6 KB, Oswald 28.5 ->
// 19.6 KB, every page's first visit 29 KB lighter. A page of two paragraphs loading Next's runtime,
// the stylesheet and the fonts: Lighthouse mobile LCP 2.42-2.46 s with the whole files, 2.11-2.14 s
// with these (3 runs each). Split in two parts with the unused features dropped (2026-12-01): the
// common parts 21.6 and 14.8 KB, 12 KB less again on every first visit.
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
/** A font file read with next/font's own reader (what its loader sees; the font tests read with it too). */
export const openFont = require('next/dist/compiled/@next/font/dist/fontkit').default as (buffer: Buffer) => {
  characterSet: number[];
  variationAxes: Record<string, { min: number; max: number; default: number }>;
};

export const fontsDir = path.resolve(import.meta.dirname, '..', 'app', 'fonts');

/** The weights the stylesheet sets: Tailwind's font-normal (400) to font-bold (700). The variable
 *  fonts span 100-900 (Inter) and 200-700 (Oswald); the weights outside are cut from the axis. */
export const drawnWeights = { min: 400, max: 700 };

/** Each font is cut in two parts (as Google Fonts splits latin from latin-ext): what nearly every
 *  page draws, loaded with the page, and the other characters, under a `unicode-range` of their
 *  own, which a browser fetches only for a page that has one. */
export const fontParts = ['common', 'other'] as const;
export type FontPart = (typeof fontParts)[number];

export const siteFonts = [
  { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', name: 'inter' },
  { source: '@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2', name: 'oswald' },
] as const;
export type SiteFont = (typeof siteFonts)[number];

/** app/fonts/<file> of one part of a font. */
export const fileOf = (font: SiteFont, part: FontPart) => `${font.name}-latin-${part}-wght-${drawnWeights.min}-${drawnWeights.max}.woff2`;

/** The common part: ASCII, the signs of measures and ratings (°, ±, ², ¼, ½, ×, ÷, µ, Ø, −, ≤, ≥,
 *  ≈, ′, ″, arrows), typographic spaces and punctuation, ©, ®, €, ™. The other part holds the rest
 *  of Latin-1 and the letters beyond it (é, ü, ñ, ß, Œ, ¿, §), fetched only for a page that has one. */
const commonRanges: [number, number][] = [
  [0x0, 0x7e], [0xa0, 0xa0], [0xa9, 0xa9], [0xab, 0xab], [0xae, 0xae], [0xb0, 0xb3], [0xb5, 0xb5], [0xb7, 0xb7],
  [0xbb, 0xbe], [0xd7, 0xd8], [0xf7, 0xf8], [0x2000, 0x203a], [0x2044, 0x2044], [0x20ac, 0x20ac], [0x2122, 0x2122],
  [0x2190, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0x2248, 0x2248], [0x2260, 0x2260], [0x2264, 0x2265], [0xfeff, 0xffff],
];
const isCommon = (codePoint: number) => commonRanges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The OpenType features kept: those browsers apply by themselves, and tabular figures (Tailwind's
 *  tabular-nums). The site turns on no other (stylistic sets, fractions, ordinals, small caps...),
 *  and the glyphs only those reach were a tenth of Inter's common part. */
export const keptFeatures = ['ccmp', 'locl', 'rlig', 'rvrn', 'calt', 'clig', 'liga', 'rclt', 'kern', 'mark', 'mkmk', 'tnum'];

/** Combining accents (U+0300-036F): placing them over every letter takes 5.7 of Inter's 34.4 KB
 *  once the weights are cut. Text is typed with precomposed letters (é, ü: kept); a combining
 *  accent, were one typed, is drawn from the fallback font. */
const isCombiningAccent = (codePoint: number) => codePoint >= 0x300 && codePoint <= 0x36f;

/** The characters of a part that the source font draws. */
export function charactersOf(source: Buffer, part: FontPart): number[] {
  return openFont(source)
    .characterSet.filter((codePoint) => !isCombiningAccent(codePoint) && isCommon(codePoint) === (part === 'common'))
    .sort((a, b) => a - b);
}

/** CSS `unicode-range` of these characters (sorted): runs of consecutive ones as ranges. */
export function unicodeRangeOf(codePoints: number[]): string {
  const runs: [number, number][] = [];
  for (const codePoint of codePoints) {
    const last = runs.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}

/** The source font, cut to one part's characters, the drawn weights and the kept features. */
export async function cutFont(source: Buffer, part: FontPart): Promise<Buffer> {
  return subsetFont(source, String.fromCodePoint(...charactersOf(source, part)), { targetFormat: 'woff2', variationAxes: { wght: drawnWeights }, keepFeatures: keptFeatures });
}

export const sourceOf = (font: SiteFont) => require.resolve(font.source);
