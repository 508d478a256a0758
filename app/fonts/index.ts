import localFont from 'next/font/local';

// Fonts come from npm (@fontsource-variable), never from a CDN, cut to the characters and weights
// the site draws (npm run fonts: scripts/site-fonts.ts), each in two parts. The common part comes
// with every page. The other (the rest of Latin-1, accented letters) has a unicode-range of its
// own and comes first in the font stacks (app/globals.css): a browser fetches it only for a page
// with one of those characters, and draws everything else from the common part.
// next/font takes literals only: tests/unit/site-fonts.test.ts holds each range to the file's.
export const bodyFont = localFont({
  src: './inter-latin-common-wght-400-700.woff2',
  variable: '--font-body',
  weight: '400 700',
  display: 'swap',
  // After next/font's own fallback (Arial, adjusted): the same adjustment where Arial is missing (app/globals.css).
  fallback: ['bodyFont Fallback Local'],
});

export const bodyOtherFont = localFont({
  src: './inter-latin-other-wght-400-700.woff2',
  variable: '--font-body-other',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+A1-A8, U+AA, U+AC, U+AF, U+B4, U+B6, U+B8-BA, U+BF-D6, U+D9-F6, U+F9-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC' }],
});

export const headingFont = localFont({
  src: './oswald-latin-common-wght-400-700.woff2',
  variable: '--font-heading',
  weight: '400 700',
  display: 'swap',
  fallback: ['headingFont Fallback Local'],
});

export const headingOtherFont = localFont({
  src: './oswald-latin-other-wght-400-700.woff2',
  variable: '--font-heading-other',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+A1-A8, U+AA, U+AC, U+AF, U+B4, U+B6, U+B8-BA, U+BF-D6, U+D9-F6, U+F9-FF, U+102, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC' }],
});

/** The classes that set the four fonts' CSS variables, for <html>. */
export const fontVariables = [bodyFont, bodyOtherFont, headingFont, headingOtherFont].map((font) => font.variable).join(' ');
