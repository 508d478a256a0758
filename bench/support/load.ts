import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';

// Load generators for the benchmarks: wrk (Debian's package) when it is installed, else a keep-alive
// Node client. Both report requests/s and latency percentiles; neither judges them.

export type LoadResult = { tool: 'wrk' | 'node'; requests: number; seconds: number; rps: number; p50: number; p99: number; errors: number };

export function request(agent: http.Agent, port: number, target: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: target, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** `total` GETs of `target` from `concurrency` keep-alive connections (bodies read, not decompressed). */
export async function nodeLoad(port: number, target: string, { total, concurrency, headers = {} }: { total: number; concurrency: number; headers?: http.OutgoingHttpHeaders }): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < total) {
        issued++;
        const sent = performance.now();
        try {
          const response = await request(agent, port, target, headers);
          if (response.status !== 200) errors++;
        } catch {
          errors++;
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { tool: 'node', requests: total, seconds, rps: total / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

let wrkFound: boolean | undefined;
/** Whether wrk can be run here (looked up once per process: every load asks). */
export const wrkInstalled = () => (wrkFound ??= spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined);

/** wrk's figures for `seconds` of load (two threads) on `url`, with a Lua `script` if given; latencies in ms. */
export async function wrkLoad(
  url: string,
  { seconds, connections, headers = {}, script }: { seconds: number; connections: number; headers?: Record<string, string>; script?: string },
): Promise<LoadResult> {
  const args = [
    '-t2',
    `-c${connections}`,
    `-d${seconds}s`,
    '--timeout',
    '10s',
    '--latency',
    ...(script ? ['-s', script] : []),
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  // Not spawnSync: this process keeps sampling (memory) while wrk runs.
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  if (code !== 0) throw new Error(`wrk failed: ${err || out}`);
  const number = (pattern: RegExp) => Number(out.match(pattern)?.[1] ?? NaN);
  const latency = (label: string) => {
    const match = out.match(new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm'));
    if (!match) return NaN;
    return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's'];
  };
  const requests = number(/(\d+) requests in/);
  const socketErrors = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const errors = number(/Non-2xx or 3xx responses: (\d+)/) || 0;
  return {
    tool: 'wrk',
    requests,
    seconds,
    rps: number(/Requests\/sec:\s+([\d.]+)/),
    p50: latency('50'),
    p99: latency('99'),
    errors: errors + (socketErrors ? socketErrors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0),
  };
}

/** Seconds of load before each measured run (BENCH_WARMUP_SECONDS, 1 by default). */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);

/** What `warmedLoad` runs here with these headers, for a bench's heading. */
export const warmedLoadDescription = (seconds: number, headers: Record<string, string> = {}) =>
  wrkInstalled()
    ? [`wrk -t2 -d${seconds}s`, ...Object.entries(headers).map(([name, value]) => `-H '${name}: ${value}'`), `(after a ${WARM_UP_SECONDS} s warm-up)`].join(' ')
    : 'the Node keep-alive client (wrk is not installed)';

/**
 * One measured run of `seconds` on a page after a short warm-up (not counted): wrk when installed,
 * else the Node client (`requestsPerSecond` sizes its run, as wrk has no count).
 */
export async function warmedLoad(
  port: number,
  page: string,
  { seconds, connections, headers = {}, requestsPerSecond = 500 }: { seconds: number; connections: number; headers?: Record<string, string>; requestsPerSecond?: number },
): Promise<LoadResult> {
  if (wrkInstalled()) {
    const url = `http://127.0.0.1:${port}${page}`;
    await wrkLoad(url, { seconds: WARM_UP_SECONDS, connections, headers });
    return wrkLoad(url, { seconds, connections, headers });
  }
  await nodeLoad(port, page, { total: Math.max(100, requestsPerSecond / 2), concurrency: connections, headers });
  return nodeLoad(port, page, { total: Math.max(4 * requestsPerSecond, seconds * requestsPerSecond), concurrency: connections, headers });
}

/**
 * Requests each page once, as its first visitor: that fills the server's cache, so what is measured
 * next is what later visitors get. Refuses a page that is not a path or does not answer 200.
 */
export async function warmPages(baseUrl: string, pages: string[]) {
  for (const page of pages) {
    if (!page.startsWith('/')) throw new Error(`BENCH_PAGES: ${page} is not a path (it must start with /)`);
    const response = await fetch(baseUrl + page);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  }
}
