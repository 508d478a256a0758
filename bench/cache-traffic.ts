// The page cache under traffic as it reaches a real site: what each kind of request costs the app
// behind it. Starts the production build (embedded database) with the page cache in front (Debian's
// nginx, deploy/nginx/) and prints, per kind of traffic (after a 2 s warm-up), requests/s and p99
// through the cache and the CPU time the app spent meanwhile (Linux: /proc). It judges nothing.
//
//   npm run build && npx tsx bench/cache-traffic.ts        (needs wrk and nginx from Debian)
//   BENCH_SECONDS=10 (per run)
import path from 'node:path';
import { freeLocalPort, startPageCache } from '../scripts/page-cache.mjs';
import { storeUploadedPicture } from '../tests/e2e/support/images';
import { startBenchApp } from './support/app';
import { wrkInstalled, wrkLoad } from './support/load';
import { cpuTimeMs } from './support/process';
import { printTable } from './support/table';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SECRET = 'bench-cache-traffic-secret-0123456789';
const traffic = (name: string) => path.resolve('bench', 'traffic', name);

async function main() {
  if (!wrkInstalled()) throw new Error("wrk is not installed: apt-get install wrk (Debian's package), as root");
  const app = await startBenchApp('cache-traffic', { env: { PAGE_CACHE_SECRET: SECRET } });
  const cachePort = await freeLocalPort();
  const cache = await startPageCache({ listen: `127.0.0.1:${cachePort}`, upstream: `127.0.0.1:${app.port}`, secret: SECRET, output: 'ignore' });
  try {
    // A picture stored as the back office stores it (the embedded media store).
    const uploadedPicture = await storeUploadedPicture(app.dataDir!, 640);

    const base = `http://127.0.0.1:${cachePort}`;
    const runs: { label: string; path: string; connections: number; script?: string; headers?: Record<string, string> }[] = [
      { label: 'home, one Accept-Encoding', path: '/', connections: 4, headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } },
      { label: 'home, six browsers\u2019 Accept-Encoding', path: '/', connections: 4, script: traffic('browser-encodings.lua') },
      { label: 'home, a new ad click each request', path: '/', connections: 8, script: traffic('ad-clicks.lua') },
      { label: 'category, a new ad click each request', path: '/products/welding-electrodes', connections: 8, script: traffic('ad-clicks.lua') },
      { label: 'a picture of public/', path: '/images/home/hero-arc.svg', connections: 16, headers: { 'Accept-Encoding': 'gzip' } },
      { label: 'a picture uploaded in the back office', path: uploadedPicture, connections: 16 },
    ];
    const rows: string[][] = [];
    for (const run of runs) {
      process.stderr.write(`${run.label}…\n`);
      // Warm-up (not counted): the first renders of a fresh server are slow, and a kept copy
      // should exist, as on a site that is running.
      await wrkLoad(base + run.path, { seconds: 2, connections: run.connections, script: run.script, headers: run.headers });
      const before = cpuTimeMs(app.pid);
      const result = await wrkLoad(base + run.path, { seconds: SECONDS, connections: run.connections, script: run.script, headers: run.headers });
      const spent = cpuTimeMs(app.pid) - before;
      rows.push([run.label, String(run.connections), result.rps.toFixed(0), result.p99.toFixed(1), String(result.errors), Number.isNaN(spent) ? 'n/a' : (spent / 1000).toFixed(2)]);
    }
    console.log(`Page cache traffic: ${app.database}, wrk -t2 -d${SECONDS}s\n`);
    printTable(['traffic through the page cache', 'conns', 'req/s', 'p99 ms', 'errors', `app CPU s in ${SECONDS} s`], rows);
  } finally {
    await cache.stop();
    await app.stop();
  }
}

await main();
