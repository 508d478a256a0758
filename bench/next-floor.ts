// Next's own floor for a page rendered per request, on this machine: how many requests/s Next and
// React (this repository's own copies) serve when nothing of ours is in the way, beside the site's
// pages that are never cached, measured the same way (straight to the Node server, no page cache).
// The site's search renders about 750 elements; the floor app renders an empty page and pages of
// as many elements, drawn by a client component from compact props (as the site draws its result
// cards) and by server components. It prints, and never judges.
//
//   npm run build && npx tsx bench/next-floor.ts
//   DATABASE_URL=postgres://… runs the site on PostgreSQL (else its embedded database)
//   BENCH_SECONDS=8 (per load run)  BENCH_WARMUP_SECONDS=1  BENCH_NODE=/path/to/node (runs both servers; bench/pages.ts)
//   BENCH_NODE_OPTIONS='--experimental-async-context-frame' (added to both servers' NODE_OPTIONS)
//
// The floor app is written and built (Turbopack, about a minute) in a temporary folder that uses
// this repository's node_modules, and removed afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/e2e/support/postgres-server';
import { startServer, type RunningServer } from '../tests/e2e/support/server';
import { benchServerSettings, settingsLine } from '../tests/support/runtime-settings';
import { startBenchApp } from './support/app';
import { request, warmedLoad, warmedLoadDescription } from './support/load';
import { printTable } from './support/table';

const APP_NODE = process.env.BENCH_NODE || process.execPath;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = [16, 50];
const GZIP = { 'accept-encoding': 'gzip' };
/** Cards and list items per card: 10 × (8 + 66) elements, about the site's search for "low hydrogen". */
const CARDS = 10;
const ITEMS_PER_CARD = 66;

const SITE_PAGES = ['/search?q=low+hydrogen', '/search', '/no-such-page'];
const FLOOR_PAGES = ['/empty', '/cards-client', '/cards-server'];

// Each card: article > a > img, div > h3 > a, p, ul > li × ITEMS_PER_CARD.
const CARD_MARKUP = `<article className="product-card">
      <a href={\`/p/\${card.id}\`}><img src={\`/i/\${card.id}.svg\`} alt="" width={800} height={600} /></a>
      <div className="body">
        <h3><a href={\`/p/\${card.id}\`}>{card.name}</a></h3>
        <p>{card.text}</p>
        <ul>{card.items.map((item, index) => <li key={index}>{item}</li>)}</ul>
      </div>
    </article>`;

const FLOOR_APP: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'next-floor', private: true }),
  // The repository's node_modules lies outside this folder: Turbopack resolves from the filesystem root.
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: { target: 'ES2022', lib: ['dom', 'es2022'], jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', strict: false, skipLibCheck: true, noEmit: true, isolatedModules: true, esModuleInterop: true },
    include: ['**/*.ts', '**/*.tsx'],
  }),
  'app/layout.tsx': `export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/cards.ts': `export type Card = { id: number; name: string; text: string; items: string[] };
export const cards = (): Card[] =>
  Array.from({ length: ${CARDS} }, (_, id) => ({
    id,
    name: \`Product \${id} with a name as long as a catalogue's\`,
    text: 'Medium-coated rutile electrode for mild steel with a soft, stable arc that strikes and re-strikes easily on low-voltage AC transformers.',
    items: Array.from({ length: ${ITEMS_PER_CARD} }, (_, index) => \`Item \${index}\`),
  }));
`,
  'app/empty/page.tsx': `import { connection } from 'next/server';
export default async function Page() {
  await connection();
  return <p>Hello</p>;
}
`,
  'app/cards-client/card-list.tsx': `'use client';
import type { Card } from '../cards';
export function CardList({ cards }: { cards: Card[] }) {
  return <main>{cards.map((card) => (
    ${CARD_MARKUP.replace('<article', '<article key={card.id}')}
  ))}</main>;
}
`,
  'app/cards-client/page.tsx': `import { connection } from 'next/server';
import { cards } from '../cards';
import { CardList } from './card-list';
export default async function Page() {
  await connection();
  return <CardList cards={cards()} />;
}
`,
  'app/cards-server/page.tsx': `import { connection } from 'next/server';
import { cards } from '../cards';
export default async function Page() {
  await connection();
  return <main>{cards().map((card) => (
    ${CARD_MARKUP.replace('<article', '<article key={card.id}')}
  ))}</main>;
}
`,
};

/** Elements in the body, scripts left out: what React rendered. */
const elementsOf = (html: string) => (html.split('<body')[1] ?? '').replace(/<script[\s\S]*?<\/script>/g, '').match(/<[a-zA-Z]/g)?.length ?? 0;

async function main() {
  const started: { stop: () => Promise<unknown> }[] = [];
  const stopAll = async () => {
    for (const item of started.reverse()) await item.stop().catch(() => {});
  };
  const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'next-floor-'));
  let floor: RunningServer | undefined;
  // Ctrl-C exits (here until the site starts, then from startBenchApp's handler once the site has
  // stopped): the floor app's server and folder go with the process, however it ends.
  const onSignal = () => process.exit(130);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', () => {
    try {
      if (floor?.process.pid && floor.process.exitCode === null) process.kill(-floor.process.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    fs.rmSync(floorDir, { recursive: true, force: true });
  });
  try {
    for (const [file, text] of Object.entries(FLOOR_APP)) {
      fs.mkdirSync(path.dirname(path.join(floorDir, file)), { recursive: true });
      fs.writeFileSync(path.join(floorDir, file), text);
    }
    fs.symlinkSync(path.resolve('node_modules'), path.join(floorDir, 'node_modules'));
    const next = path.resolve('node_modules', 'next', 'dist', 'bin', 'next');
    process.stderr.write('Building the floor app ...\n');
    const build = spawnSync(process.execPath, [next, 'build', floorDir], { encoding: 'utf8', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    if (build.status !== 0) throw new Error(`The floor app did not build:\n${build.stdout}\n${build.stderr}`);

    // Both as the container runs the site: its heap limits and MALLOC_ARENA_MAX (prod:local's defaults).
    const runtimeSettings = benchServerSettings();
    const floorPort = await freePort();
    floor = await startServer({
      port: floorPort,
      env: runtimeSettings,
      // Not bench-next-floor-server.log: the site's, from startBenchApp('next-floor').
      logFile: path.resolve('test-results', 'bench-next-floor-app.log'),
      command: [APP_NODE, next, 'start', floorDir, '--port', String(floorPort), '--hostname', '127.0.0.1'],
      readyPath: '/empty',
    });
    started.push(floor);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    const site = await startBenchApp('next-floor', { onDatabaseUrl: true, env: runtimeSettings, node: APP_NODE });
    started.push(site);

    const load = (port: number, page: string, connections: number) => warmedLoad(port, page, { seconds: SECONDS, connections, headers: GZIP, requestsPerSecond: 100 });

    console.log(
      `Next's floor: ${os.cpus().length} CPU(s) (${os.cpus()[0]?.model}), both servers on Node ${execFileSync(APP_NODE, ['--version'], { encoding: 'utf8' }).trim()}, ` +
        `next ${JSON.parse(fs.readFileSync('node_modules/next/package.json', 'utf8')).version}; the site on ${site.database}, straight to its Node server (no page cache); ` +
        settingsLine(runtimeSettings),
    );
    console.log(`Load: ${warmedLoadDescription(SECONDS, GZIP)}\n`);

    const agent = new http.Agent({ keepAlive: true });
    const rows: (string | number)[][] = [];
    for (const [server, port, pages] of [
      ['floor app', floorPort, FLOOR_PAGES],
      ['site', site.port, SITE_PAGES],
    ] as const) {
      for (const page of pages) {
        const html = (await request(agent, port, page)).body.toString('utf8');
        const results: string[] = [];
        for (const connections of CONNECTIONS) {
          const result = await load(port, page, connections);
          results.push(result.rps.toFixed(0), result.p99.toFixed(0));
          process.stderr.write(`${server} ${page} c${connections}: ${result.rps.toFixed(0)} req/s\n`);
        }
        rows.push([server, page, elementsOf(html), (Buffer.byteLength(html) / 1024).toFixed(1), ...results]);
      }
    }
    agent.destroy();
    printTable(['server', 'page', 'elements', 'HTML KiB', ...CONNECTIONS.flatMap((c) => [`req/s c${c}`, `p99 ms c${c}`])], rows, 2);
    console.log(`\nThe floor app: /empty renders one paragraph; /cards-client ${CARDS} cards from a client component given compact props; /cards-server the same markup from server components.`);
  } finally {
    await stopAll();
  }
}

await main();
