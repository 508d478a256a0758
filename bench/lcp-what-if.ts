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
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startTlsFrontInFront } from '../tests/e2e/support/page-cache';
import { floorOfBuild } from '../tests/support/page-weight';
import { launchBenchChromium } from './lighthouse';
import { startBenchApp } from './support/app';
import { warmPages } from './support/load';
import { printTable } from './support/table';

const OVER_TLS = process.env.BENCH_TLS === '1';
const PAGES = process.env.BENCH_PAGES?.split(/\s+/).filter(Boolean) ?? ['/'];

type TraceEvent = { args?: { data?: { url?: string; requestId?: string } } };
type DevtoolsMessage = { method: string; params?: { requestId?: string; request?: { url: string } } };

/** The groups taken out, one row each after the load as it was: a name and a test on a request's path. */
function groupsOfBuild(): { name: string; drops: (pathname: string) => boolean }[] {
  const floor = new Set(floorOfBuild().files);
  const isScript = (pathname: string) => pathname.endsWith('.js');
  return [
    { name: "Next's runtime (the floor's scripts)", drops: (pathname) => floor.has(pathname) },
    { name: "the page's own scripts", drops: (pathname) => isScript(pathname) && !floor.has(pathname) },
    { name: 'every script', drops: isScript },
    { name: 'the fonts', drops: (pathname) => pathname.endsWith('.woff2') },
    { name: 'the stylesheets', drops: (pathname) => pathname.endsWith('.css') },
  ];
}

const pathOf = (url: string) => (/^https?:/.test(url) ? new URL(url).pathname : '');

/** A load Lighthouse gathered (its folder), read once: each what-if writes a filtered copy of it. */
function readGathered(folder: string) {
  const names = fs.readdirSync(folder);
  const logFile = names.find((name) => name.endsWith('.devtoolslog.json'));
  const traceFile = names.find((name) => name.endsWith('.trace.json'));
  if (!logFile || !traceFile) throw new Error(`${folder} holds no DevTools log or trace: did Lighthouse's gather mode change?`);
  return {
    folder,
    logFile,
    traceFile,
    log: JSON.parse(fs.readFileSync(path.join(folder, logFile), 'utf8')) as DevtoolsMessage[],
    trace: JSON.parse(fs.readFileSync(path.join(folder, traceFile), 'utf8')) as { traceEvents: TraceEvent[] },
  };
}

/** Writes the gathered load to `copy` without the requests whose path `drops`; returns how many it took out. */
function writeWithout(gathered: ReturnType<typeof readGathered>, copy: string, drops: (pathname: string) => boolean): number {
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(gathered.folder, copy, { recursive: true });
  const dropped = new Set(gathered.log.filter((message) => message.method === 'Network.requestWillBeSent' && drops(pathOf(message.params!.request!.url))).map((message) => message.params!.requestId!));
  const log = gathered.log.filter((message) => !(message.params?.requestId && dropped.has(message.params.requestId)));
  fs.writeFileSync(path.join(copy, gathered.logFile), JSON.stringify(log));
  // The trace names the same requests (their timing) and the scripts' evaluation, by URL or request id.
  const traceEvents = gathered.trace.traceEvents.filter(({ args }) => !((args?.data?.url && drops(pathOf(args.data.url))) || (args?.data?.requestId && dropped.has(args.data.requestId))));
  fs.writeFileSync(path.join(copy, gathered.traceFile), JSON.stringify({ ...gathered.trace, traceEvents }));
  return dropped.size;
}

/** Lantern's FCP and LCP of an audit, the LCP the unthrottled load showed, and the machine's CPU index. */
function figuresOf(lhr: Result) {
  const observed = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0]?.observedLargestContentfulPaint;
  return {
    fcp: lhr.audits['first-contentful-paint']?.numericValue,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue,
    observed,
    cpuIndex: lhr.environment?.benchmarkIndex,
  };
}

const ms = (value: number | undefined) => (value === undefined ? 'n/a' : value.toFixed(0));

async function main() {
  const app = await startBenchApp('lcp-what-if');
  let front: Awaited<ReturnType<typeof startTlsFrontInFront>> | undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lcp-what-if-'));
  try {
    if (OVER_TLS) front = await startTlsFrontInFront(app.port);
    const base = front?.url ?? app.url;
    await warmPages(app.url, PAGES);
    const groups = groupsOfBuild();
    const chrome = await launchBenchChromium(front?.spkiSha256);
    const rows: string[][] = [];
    try {
      const flags: Flags = { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] };
      const audit = async (page: string, folder: string) => {
        const result = await lighthouse(base + page, { ...flags, auditMode: folder });
        if (!result) throw new Error(`Lighthouse audited nothing for ${page} (${folder})`);
        return figuresOf(result.lhr);
      };
      for (const page of PAGES) {
        const folder = path.join(work, 'gathered');
        fs.rmSync(folder, { recursive: true, force: true });
        process.stderr.write(`loading ${page}…\n`);
        await lighthouse(base + page, { ...flags, gatherMode: folder });
        const gathered = readGathered(folder);
        const asLoaded = await audit(page, folder);
        rows.push([page, 'as loaded', '0', ms(asLoaded.fcp), ms(asLoaded.lcp), '', ms(asLoaded.observed), ms(asLoaded.cpuIndex)]);
        for (const group of groups) {
          const copy = path.join(work, 'what-if');
          const taken = writeWithout(gathered, copy, group.drops);
          const without = await audit(page, copy);
          const change = without.lcp !== undefined && asLoaded.lcp !== undefined ? (without.lcp - asLoaded.lcp).toFixed(0) : 'n/a';
          rows.push([page, group.name, String(taken), ms(without.fcp), ms(without.lcp), change, ms(without.observed), ms(without.cpuIndex)]);
        }
      }
    } finally {
      chrome.kill();
    }
    console.log(`LCP what-if: Lighthouse mobile (simulated), ${OVER_TLS ? `over HTTPS and HTTP/2 (${base})` : `over plain HTTP/1.1 (${base})`}, one load per page, ${app.database}.\n`);
    printTable(['page', 'taken out', 'requests', 'FCP ms', 'LCP ms', 'LCP change', 'observed LCP', 'CPU idx'], rows, 2);
    console.log('\nEach row audits the same load again without the group\'s requests (and their scripts\' runs): what Lantern\'s');
    console.log('estimate would be had the page not made them before its largest paint. "observed LCP" is the unthrottled load\'s;');
    console.log('n/a: that audit found no paint (Lighthouse lost the trace now and then; run the bench again).');
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    await front?.stop();
    await app.stop();
  }
}

await main();
