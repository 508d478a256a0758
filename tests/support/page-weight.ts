import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

// What a page of the production build in .next weighs in JavaScript (bench/pages.ts, bench/page-weight.ts,
// tests/e2e/page-weight.spec.ts).

/** The scripts a page's HTML loads (module scripts only: no browser that runs them loads the nomodule polyfills). */
export function scriptsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/<script(?![^>]*noModule)[^>]*\ssrc="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]))];
}

const builtFile = (file: string) => path.join('.next', file.replace(/^\/_next\//, ''));

export const gzippedSize = (file: string) => zlib.gzipSync(fs.readFileSync(builtFile(file))).length;

/** Bytes of the brotli copy the build keeps beside a script (scripts/brotli-static.mjs): what a browser taking brotli is sent. */
export const brotliSize = (file: string) => fs.statSync(`${builtFile(file)}.br`).size;

/** Gzipped bytes of the scripts a page's HTML loads. */
export const javascriptOf = (html: string) => scriptsOf(html).reduce((sum, file) => sum + gzippedSize(file), 0);

/** Bytes of the scripts a page's HTML loads as a browser that takes brotli gets them. */
export const javascriptSentOf = (html: string) => scriptsOf(html).reduce((sum, file) => sum + brotliSize(file), 0);

/** The floor: what every page of this build loads before any of ours (Next's runtime, an empty page: build-manifest rootMainFiles). */
export function floorOfBuild() {
  const manifest = JSON.parse(fs.readFileSync('.next/build-manifest.json', 'utf8')) as { rootMainFiles: string[] };
  const files = [...new Set(manifest.rootMainFiles.map((file) => `/_next/${file}`))];
  return { files, bytes: files.reduce((sum, file) => sum + gzippedSize(file), 0) };
}
