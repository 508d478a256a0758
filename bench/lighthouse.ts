// Lighthouse benchmark: Lighthouse 12 in Debian's Chromium, mobile (the default config: simulated
// throttling, Moto G Power emulation) and desktop (Lighthouse's desktop preset), over the home
// page, a category page, a product page, a search, /news and an article of the production build.
// Needs a build (`npm run build`); builds nothing.
//
//   npx tsx bench/lighthouse.ts                (embedded database in a temporary folder)
//   DATABASE_URL=postgres://… npx tsx bench/lighthouse.ts
//   CHROMIUM_PATH=/path/to/chromium npx tsx bench/lighthouse.ts
//   BENCH_REPORT_DIR=test-results/lighthouse npx tsx bench/lighthouse.ts   (also writes each report as JSON)
//   BENCH_RUNS=5 npx tsx bench/lighthouse.ts   (audits each page and mode 5 times and prints Lighthouse's
//                                               median run: the one nearest the median FCP and TTI)
//   BENCH_PAGES='/ /news' npx tsx bench/lighthouse.ts   (only these pages, by path; the default is the six)
//   BENCH_THROTTLING=devtools npx tsx bench/lighthouse.ts   (throttles the load itself, network and CPU,
//                                               and reports what it saw, instead of simulating)
//   BENCH_TLS=1 npx tsx bench/lighthouse.ts    (over HTTPS and HTTP/2, as visitors reach a deployed site:
//                                               through deploy/nginx/tls-front.conf.template in front of
//                                               the app, with a self-signed certificate only that Chromium trusts)
//
// Prints, per page and mode, the four category scores, LCP, TBT, CLS and the JavaScript bytes
// transferred. Figures, never pass/fail. Everything stays on 127.0.0.1: Lighthouse fetches
// nothing from the internet and Chromium runs with its background networking off.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startTlsFrontInFront } from '../tests/e2e/support/page-cache';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium';
import { startBenchApp, type BenchApp } from './support/app';
import { warmPages } from './support/load';
import { printTable } from './support/table';

const CHROMIUM = chromiumPath;
const REPORT_DIR = process.env.BENCH_REPORT_DIR;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1) || 1);
// Lighthouse's default, `simulate`, loads the page unthrottled and estimates the slow load from
// that trace (Lantern); `devtools` slows the load itself and reports what it observed.
const THROTTLING = (process.env.BENCH_THROTTLING ?? 'simulate') as 'simulate' | 'devtools';
if (THROTTLING !== 'simulate' && THROTTLING !== 'devtools') throw new Error(`BENCH_THROTTLING must be simulate or devtools, not ${THROTTLING}`);
const OVER_TLS = process.env.BENCH_TLS === '1';
const CHROMIUM_FLAGS = ['--headless=new', ...chromiumArgs];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MODES = [
  { name: 'mobile', config: undefined }, // Lighthouse's default: mobile, simulated throttling
  { name: 'desktop', config: desktopConfig },
] as const;

type Row = {
  page: string;
  mode: string;
  scores: (number | null)[];
  fcp: number | undefined;
  lcp: number | undefined;
  tbt: number | undefined;
  cls: number | undefined;
  jsBytes: number | undefined;
  jsRequests: number | undefined;
  /** The document's protocol as Chromium fetched it (http/1.1, h2): Lantern models the two apart. */
  protocol: string | undefined;
  benchmarkIndex: number | undefined;
  /** Accessibility, best-practices and SEO audits that did not pass: what cost those points. */
  failed: string[];
  problems: string[];
};

/** The first same-site link under `prefix` in the page's HTML (the site's own seeded data). */
async function firstLink(base: string, page: string, prefix: string): Promise<string> {
  const response = await fetch(base + page);
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  const html = await response.text();
  const match = html.match(new RegExp(`href="(${prefix.replace(/\//g, '\\/')}[^"?#/]+)"`));
  if (!match) throw new Error(`${page} has no link to ${prefix}…`);
  return match[1];
}

function summarize(page: string, mode: string, lhr: Result): Row {
  const problems: string[] = [];
  if (lhr.runtimeError) problems.push(`runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  for (const warning of lhr.runWarnings) problems.push(`warning: ${warning}`);
  for (const [id, audit] of Object.entries(lhr.audits)) {
    if (audit.scoreDisplayMode === 'error') problems.push(`audit ${id} errored: ${audit.errorMessage ?? 'no message'}`);
  }
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : undefined;
  };
  const summary = lhr.audits['resource-summary']?.details;
  const script =
    summary && summary.type === 'table'
      ? (summary.items as { resourceType?: string; transferSize?: number; requestCount?: number }[]).find((item) => item.resourceType === 'script')
      : undefined;
  if (!script) problems.push('resource-summary has no script row');
  // The site serves everything itself: name any request that left the page's origin.
  const requests = lhr.audits['network-requests']?.details;
  let protocol: string | undefined;
  if (requests && requests.type === 'table') {
    const origin = new URL(lhr.finalDisplayedUrl).origin;
    protocol = (requests.items as { url?: string; protocol?: string }[]).find((item) => item.url === lhr.finalDisplayedUrl)?.protocol;
    for (const { url } of requests.items as { url?: string }[]) {
      if (url && /^(https?|wss?):/.test(url) && new URL(url).origin !== origin) problems.push(`request outside ${origin}: ${url}`);
    }
  }
  const failed = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number' && lhr.audits[ref.id].score! < 1)
      .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id].title})`),
  );
  return {
    page,
    mode,
    failed,
    scores: CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return typeof score === 'number' ? Math.round(score * 100) : null;
    }),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: script?.transferSize,
    jsRequests: script?.requestCount,
    protocol,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    problems,
  };
}

const cell = (value: number | null | undefined, format: (value: number) => string) => (value === null || value === undefined ? 'n/a' : format(value));

/** The table, what its columns mean, and what Lighthouse reported besides the scores. */
export function printLighthouseTable(rows: Row[]) {
  const header = ['page', 'mode', 'perf', 'a11y', 'best-pr', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB', 'JS req', 'proto', 'CPU idx'];
  const lines = rows.map((row) => [
    row.page,
    row.mode,
    ...row.scores.map((score) => cell(score, String)),
    cell(row.fcp, (value) => value.toFixed(0)),
    cell(row.lcp, (value) => value.toFixed(0)),
    cell(row.tbt, (value) => value.toFixed(0)),
    cell(row.cls, (value) => value.toFixed(3)),
    cell(row.jsBytes, (value) => (value / 1024).toFixed(1)),
    cell(row.jsRequests, String),
    row.protocol ?? 'n/a',
    cell(row.benchmarkIndex, (value) => value.toFixed(0)),
  ]);
  printTable(header, lines, 2);
  console.log(
    THROTTLING === 'simulate'
      ? '\nScores 0–100; FCP, LCP and TBT in ms (simulated: Lantern estimates from an unthrottled load. A script that had arrived'
        + '\nwhen the largest paint was shown counts as needed for it unless it is seen to run later, in a task of 10 ms or more: from'
        + '\n127.0.0.1 Next\'s scripts arrive that early, and most run in shorter tasks; see README); JS KiB and JS req: script'
      : '\nScores 0–100; FCP, LCP and TBT in ms (observed in a load slowed by DevTools throttling); JS KiB and JS req: script',
  );
  console.log('transfer size and request count from the resource-summary audit. proto: the document\'s protocol (over http/1.1');
  console.log('Lantern gives each script a connection of its own, cold, up to six; over h2 it reuses the document\'s, as browsers do).');
  console.log('CPU idx: Lighthouse\'s benchmark index of this machine during the run (lower: slower or busier machine;');
  console.log('the simulated TBT and LCP grow with the main-thread task times Chromium observes, so compare rows of similar index).');
  const problems = rows.flatMap((row) => row.problems.map((problem) => `  ${row.page} (${row.mode}): ${problem}`));
  if (problems.length) console.log(`\nLighthouse reported:\n${[...new Set(problems)].join('\n')}`);
  const failed = new Map<string, string[]>();
  for (const row of rows) for (const audit of row.failed) failed.set(audit, [...(failed.get(audit) ?? []), `${row.page} ${row.mode}`]);
  if (failed.size) console.log(`\nFailed audits outside performance:\n${[...failed].map(([audit, where]) => `  ${audit}: ${where.join(', ')}`).join('\n')}`);
}

/**
 * Debian's Chromium as the Lighthouse benches drive it, headless; `trustedKey` (the SHA-256 of a
 * self-signed certificate's public key) is trusted. `kill()` stops it; so does the process's exit
 * (Ctrl-C ends the process from the server's signal handler, bench/support/app.ts).
 */
export async function launchBenchChromium(trustedKey?: string): Promise<{ port: number; kill: () => void }> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  const chromeFlags = trustedKey ? [...CHROMIUM_FLAGS, `--ignore-certificate-errors-spki-list=${trustedKey}`] : CHROMIUM_FLAGS;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags, handleSIGINT: false, logLevel: 'silent' });
  const kill = () => void chrome.kill();
  process.once('exit', kill);
  return {
    port: chrome.port,
    kill: () => {
      process.off('exit', kill);
      kill();
    },
  };
}

/**
 * Audits each page in each mode `runs` times in a Chromium of its own and returns Lighthouse's
 * median run per page and mode (a run that painted nothing is run again, not counted).
 * `trustedKey`: the SHA-256 of a self-signed certificate's public key, which that Chromium trusts
 * (an HTTPS `baseUrl` with a certificate of the bench's own).
 */
export async function auditPages({ baseUrl, pages, runs, reportDir, trustedKey }: { baseUrl: string; pages: string[]; runs: number; reportDir?: string; trustedKey?: string }): Promise<Row[]> {
  const chrome = await launchBenchChromium(trustedKey);
  try {
    const flags: Flags = { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES], throttlingMethod: THROTTLING };
    const rows: Row[] = [];
    for (const page of pages) {
      for (const mode of MODES) {
        // A run that painted nothing (Lighthouse's own page-load error, such as NO_NAVSTART when it
        // lost the trace) cannot enter the median: it is run again, up to `runs` extra times.
        const painted: Result[] = [];
        const unpainted: Result[] = [];
        for (let attempt = 1; painted.length < runs && attempt <= 2 * runs; attempt++) {
          process.stderr.write(`auditing ${page} (${mode.name})${runs > 1 ? ` run ${painted.length + 1}/${runs}` : ''}…\n`);
          const result = await lighthouse(baseUrl + page, flags, mode.config);
          if (!result) throw new Error(`Lighthouse returned no result for ${page} (${mode.name})`);
          (result.lhr.audits['first-contentful-paint']?.numericValue !== undefined ? painted : unpainted).push(result.lhr);
        }
        const lhr = painted.length > 1 ? computeMedianRun(painted) : (painted[0] ?? unpainted[0]);
        const row = summarize(page, mode.name, lhr);
        if (unpainted.length > 0 && painted.length > 0) {
          const reason = unpainted[0].runtimeError?.message ?? 'no FCP';
          row.problems.push(`${unpainted.length} run(s) painted nothing (${reason}) and ran again; median of ${painted.length}`);
        }
        rows.push(row);
        if (reportDir) {
          fs.mkdirSync(reportDir, { recursive: true });
          const name = `${page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${mode.name}.json`;
          fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr, null, 2));
        }
      }
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

async function main() {
  let app: BenchApp | undefined;
  let front: Awaited<ReturnType<typeof startTlsFrontInFront>> | undefined;
  try {
    app = await startBenchApp('lighthouse', { onDatabaseUrl: true });
    if (OVER_TLS) front = await startTlsFrontInFront(app.port);

    // A live product and article, as the site links them.
    const product = await firstLink(app.url, '/products/welding-electrodes', '/product/');
    const article = await firstLink(app.url, '/news', '/news/');
    const six = ['/', '/products/welding-electrodes', product, '/search?q=low+hydrogen', '/news', article];
    const chosen = process.env.BENCH_PAGES?.split(/\s+/).filter(Boolean);
    const pages = chosen?.length ? chosen : six;

    await warmPages(app.url, pages);

    const lighthouseVersion = JSON.parse(fs.readFileSync(path.resolve('node_modules', 'lighthouse', 'package.json'), 'utf8')).version;
    console.log(`Lighthouse benchmark: Lighthouse ${lighthouseVersion}, ${CHROMIUM}, ${os.cpus().length} CPU(s), Node ${process.version}, ${app.database}`);
    console.log(`Mobile: Lighthouse's default (${THROTTLING === 'simulate' ? 'simulated throttling' : 'DevTools throttling'}). Desktop: lighthouse/core/config/desktop-config.js. ${RUNS > 1 ? `Median of ${RUNS} runs` : 'One run'} per page and mode.`);
    console.log(front ? `Over HTTPS and HTTP/2: ${front.url}, deploy/nginx/tls-front.conf.template in front of the app.\n` : `Over plain HTTP/1.1: ${app.url}.\n`);

    const rows = await auditPages({ baseUrl: front?.url ?? app.url, pages, runs: RUNS, reportDir: REPORT_DIR, trustedKey: front?.spkiSha256 });
    console.log('');
    printLighthouseTable(rows);
  } finally {
    await front?.stop();
    await app?.stop();
  }
}

// Run as a script (not when bench/pages.ts imports the audit).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
