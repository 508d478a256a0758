// Where the app server's CPU goes while it renders a page per request: a CPU profile of the production
// build under load, taken through the server's inspector for the measured load only (not its
// start-up or warm-up), summed by where the code comes from. It prints, and never judges.
//
//   npm run build && npx tsx bench/server-profile.ts
//   DATABASE_URL=postgres://… runs the server on PostgreSQL (else its embedded database)
//   BENCH_PAGES='/search?q=low+hydrogen /search' (the default: the search with results and without)
//   BENCH_SECONDS=8 (per page)  BENCH_CONNECTIONS=16  BENCH_NODE=/path/to/node (as bench/pages.ts)
//   BENCH_GZIP=1 asks for the pages gzipped (the app compresses them), as without the page cache
//
// The server runs with the container's heap settings (`npm run prod:local`'s defaults);
// BENCH_NODE_OPTIONS='--experimental-async-context-frame' adds flags to them. Each page's
// profile is also written to test-results/server-profile-<n>.cpuprofile, which Chrome DevTools opens
// (Performance panel). Sampling slows the server a little: compare pages within one run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { freePort } from '../tests/e2e/support/postgres-server';
import { benchServerSettings, settingsLine } from '../tests/support/runtime-settings';
import { startBenchApp } from './support/app';
import { warmPages, wrkInstalled, wrkLoad } from './support/load';
import { printTable } from './support/table';

const APP_NODE = process.env.BENCH_NODE || process.execPath;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PAGES = process.env.BENCH_PAGES?.split(/\s+/).filter(Boolean) ?? ['/search?q=low+hydrogen', '/search'];
// Behind the page cache the app is asked for pages plain and nginx compresses them (its Accept-Encoding is
// cleared: deploy/nginx/page-cache.conf.template), so the load asks for them plain. BENCH_GZIP=1 asks for
// gzip, as a browser asks the embedded default (`npm start`), which compresses in the app: on 2026-12-03
// that added about 5 ms of zlib per search (52 req/s at 19.6 ms of CPU against 69 at 14.8 plain).
const GZIP = process.env.BENCH_GZIP === '1';
const LOAD_HEADERS: Record<string, string> = GZIP ? { 'Accept-Encoding': 'gzip' } : {};
const SAMPLING_MICROSECONDS = 1000; // V8's default

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = { nodes: { id: number; callFrame: CallFrame }[]; samples: number[]; timeDeltas: number[] };

const ORIGINS = ['React HTML', 'React RSC', 'React other', 'Next', 'packages', 'site code', 'GC', 'Node.js', 'other'];

/** What a source file is, by its path in a source map (or the file's own path where there is none). */
function originOfSource(source: string): string {
  if (/react-dom\/cjs\/react-dom-server/.test(source)) return 'React HTML'; // the HTML renderer (Fizz)
  if (/react-server-dom-[a-z]+\/cjs\/.*-server\./.test(source)) return 'React RSC'; // the RSC payload's renderer (Flight)
  if (/node_modules\/(react|react-dom|react-is|scheduler|react-server-dom-[a-z]+)\/|\/compiled\/(react|react-dom|react-is|scheduler|react-server-dom-[a-z]+)\//.test(source)) return 'React other';
  if (/node_modules\/next\/|^webpack:\/\/next\/|\[turbopack\]/.test(source)) return 'Next';
  if (source.includes('node_modules/')) return 'packages';
  return 'site code';
}

/** Source maps read once per file (with the folder their relative sources start from); a file without
 * one beside it (the standalone copy of the build) is looked up in the build itself. */
const sourceMaps = new Map<string, { map: SourceMap; folder: string } | null>();
function sourceMapOf(url: string) {
  if (!sourceMaps.has(url)) {
    const file = fileURLToPath(url);
    const candidates = [`${file}.map`, `${file.replace(`${path.sep}.next${path.sep}standalone${path.sep}`, path.sep)}.map`];
    const found = candidates.find((candidate) => fs.existsSync(candidate));
    sourceMaps.set(url, found ? { map: new SourceMap(JSON.parse(fs.readFileSync(found, 'utf8'))), folder: path.dirname(found) } : null);
  }
  return sourceMaps.get(url)!;
}

/** Where a sampled function's code comes from, as the table's columns name it; null: the process was idle. */
function origin({ functionName, url, lineNumber, columnNumber }: CallFrame): string | null {
  if (functionName === '(idle)') return null;
  if (functionName === '(garbage collector)') return 'GC';
  if (url.startsWith('node:') || url === '') return 'Node.js';
  if (!url.startsWith('file:')) return 'other';
  const sourceMap = sourceMapOf(url);
  // A position no mapping covers gives an entry without a source: the file's own path then.
  const source = (sourceMap?.map.findEntry(lineNumber, columnNumber) as { originalSource?: string } | undefined)?.originalSource;
  if (!source) return originOfSource(fileURLToPath(url));
  // Relative sources (Next's own, the build's chunks) are paths from the map's folder; others are URLs (webpack://next/…).
  return originOfSource(/^[a-z]+:/.test(source) ? source : path.resolve(sourceMap!.folder, source));
}

/** CPU time per origin (ms) in a profile: the time of each sample goes to the function it caught. */
function timeByOrigin(profile: Profile): Map<string, number> {
  const origins = new Map(profile.nodes.map((node) => [node.id, origin(node.callFrame)]));
  const times = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const where = origins.get(id);
    if (where) times.set(where, (times.get(where) ?? 0) + profile.timeDeltas[index] / 1000);
  });
  return times;
}

/** A client of the server's inspector (the Chrome DevTools protocol over its WebSocket). */
async function connectInspector(port: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  type Answer = { result?: unknown; error?: { message: string } };
  const pending = new Map<number, (answer: Answer) => void>();
  let lastId = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Answer & { id?: number };
    if (message.id === undefined) return;
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  // The server gone (it crashed, or ran out of memory): every question waiting fails, none hangs.
  socket.once('close', () => {
    for (const answer of pending.values()) answer({ error: { message: "the server's inspector closed" } });
    pending.clear();
  });
  return {
    send: <T>(method: string, params: object = {}) =>
      new Promise<T>((resolve, reject) => {
        if (socket.readyState !== WebSocket.OPEN) return reject(new Error(`${method}: the server's inspector is closed`));
        const id = ++lastId;
        pending.set(id, ({ result, error }) => (error ? reject(new Error(`${method}: ${error.message}`)) : resolve(result as T)));
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

async function main() {
  if (!wrkInstalled()) throw new Error('bench/server-profile.ts needs wrk (apt-get install wrk).');
  const inspectorPort = await freePort();
  const runtimeSettings = benchServerSettings();
  const site = await startBenchApp('server-profile', {
    onDatabaseUrl: true,
    node: APP_NODE,
    env: { ...runtimeSettings, NODE_OPTIONS: `${runtimeSettings.NODE_OPTIONS} --inspect=127.0.0.1:${inspectorPort}` },
  });
  let inspector: Awaited<ReturnType<typeof connectInspector>> | undefined;
  try {
    inspector = await connectInspector(inspectorPort);
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.setSamplingInterval', { interval: SAMPLING_MICROSECONDS });
    console.log(
      `Server profile: ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model}), server on Node ${execFileSync(APP_NODE, ['--version'], { encoding: 'utf8' }).trim()}, ` +
        `${site.database}, ${settingsLine(runtimeSettings)}`,
    );
    console.log(`Load: wrk -t2 -c${CONNECTIONS} -d${SECONDS}s${GZIP ? " -H 'Accept-Encoding: gzip'" : ''}, pages asked for ${GZIP ? 'gzipped' : 'plain, as the page cache asks'} (after as long a warm-up), profiled every ${SAMPLING_MICROSECONDS} µs\n`);
    fs.mkdirSync('test-results', { recursive: true });
    const rows: (string | number)[][] = [];
    await warmPages(site.url, PAGES);
    for (const [index, page] of PAGES.entries()) {
      const url = `${site.url}${page}`;
      // Warmed as long as measured: the first seconds after a start run code V8 has not optimized yet.
      await wrkLoad(url, { seconds: SECONDS, connections: CONNECTIONS, headers: LOAD_HEADERS });
      await inspector.send('Profiler.start');
      const load = await wrkLoad(url, { seconds: SECONDS, connections: CONNECTIONS, headers: LOAD_HEADERS });
      const { profile } = await inspector.send<{ profile: Profile }>('Profiler.stop');
      const file = path.join('test-results', `server-profile-${index + 1}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      const times = timeByOrigin(profile);
      const busy = [...times.values()].reduce((sum, time) => sum + time, 0);
      const perRequest = (time: number) => (load.requests > 0 ? time / load.requests : 0).toFixed(2);
      rows.push([page, load.rps.toFixed(0), load.errors, perRequest(busy), ...ORIGINS.map((where) => perRequest(times.get(where) ?? 0)), file]);
      process.stderr.write(`${page}: ${load.rps.toFixed(0)} req/s, ${perRequest(busy)} ms of CPU per request\n`);
    }
    printTable(['page', 'req/s', 'errors', 'CPU ms/req', ...ORIGINS, 'profile'], rows);
    console.log(
      "\nCPU ms per request of the app server's main thread (idle time left out), by the source file of the sampled code " +
        "(through the build's source maps): React HTML: react-dom's server renderer; React RSC: the RSC payload's renderer; " +
        "React other: the rest of React; Next: Next's own code; packages: other npm packages; site code: this repository's; " +
        "GC: garbage collection; Node.js: its library, and native work V8 names no function for ('(program)').",
    );
  } finally {
    inspector?.close();
    await site.stop();
  }
}

await main();
