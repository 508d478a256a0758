import localFont from 'next/font/local';

// Fonts come from npm (@fontsource-variable), never from a CDN, cut to the characters and weights
// the site draws (npm run fonts: scripts/site-fonts.ts).
export const bodyFont = localFont({
  src: './inter-latin-wght-400-700.woff2',
  variable: '--font-body',
  weight: '400 700',
  display: 'swap',
  // After next/font's own fallback (Arial, adjusted): the same adjustment where Arial is missing (app/globals.css).
  fallback: ['bodyFont Fallback Local'],
});

export const headingFont = localFont({
  src: './oswald-latin-wght-400-700.woff2',
  variable: '--font-heading',
  weight: '400 700',
  display: 'swap',
  fallback: ['headingFont Fallback Local'],
});
