// Search at catalogue scale: p50 and p95 server time of a product search over a generated
// catalogue of 10,000 products, on PGlite and on PostgreSQL. The catalogue is the seed's range
// many times over, each copy with its own name, series and a class drawn from the real classes of
// its kind, so that a code like 'E7018' finds hundreds of products and words like 'wire' thousands.
// Two figures per query: the search itself (asking content_changes whether products changed,
// matching and ranking every result in the server's search index, and the finder's facet counts
// over all of them: searchMatchesForBench), and the search page's
// whole data on a cache miss (also the first cards, each with its similar products chosen from
// the whole catalogue: searchProducts). Outside the Next server nothing is cached, so the page
// data reads the whole catalogue's similarity fields every time, which the server reads once per
// content change. Before them, the first search after the catalogue was written: it reads the
// catalogue into the search index, as the first search after any product change does.
//
//   npx tsx bench/search-10k.ts                          (PGlite only)
//   TEST_DATABASE_URL=postgres://… npx tsx bench/search-10k.ts   (PGlite and PostgreSQL)
//
// BENCH_PRODUCTS (10000) and BENCH_RUNS (20 per query) change the load. Figures, never pass/fail.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '@/db/bootstrap';
import type { DatabaseHandle } from '@/db/client';
import { searchMatchesForBench, searchProducts } from '@/db/queries/search';
import { products } from '@/db/schema';
import { seedProducts, storedTables } from '@/db/seed/seed';
import type { ProductApproval } from '@/lib/domain/classification';
import { useDatabase } from '@/tests/support/use-database';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;

const queries = [
  'E7018',
  'e-7018',
  '7018',
  'ER70S6',
  'IS 814',
  'IBR',
  'RDSO',
  'low hydrogen',
  'stainless steel wire',
  'grinding disc',
  'pressure vessels',
  'inverter',
  'hydrogn',
  'helmet',
];

/** Real classes by kind of product, so that generated products carry believable designations. */
const classesBySubcategory: Record<string, string[]> = {
  'Mild Steel - Rutile': ['E6013', 'E6012', 'E6019', 'E7014', 'E7024'],
  'Low Hydrogen': ['E7018 H4R', 'E7018-1 H4R', 'E7016 H8', 'E7028 H4', 'E7048 H8'],
  Cellulosic: ['E6010', 'E6011', 'E7010-P1', 'E8010-P1'],
  'Low Alloy - Creep Resisting': ['E8018-B2 H4R', 'E9018-B3 H4R', 'E8018-B6 H4', 'E9015-B91 H4'],
  'Stainless Steel': ['E308L-16', 'E309L-16', 'E316L-16', 'E347-16', 'E2209-16', 'E310-16'],
  'MIG / MAG Solid Wire': ['ER70S-6', 'ER70S-3', 'ER80S-D2', 'ER80S-Ni1', 'ER90S-B3'],
  'TIG Filler Rod': ['ER70S-2', 'ER70S-6', 'ER80S-B2', 'ER90S-B3'],
  'Flux Cored Wire': ['E71T-1C H8', 'E71T-11', 'E81T1-Ni1C H4', 'E70T-5C H4'],
  'Stainless Steel Wire': ['ER308LSi', 'ER316LSi', 'ER309LSi', 'ER347Si'],
};
const series = ['Pro', 'Plus', 'Max', 'Ultra', 'Site', 'Marine', 'Rail', 'Power', 'Shop', 'Prime', 'Heavy', 'Arctic', 'Rapid', 'Smooth', 'Deep'];
const approvalPool: ProductApproval[] = [
  { body: 'IBR', certificate_number: 'CBB/WC/2024/9001', scope: 'Boilers and steam pipes', valid_until: '2028-03-31' },
  { body: 'RDSO', certificate_number: 'RDSO/M&C/WC/2025/9002', scope: 'IRS M-28', valid_until: '2028-03-31' },
  { body: 'BIS', certificate_number: 'CM/L-4100099003', scope: 'IS 814 (ISI mark)', valid_until: '2028-03-31' },
  { body: 'DNV', certificate_number: 'TAW00009ZZ', scope: 'Grade 3Y H5', valid_until: '2028-03-31' },
  { body: 'LR', certificate_number: 'LR 2299004 WC', scope: 'Grade 3Y H5', valid_until: '2028-03-31' },
];

/** The n-th generated product: a seed product in a new series, with a class of its kind and some approvals. */
function generatedProduct(n: number) {
  const { images, approvals = [], welding_currents = [], coating = null, ...base } = seedProducts[n % seedProducts.length];
  const copy = Math.floor(n / seedProducts.length);
  const name = `${base.name} ${series[copy % series.length]} ${100 + copy}`;
  const classes = classesBySubcategory[base.subcategory];
  const classification = { ...base.classification };
  const awsKey = Object.keys(classification).find((key) => key.startsWith('AWS'));
  if (classes && awsKey) classification[awsKey] = classes[copy % classes.length];
  const extraApprovals = base.category === 'welding-electrodes' || base.category === 'wires-flux' ? approvalPool.filter((_, index) => (copy + index) % 3 === 0) : [];
  const bodies = new Set(approvals.map((approval) => approval.body));
  return {
    ...base,
    ...storedTables({ ...base, classification }),
    id: `${base.id}-${copy}`,
    name,
    approvals: [...approvals, ...extraApprovals.filter((approval) => !bodies.has(approval.body))],
    welding_currents,
    coating,
    image_url: images[0]?.url ?? null,
    created_at: new Date(Date.UTC(2024, 0, 1) + n * 60_000),
  };
}

async function fillCatalogue(handle: DatabaseHandle) {
  const batch = 250;
  for (let start = 0; start < PRODUCTS; start += batch) {
    const rows = Array.from({ length: Math.min(batch, PRODUCTS - start) }, (_, index) => generatedProduct(start + index));
    await handle.db.insert(products).values(rows);
  }
  await handle.db.execute(sql`analyze products`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measure(label: string, handle: DatabaseHandle) {
  const restore = useDatabase(handle);
  try {
    // Figures from a shared machine mean little without its load beside them.
    const load = os.loadavg().map((value) => value.toFixed(1)).join(' ');
    console.log(`\n${label}: ${PRODUCTS} products, ${RUNS} runs per query (ms); ${os.cpus().length} CPUs, load average ${load}`);
    const firstSearch = await time(() => searchMatchesForBench(queries[0], 'all'));
    console.log(`first search after a catalogue change (reads the search index): ${firstSearch.toFixed(1)} ms`);
    console.log(`${'query'.padEnd(22)} ${'results'.padStart(7)}   search p50   p95   page data p50   p95`);
    const all = { search: [] as number[], page: [] as number[] };
    for (const query of queries) {
      const results = (await searchMatchesForBench(query, 'all')).total;
      await searchProducts(query, 'all'); // warm up
      const search: number[] = [];
      const page: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        search.push(await time(() => searchMatchesForBench(query, 'all')));
        page.push(await time(() => searchProducts(query, 'all')));
      }
      search.sort((a, b) => a - b);
      page.sort((a, b) => a - b);
      all.search.push(...search);
      all.page.push(...page);
      const cells = [percentile(search, 50), percentile(search, 95), percentile(page, 50), percentile(page, 95)].map((ms) => ms.toFixed(1).padStart(6));
      console.log(`${query.padEnd(22)} ${String(results).padStart(7)}   ${cells[0]} ${cells[1]}          ${cells[2]} ${cells[3]}`);
    }
    all.search.sort((a, b) => a - b);
    all.page.sort((a, b) => a - b);
    console.log(
      `${'all queries'.padEnd(22)} ${''.padStart(7)}   ${percentile(all.search, 50).toFixed(1).padStart(6)} ${percentile(all.search, 95).toFixed(1).padStart(6)}          ${percentile(all.page, 50).toFixed(1).padStart(6)} ${percentile(all.page, 95).toFixed(1).padStart(6)}`,
    );
  } finally {
    restore();
  }
}

async function onPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir, seed: false });
  try {
    await fillCatalogue(handle);
    await measure('PGlite', handle);
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(url: string) {
  const name = `bench_search_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: target.toString(), seed: false, max: 4 });
  try {
    await fillCatalogue(handle);
    await measure('PostgreSQL', handle);
  } finally {
    await handle.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await onPglite();
if (adminUrl) await onPostgres(adminUrl);
else console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL to a server where this role may create databases)');
