// What Lighthouse's mobile LCP waits on: loads each page once in Lighthouse 12 (mobile, simulated
// throttling), keeps that load's trace and DevTools log, and audits them again with one group of
// requests taken out, as if the page had not made them (or had made them only after its largest
// paint). Lantern, Lighthouse's estimate, rebuilds the slow load from the requests that had ended
// when the unthrottled load showed its largest paint, so each row prints what that group adds to the
// simulated FCP and LCP. Figures for reading the LCP goal, never pass/fail; needs a build.
//
//   npx tsx bench/lcp-what-if.ts                 (the home page, over plain HTTP/1.1)
//   BENCH_PAGES='/ /news' npx tsx bench/lcp-what-if.ts
//   BENCH_TLS=1 npx tsx bench/lcp-what-if.ts     (over HTTPS and HTTP/2, through deploy/nginx/tls-front.conf.template)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startTlsFrontInFront } from '../tests/e2e/support/page-cache';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium';
import { floorOfBuild } from '../tests/support/page-weight';
import { startBenchApp } from './support/app';
import { printTable } from './support/table';

const OVER_TLS = process.env.BENCH_TLS === '1';
const PAGES = process.env.BENCH_PAGES?.split(/\s+/).filter(Boolean) ?? ['/'];

type TraceEvent = { args?: { data?: { url?: string; requestId?: string } } };
type DevtoolsMessage = { method: string; params?: { requestId?: string; request?: { url: string } } };

/** The groups taken out, one row each: a name and a test on a request's path. */
function groupsOfBuild(): { name: string; drops: (pathname: string) => boolean }[] {
  const floor = new Set(floorOfBuild().files);
  const isScript = (pathname: string) => pathname.endsWith('.js');
  return [
    { name: 'as loaded', drops: () => false },
    { name: "Next's runtime (the floor's scripts)", drops: (pathname) => floor.has(pathname) },
    { name: "the page's own scripts", drops: (pathname) => isScript(pathname) && !floor.has(pathname) },
    { name: 'every script', drops: isScript },
    { name: 'the fonts', drops: (pathname) => pathname.endsWith('.woff2') },
    { name: 'the stylesheets', drops: (pathname) => pathname.endsWith('.css') },
  ];
}

/** Copies a gathered load without the requests whose path `drops`, and how many it took out. */
function withoutRequests(gathered: string, copy: string, drops: (pathname: string) => boolean): number {
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(gathered, copy, { recursive: true });
  const pathOf = (url: string) => (/^https?:/.test(url) ? new URL(url).pathname : '');
  const logFile = fs.readdirSync(copy).find((name) => name.endsWith('.devtoolslog.json'));
  const traceFile = fs.readdirSync(copy).find((name) => name.endsWith('.trace.json'));
  if (!logFile || !traceFile) throw new Error(`${gathered} holds no DevTools log or trace: did Lighthouse's gather mode change?`);
  const log = JSON.parse(fs.readFileSync(path.join(copy, logFile), 'utf8')) as DevtoolsMessage[];
  const dropped = new Set(log.filter((message) => message.method === 'Network.requestWillBeSent' && drops(pathOf(message.params!.request!.url))).map((message) => message.params!.requestId!));
  const kept = log.filter((message) => !(message.params?.requestId && dropped.has(message.params.requestId)));
  fs.writeFileSync(path.join(copy, logFile), JSON.stringify(kept));
  // The trace names the same requests (their timing) and the scripts' evaluation, by URL or request id.
  const trace = JSON.parse(fs.readFileSync(path.join(copy, traceFile), 'utf8')) as { traceEvents: TraceEvent[] };
  trace.traceEvents = trace.traceEvents.filter(({ args }) => !((args?.data?.url && drops(pathOf(args.data.url))) || (args?.data?.requestId && dropped.has(args.data.requestId))));
  fs.writeFileSync(path.join(copy, traceFile), JSON.stringify(trace));
  return dropped.size;
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue;

async function main() {
  if (!fs.existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  const app = await startBenchApp('lcp-what-if');
  let front: Awaited<ReturnType<typeof startTlsFrontInFront>> | undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lcp-what-if-'));
  try {
    if (OVER_TLS) front = await startTlsFrontInFront(app.port);
    const base = front?.url ?? app.url;
    const chromeFlags = ['--headless=new', ...chromiumArgs, ...(front ? [`--ignore-certificate-errors-spki-list=${front.spkiSha256}`] : [])];
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, handleSIGINT: false, logLevel: 'silent' });
    const rows: string[][] = [];
    try {
      const flags: Flags = { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] };
      for (const page of PAGES) {
        // The first request of a page fills the server's cache; measure what later visitors get.
        await (await fetch(app.url + page)).arrayBuffer();
        const gathered = path.join(work, 'gathered');
        fs.rmSync(gathered, { recursive: true, force: true });
        process.stderr.write(`loading ${page}…\n`);
        await lighthouse(base + page, { ...flags, gatherMode: gathered });
        let asLoaded: number | undefined;
        for (const group of groupsOfBuild()) {
          const copy = path.join(work, 'what-if');
          const taken = withoutRequests(gathered, copy, group.drops);
          const result = await lighthouse(base + page, { ...flags, auditMode: copy });
          if (!result) throw new Error(`Lighthouse audited nothing for ${page} without ${group.name}`);
          const lcp = metric(result.lhr, 'largest-contentful-paint');
          asLoaded ??= lcp;
          const observed = (result.lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint;
          const fmt = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(0));
          rows.push([
            page,
            group.name,
            String(taken),
            fmt(metric(result.lhr, 'first-contentful-paint')),
            fmt(lcp),
            lcp === undefined || asLoaded === undefined || group.name === 'as loaded' ? '' : (lcp - asLoaded).toFixed(0),
            fmt(observed),
            fmt(result.lhr.environment?.benchmarkIndex),
          ]);
        }
      }
    } finally {
      chrome.kill();
    }
    console.log(`LCP what-if: Lighthouse mobile (simulated), ${OVER_TLS ? `over HTTPS and HTTP/2 (${base})` : `over plain HTTP/1.1 (${base})`}, one load per page, ${app.database}.\n`);
    printTable(['page', 'taken out', 'requests', 'FCP ms', 'LCP ms', 'LCP change', 'observed LCP', 'CPU idx'], rows, 2);
    console.log('\nEach row audits the same load again without the group\'s requests (and their scripts\' runs): what Lantern\'s');
    console.log('estimate would be had the page not made them before its largest paint. "observed LCP" is the unthrottled load\'s.');
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    await front?.stop();
    await app.stop();
  }
}

await main();
