// Page weight, quickly: starts the existing production build (the standalone server, as `npm start`
// runs it) on a fresh embedded database and prints per page the HTML bytes and the gzipped
// JavaScript its HTML loads, in total and above the floor (what every page of this build loads
// before any of ours: Next's runtime, build-manifest rootMainFiles), and the bytes a browser that
// takes brotli is sent (the build's brotli copies). It builds nothing and judges nothing;
// bench/pages.ts prints the same weights on the full production stack, with load.
//
//   npm run build && npx tsx bench/page-weight.ts
//   BENCH_SCRIPTS=1 also lists each page's scripts above the floor with their gzipped size.
import { startBenchApp } from './support/app';
import { printTable } from './support/table';
import { floorOfBuild, gzippedSize, javascriptOf, javascriptSentOf, scriptsOf } from '../tests/support/page-weight';

// The six pages of the performance issue, then the pages with a lead form.
const PAGES = [
  '/',
  '/products/welding-electrodes',
  '/product/e7018-low-hydrogen',
  '/search?q=low+hydrogen',
  '/news',
  '/news/bhiwandi-plant-expansion',
  '/inquiry',
  '/dealers',
  '/careers',
];

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const server = await startBenchApp('page-weight');
  try {
    const floor = floorOfBuild();
    const rows: string[][] = [];
    const details: string[] = [];
    for (const page of PAGES) {
      const response = await fetch(`${server.url}${page}`);
      if (response.status !== 200) throw new Error(`${page}: HTTP ${response.status}`);
      const html = await response.text();
      const scripts = scriptsOf(html);
      const js = javascriptOf(html);
      rows.push([page, String(Buffer.byteLength(html)), String(scripts.length), kib(js), kib(js - floor.bytes), kib(javascriptSentOf(html))]);
      for (const file of scripts.filter((script) => !floor.files.includes(script))) details.push(`${page}  ${kib(gzippedSize(file))}  ${file}`);
    }
    printTable(['page', 'HTML bytes', 'JS files', 'JS gz KiB', 'above floor KiB', 'JS br KiB'], rows);
    console.log(`Floor (an empty page of this build: build-manifest rootMainFiles): ${kib(floor.bytes)} KiB gzipped in ${floor.files.length} files.`);
    if (process.env.BENCH_SCRIPTS === '1') console.log(`\nScripts above the floor (page, KiB gz, file):\n${details.join('\n')}`);
  } finally {
    await server.stop();
  }
}

await main();
