import localFont from 'next/font/local';

// Fonts come from npm (@fontsource-variable), never from a CDN.
export const bodyFont = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '100 900',
  display: 'swap',
  // After next/font's own fallback (Arial, adjusted): the same adjustment where Arial is missing (app/globals.css).
  fallback: ['bodyFont Fallback Local'],
});

export const headingFont = localFont({
  src: '../node_modules/@fontsource-variable/oswald/files/oswald-latin-wght-normal.woff2',
  variable: '--font-heading',
  weight: '200 700',
  display: 'swap',
  fallback: ['headingFont Fallback Local'],
});
