// The build's scripts and stylesheets go out brotli-compressed to a browser that takes brotli:
// `npm run build` writes a copy of each beside it (scripts/brotli-static.mjs), and next.config.ts
// sends that copy in its place, marked as such. Next's own compression (gzip, per response) leaves
// an answer alone that already names its encoding. Browsers send `br` over HTTPS and to localhost.
// Imports nothing, so that next.config.ts can load it as it is.

/**
 * An Accept-Encoding that names br with no q or a q above 0 (RFC 9110: a qvalue is 0 to 1 with at
 * most three decimals), as Next reads a `has` value: a regular expression for the whole header.
 * No two runs of spaces in it can meet, so a header of spaces costs linear time, not quadratic
 * (15 KB of them took 110 ms with a `\s*` on either side of the q).
 */
export const ACCEPTS_BROTLI = '(?:.*,)?\\s*[Bb][Rr]\\s*(?:;\\s*[Qq]\\s*=\\s*(?:1(?:\\.0{0,3})?|0?\\.\\d{0,2}[1-9])\\s*)?(?:,.*)?';

/**
 * A browser that takes brotli and asks for the whole file. A Range is cut from the plain file:
 * proxy.ts checks a range against that file's length (lib/static-files.ts).
 */
const asksForBrotli = {
  has: [{ type: 'header' as const, key: 'accept-encoding', value: ACCEPTS_BROTLI }],
  missing: [{ type: 'header' as const, key: 'range' }],
};

const builtFiles = { js: 'application/javascript; charset=UTF-8', css: 'text/css; charset=UTF-8' };

/** next.config.ts `rewrites().beforeFiles`: the brotli copy in place of the file. */
export const brotliRewrites = Object.keys(builtFiles).map((extension) => ({
  source: `/_next/static/:path*/:file([^/]+\\.${extension})`,
  destination: '/_next/static/:path*/:file.br',
  ...asksForBrotli,
}));

/** next.config.ts `headers()`: what the copy is (Next would call a `.br` file a download). */
export const brotliHeaders = Object.entries(builtFiles).map(([extension, type]) => ({
  source: `/_next/static/:path*/:file([^/]+\\.${extension})`,
  ...asksForBrotli,
  headers: [
    { key: 'Content-Type', value: type },
    { key: 'Content-Encoding', value: 'br' },
  ],
}));
