// The web fonts as pages load them: the Latin files of @fontsource-variable/inter and oswald, cut
// to what the site draws. `npm run fonts` (scripts/make-fonts.ts) writes them to app/fonts/, and
// tests/unit/site-fonts.test.ts checks the files there are still what this makes.
//
// Measured with subset-font 2.9 on the packages' 5.3 files: Inter 48.3 -> 28.6 KB, Oswald 28.5 ->
// 19.6 KB, every page's first visit 29 KB lighter. A page of two paragraphs loading Next's runtime,
// the stylesheet and the fonts: Lighthouse mobile LCP 2.42-2.46 s with the whole files, 2.11-2.14 s
// with these (3 runs each).
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

export const siteFonts = [
  { source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', file: 'inter-latin-wght-400-700.woff2' },
  { source: '@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2', file: 'oswald-latin-wght-400-700.woff2' },
] as const;

/** Combining accents (U+0300-036F): placing them over every letter takes 5.7 of Inter's 34.4 KB
 *  once the weights are cut. Text is typed with precomposed letters (é, ü: kept); a combining
 *  accent, were one typed, is drawn from the fallback font. */
const isCombiningAccent = (codePoint: number) => codePoint >= 0x300 && codePoint <= 0x36f;

const drawnCharacters = (font: Buffer) => openFont(font).characterSet.filter((codePoint) => !isCombiningAccent(codePoint));

/** The source font, cut to the drawn characters and weights; every OpenType feature is kept. */
export async function cutFont(source: Buffer): Promise<Buffer> {
  return subsetFont(source, String.fromCodePoint(...drawnCharacters(source)), { targetFormat: 'woff2', variationAxes: { wght: drawnWeights } });
}

export const sourceOf = (font: (typeof siteFonts)[number]) => require.resolve(font.source);
