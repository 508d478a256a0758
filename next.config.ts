import path from 'node:path';
import type { NextConfig } from 'next';
import { LARGEST_FORM_POST_BYTES } from './lib/form-post-limit';
import { fixedSecurityHeaders, staticAssetPolicy, strictTransportSecurity } from './lib/security-headers';

// The largest form post: the no-JavaScript career form with its resume (see serverActions below).
// proxy.ts answers 413 to a bigger one, which Next would cut short and then fail to read.
const largestFormPost = LARGEST_FORM_POST_BYTES;

const nextConfig: NextConfig = {
  // One self-contained server (node .next/standalone/server.js): what the container runs.
  output: 'standalone',
  // PGlite ships WebAssembly and data files that must be loaded from node_modules as they are.
  serverExternalPackages: ['@electric-sql/pglite'],
  // Migrations, seed articles and content/ (privacy notice, built-in articles) are read from disk at
  // run time; the server is started with scripts/socket-address.cjs preloaded (see the file), which
  // reads lib/fixed-security-headers.json and lib/refusal-messages.json and requires negotiator.
  // Make sure the standalone output carries them.
  outputFileTracingIncludes: {
    '/**': ['./db/migrations/**/*', './db/seed/data/news/**/*', './content/**/*', './scripts/socket-address.cjs', './lib/fixed-security-headers.json', './lib/refusal-messages.json', './node_modules/negotiator/**/*'],
  },
  poweredByHeader: false,
  // React's preload hints (fonts, styles) go into the page's <head>, not a Link header: they carry
  // the CSP nonce, which the page cache replaces in the body only (lib/page-cache.ts).
  reactMaxHeadersLength: 0,
  // Every visitor gets the same document: the page's metadata (title, description, Open Graph) in
  // its head. By default Next does that only for the crawlers it lists, and for browsers moves
  // whatever metadata is not ready with the head into the body; the page cache keeps one copy of
  // a page for every User-Agent, so a copy rendered for a browser in a slow moment would reach
  // link previews (WhatsApp, LinkedIn) without the tags they read from the head.
  htmlLimitedBots: /.*/,
  // Next's cache, plus expiry of entries whose content changed in the database (see the file).
  cacheHandler: path.resolve('lib/core/cache/next-cache-handler.mjs'),
  experimental: {
    // Without JavaScript the career form posts its resume (up to 10 MB) inside the action's body;
    // the margin leaves room for the other fields, so a file just over the limit still gets the
    // spec's size message rather than an error page. (With JavaScript the resume goes to
    // /api/resumes, which streams and stops at 10 MB.)
    serverActions: { bodySizeLimit: largestFormPost },
    // Those posts pass through proxy.ts, which sees (and Next buffers) the body first: the same limit.
    proxyClientMaxBodySize: largestFormPost,
    globalNotFound: true,
  },
  // Type checking runs once, in `npm run typecheck` (tsc), not again inside every build.
  typescript: { ignoreBuildErrors: true },
  // On every response, static files included; the per-request CSP comes from proxy.ts.
  async headers() {
    return [
      { source: '/:path*', headers: fixedSecurityHeaders },
      // As proxy.ts reads it: the first hop of the X-Forwarded-Proto chain (the value is an anchored regex).
      { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(,.*)?' }], headers: [strictTransportSecurity] },
      // The paths proxy.ts does not see: scripts, styles, fonts, the image optimizer and the resume upload's JSON answers.
      { source: '/_next/static/:path*', headers: [{ key: 'Content-Security-Policy', value: staticAssetPolicy }] },
      // (The site draws no picture through the image optimizer: its answers are refusals, 400.)
      { source: '/_next/image', headers: [{ key: 'Content-Security-Policy', value: staticAssetPolicy }] },
      { source: '/api/resumes', headers: [{ key: 'Content-Security-Policy', value: staticAssetPolicy }] },
    ];
  },
};

export default nextConfig;
