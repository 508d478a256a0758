// Main-thread work per page, measured rather than simulated: loads the six benchmark pages of the
// production build in Debian's Chromium (a phone's viewport, CPU slowed 4×, as Lighthouse's mobile
// preset assumes), records a Chromium trace of each load and prints what the page's main thread
// did: busy time, blocking time (the part of each task over 50 ms, as TBT counts it) and the
// longest task, split into script, style and layout, HTML parsing and paint, and how many SVG
// image documents it built (each SVG image and each CSS icon is a small document of its own).
// Lighthouse's mobile scores are estimates from such a trace; this shows where the time went.
// Then it leaves the page for another document and goes Back: how long until the page is shown
// again (its pageshow), and whether the back/forward cache restored it or it loaded again.
// Needs a build (`npm run build`); builds nothing, judges nothing.
//
//   npx tsx bench/main-thread.ts               (embedded database in a temporary folder)
//   BENCH_RUNS=9 npx tsx bench/main-thread.ts  (median of 9 loads per page; 5 by default)
//   BENCH_PAGES='/ /about' npx tsx bench/main-thread.ts
//   BENCH_AGAINST=http://127.0.0.1:3901 npx tsx bench/main-thread.ts
//     (another build already running there, such as the one before a change: loads alternate
//     between the two, so that the machine's changing speed weighs on both alike; LCP counts the
//     server's answer time too, so run both on one kind of database: DATABASE_URL=… runs this
//     build on PostgreSQL)
import fs from 'node:fs';
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/support/chromium';
import { startBenchApp, type BenchApp } from './support/app';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
/** Another running server to compare this build with, its loads alternating with this build's. */
const AGAINST = process.env.BENCH_AGAINST?.replace(/\/+$/, '');
const PAGES = process.env.BENCH_PAGES?.split(/\s+/).filter(Boolean) ?? ['/', '/products/welding-electrodes', '/product/e7018-low-hydrogen', '/search?q=low+hydrogen', '/news', '/news/bhiwandi-plant-expansion'];
const CPU_SLOWDOWN = 4;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'toplevel'];

/** Trace events whose time counts for each kind of work (outermost occurrence only). */
const WORK = {
  script: ['EvaluateScript', 'FunctionCall', 'RunMicrotasks', 'v8.compile', 'v8.compileModule', 'TimerFire'],
  style: ['UpdateLayoutTree', 'Layout'],
  parse: ['ParseHTML', 'ParseAuthorStyleSheet'],
  paint: ['PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'CompositeLayers'],
} as const;

type TraceEvent = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; args?: { name?: string } };
type Load = { busy: number; blocking: number; longest: number; longTasks: number; svgDocuments: number; lcp: number; back: number; restored: boolean } & Record<keyof typeof WORK, number>;

/** What the page's renderer main thread did in one trace. */
function summarize(events: TraceEvent[]): Omit<Load, 'lcp' | 'back' | 'restored'> {
  const threadNames = new Map(events.filter((event) => event.ph === 'M' && event.name === 'thread_name').map((event) => [`${event.pid}:${event.tid}`, event.args?.name]));
  const taskCounts = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && threadNames.get(thread) === 'CrRendererMain') taskCounts.set(thread, (taskCounts.get(thread) ?? 0) + 1);
  }
  // The page's renderer: the main thread that ran the most tasks.
  const main = [...taskCounts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const own = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks = own.filter((event) => event.name === 'RunTask').map((event) => event.dur! / 1000);
  const outermost = (names: readonly string[]) => {
    let total = 0;
    let end = -Infinity;
    for (const event of own) {
      if (!names.includes(event.name) || event.ts < end) continue;
      total += event.dur!;
      end = event.ts + event.dur!;
    }
    return total / 1000;
  };
  return {
    busy: tasks.reduce((sum, task) => sum + task, 0),
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0),
    longest: Math.max(0, ...tasks),
    longTasks: tasks.filter((task) => task > 50).length,
    svgDocuments: events.filter((event) => event.name === 'IsolatedSVGDocumentHost::IsolatedSVGDocumentHost' && event.ph === 'X').length,
    script: outermost(WORK.script),
    style: outermost(WORK.style),
    parse: outermost(WORK.parse),
    paint: outermost(WORK.paint),
  };
}

async function measure(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const lcp = { at: 0 };
      Object.assign(window, { __benchLcp: lcp });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) lcp.at = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      addEventListener('pageshow', (event) => Object.assign(window, { __benchShown: { at: performance.timeOrigin + performance.now(), restored: event.persisted } }));
    });
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // What runs after the load event (hydration's tail, idle callbacks, prefetches) counts too.
    await page.waitForTimeout(3000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const lcp = await page.evaluate(() => (window as unknown as { __benchLcp: { at: number } }).__benchLcp.at);
    // Away to another document and Back (the clocks of Node and the page are both the epoch's).
    await page.evaluate(() => Object.assign(window, { __benchShown: undefined }));
    await page.goto(new URL('/robots.txt', url).href);
    const left = Date.now();
    await page.goBack({ waitUntil: 'commit' });
    const shown = await (await page.waitForFunction(() => (window as unknown as { __benchShown?: { at: number; restored: boolean } }).__benchShown, null, { timeout: 60_000 })).jsonValue();
    return { ...summarize(trace.traceEvents), lcp, back: shown!.at - left, restored: shown!.restored };
  } finally {
    await context.close();
  }
}

async function main() {
  if (!fs.existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  let app: BenchApp | undefined;
  let browser: Browser | undefined;
  try {
    app = await startBenchApp('main-thread', { onDatabaseUrl: true });
    // With the back/forward cache a visitor's Chromium has (Playwright turns it off by default).
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
    console.log(`Main-thread work: Chromium ${browser.version()}, CPU slowed ${CPU_SLOWDOWN}×, 412×823 phone viewport, ${os.cpus().length} CPU(s), median of ${RUNS} loads (each column's own); ms.${AGAINST ? ` Rows marked (${AGAINST}): the build running there, its loads alternating with this build's.` : ''}\n`);
    const columns = ['busy', 'blocking', 'longest', 'longTasks', 'script', 'style', 'parse', 'paint', 'svgDocuments', 'lcp'] as const;
    const header = ['page'.padEnd(32), 'busy', 'block', 'longest', 'long', 'script', 'style+layout', 'parse', 'paint', 'SVG docs', 'LCP', 'Back', 'restored'];
    console.log(header.join('  '));
    const servers = [{ label: '', origin: app.url }, ...(AGAINST ? [{ label: ` (${AGAINST})`, origin: AGAINST }] : [])];
    for (const page of PAGES) {
      // The first request fills the servers' caches; measure what later visitors get.
      for (const { origin } of servers) await (await fetch(origin + page)).arrayBuffer();
      const loads = servers.map((): Load[] => []);
      for (let run = 0; run < RUNS; run++) for (const [server, { origin }] of servers.entries()) loads[server].push(await measure(browser, origin + page));
      for (const [server, { label }] of servers.entries()) {
        // Each column's own median: the load with the median busy time need not have the median script time.
        const median = (column: (typeof columns)[number] | 'back') => loads[server].map((load) => load[column]).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
        const restored = `${loads[server].filter((load) => load.restored).length}/${RUNS}`;
        const cells = [...columns.map((column) => Math.round(median(column)).toString()), Math.round(median('back')).toString(), restored];
        console.log([(page + label).padEnd(32), ...cells.map((cell, index) => cell.padStart(header[index + 1].length))].join('  '));
      }
    }
    console.log('\nbusy: all tasks of the main thread; block: their time over 50 ms each; long: tasks over 50 ms. script, style+layout, parse');
    console.log('and paint overlap where a script forces a layout. SVG docs: SVG images and CSS icons, each parsed as a document.');
    console.log('Back: from Back (after a trip to /robots.txt) to the page\'s pageshow, median of the loads; restored: how many of');
    console.log('them the back/forward cache restored (the others loaded again).');
  } finally {
    await browser?.close();
    await app?.stop();
  }
}

await main();
