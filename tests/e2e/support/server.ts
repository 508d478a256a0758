import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { accepts } from '../../../scripts/page-cache.mjs';

/**
 * Starts the production build (the standalone server) in its own process group, with its output in a log
 * file that tests can read. Used by the e2e global setup and by benchmarks. `command` starts it
 * another way (e.g. `npm run prod:local`); by default, `node .next/standalone/server.js`.
 */
export type RunningServer = { url: string; logFile: string; process: ChildProcess; stop: () => Promise<void> };

/** What operators set as BETTER_AUTH_SECRET, for servers on PostgreSQL (where it is required). */
export const TEST_AUTH_SECRET = 'e2e-back-office-secret-0123456789-abcdefghij';

/** The standalone server with the socket-address preload, as `npm start` and the container run it, on `node`. */
export const standaloneServerCommand = (node = process.execPath) => [node, '--require', path.resolve('scripts', 'socket-address.cjs'), path.resolve('.next', 'standalone', 'server.js')];

export async function startServer({
  port,
  env,
  logFile,
  command = standaloneServerCommand(),
  readyPath = '/',
}: {
  port: number;
  env: Record<string, string>;
  logFile: string;
  command?: string[];
  /** Answered 200 once the server is up: a page by default; `/api/health` when the database may be down. */
  readyPath?: string;
}): Promise<RunningServer> {
  // Readiness is a 200 on the port: a server left running there (an earlier run's) would pass for this one.
  // A server just killed on it (a restart test) lets go within moments: wait for that first.
  const portDeadline = Date.now() + 5_000;
  while ((await accepts('127.0.0.1', port)) && Date.now() < portDeadline) await new Promise((resolve) => setTimeout(resolve, 100));
  if (await accepts('127.0.0.1', port)) throw new Error(`Port ${port} is in use by another process; stop it (ss -ltnp | grep :${port}) or choose another port.`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'w');
  // The standalone server, with the socket-address preload: exactly what `npm start` and the container run.
  const child = spawn(command[0], command.slice(1), {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
      ...(env.DATABASE_URL ? { BETTER_AUTH_SECRET: TEST_AUTH_SECRET } : {}),
      ...env,
    },
    stdio: ['ignore', out, out],
    detached: true, // own process group, so that stopping it stops everything it started
  });
  // Ended by a signal (killed, out of memory), a process has a signalCode and no exitCode.
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (hasExited() || !child.pid) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {}
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error(`The server exited with ${child.exitCode ?? child.signalCode}:\n${fs.readFileSync(logFile, 'utf8')}`);
    try {
      const response = await fetch(`${url}${readyPath}`, { redirect: 'manual' });
      if (response.status === 200) return { url, logFile, process: child, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`The server did not answer within 120 s:\n${fs.readFileSync(logFile, 'utf8')}`);
}

/** The JSON lines of a server's log file (startServer's `logFile`), in order. */
export function logLines(file: string): { msg: string; [key: string]: unknown }[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}
