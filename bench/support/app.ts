import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../tests/e2e/support/postgres-server';
import { standaloneServerCommand, startServer, type RunningServer } from '../../tests/e2e/support/server';

// The production build started for a benchmark: one way for every script under bench/ that
// measures the app alone (bench/pages.ts runs the whole production stack instead).

export type BenchApp = {
  url: string;
  port: number;
  /** What the app runs on, for the benchmark's heading. */
  database: 'PostgreSQL' | 'embedded PGlite';
  /** The embedded database's folder (its media store included); null on PostgreSQL. */
  dataDir: string | null;
  /** The server's process id (to read its CPU time). */
  pid: number;
  /** Stops the server and removes its temporary data folder; safe to call twice. */
  stop: () => Promise<void>;
};

/**
 * Starts `.next/standalone/server.js` on a free port (or `port`), on the embedded database in a
 * temporary folder, or on process.env.DATABASE_URL when `onDatabaseUrl` is set and it is. Its log
 * goes to test-results/bench-<name>-server.log; `env` adds settings; `node` runs it (by default the
 * Node.js running the benchmark). Ctrl-C (or SIGTERM) stops it and removes the folder.
 */
export async function startBenchApp(
  name: string,
  { port, onDatabaseUrl = false, env: extraEnv = {}, node = process.execPath }: { port?: number; onDatabaseUrl?: boolean; env?: Record<string, string>; node?: string } = {},
): Promise<BenchApp> {
  if (!fs.existsSync('.next/standalone/server.js')) throw new Error('No production build (.next/standalone/server.js is missing): run `npm run build` first.');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const appPort = port ?? (await freePort());
  const databaseUrl = onDatabaseUrl ? process.env.DATABASE_URL : undefined;
  const env: Record<string, string> = { SITE_URL: `http://127.0.0.1:${appPort}`, DATABASE_URL: databaseUrl ?? '', ...extraEnv };
  if (!databaseUrl) env.DATA_DIR = dataDir;

  let stopping: Promise<void> | undefined;
  let starting: Promise<RunningServer> | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server`);
    void stop().finally(() => process.exit(130));
  };
  const stop = () =>
    (stopping ??= (async () => {
      // A Ctrl-C while the server is still starting stops it once it is up, rather than leaving it running.
      await starting?.then((running) => running.stop(), () => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
      // Only now: a second Ctrl-C meanwhile (tsx passes the terminal's on as well) must not end the
      // process before the server has stopped.
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    })());
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  let server: RunningServer;
  try {
    server = await (starting = startServer({
      port: appPort,
      env,
      logFile: path.resolve('test-results', `bench-${name}-server.log`),
      command: standaloneServerCommand(node),
    }));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: server.url,
    port: appPort,
    database: databaseUrl ? 'PostgreSQL' : 'embedded PGlite',
    dataDir: databaseUrl ? null : dataDir,
    pid: server.process.pid!,
    stop,
  };
}
