// Catalogue benchmark: requests/s and latency of a category page, a product page and a search,
// each served by the production server and, in the same run, by a bare Node server sending the
// same bytes (the ceiling on this machine). Needs a build (`npm run build`); builds nothing.
//
//   npx tsx bench/catalogue.ts            (embedded database in a temporary folder)
//   DATABASE_URL=postgres://… npx tsx bench/catalogue.ts
//
// Only 127.0.0.1 is loaded, with a bounded number of requests. Figures, never pass/fail.
import http from 'node:http';
import os from 'node:os';
import { freePort } from '../tests/e2e/support/postgres-server';
import { startBenchApp } from './support/app';
import { nodeLoad, request } from './support/load';

const targets = [
  { label: 'category page', path: '/products/welding-electrodes' },
  { label: 'product page', path: '/product/e7018-low-hydrogen' },
  { label: 'search', path: '/search?q=low+hydrogen' },
];
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const APP_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const BARE_REQUESTS = Number(process.env.BENCH_BARE_REQUESTS ?? 10000);
const WARMUP_REQUESTS = 50;

function row(cells: (string | number)[], widths: number[]) {
  return cells.map((cell, index) => (index < 2 ? String(cell).padEnd(widths[index]) : String(cell).padStart(widths[index]))).join('  ');
}

async function main() {
  const app = await startBenchApp('catalogue', { onDatabaseUrl: true });
  const appPort = app.port;

  // Each page as the site serves it after its first request: these exact bytes go to the bare server.
  const warmAgent = new http.Agent({ keepAlive: true });
  const pages = new Map<string, { body: Buffer; type: string }>();
  for (const { path: target } of targets) {
    const first = await request(warmAgent, appPort, target);
    if (first.status !== 200) throw new Error(`${target} answered ${first.status}`);
    pages.set(target, { body: first.body, type: String(first.headers['content-type']) });
  }
  warmAgent.destroy();
  const bare = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': page.type, 'content-length': page.body.length });
    res.end(page.body);
  });
  const barePort = await freePort();
  await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve));

  console.log(`Catalogue benchmark: ${os.cpus().length} CPU(s), Node ${process.version}, ${app.database}, ${CONCURRENCY} concurrent keep-alive connections on 127.0.0.1`);
  console.log(`Requests per target: ${APP_REQUESTS} to the site, ${BARE_REQUESTS} to the bare Node server (after ${WARMUP_REQUESTS} warm-up requests each)\n`);
  const widths = [14, 16, 9, 10, 8, 8, 8, 9];
  console.log(row(['target', 'server', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'KB/page'], widths));
  try {
    for (const { label, path: target } of targets) {
      for (const [name, port, total] of [
        ['site (Next)', appPort, APP_REQUESTS],
        ['bare Node', barePort, BARE_REQUESTS],
      ] as const) {
        await nodeLoad(port, target, { total: WARMUP_REQUESTS, concurrency: CONCURRENCY });
        const result = await nodeLoad(port, target, { total, concurrency: CONCURRENCY });
        console.log(
          row(
            [
              label,
              name,
              result.requests,
              result.rps.toFixed(0),
              result.p50.toFixed(1),
              result.p99.toFixed(1),
              result.errors,
              (pages.get(target)!.body.length / 1024).toFixed(1),
            ],
            widths,
          ),
        );
      }
    }
    console.log(`\nTargets: ${targets.map((target) => `${target.label} ${target.path}`).join('; ')}`);
  } finally {
    bare.close();
    await app.stop();
  }
}

await main();
