import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { expect, test } from '@playwright/test';
import { createTempDatabase, freePort } from './support/postgres-server';
import { standaloneServerCommand } from './support/server';

// A server that cannot start as configured stops, naming why, with exit code 1: a supervisor (the
// container's restart policy, systemd) sees it. Left running, Next would answer 500 to every
// request, the health check included, and log a stack trace for each.

async function startWith(settings: Record<string, string>): Promise<{ code: number | null; log: string; answered: number | null }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-refusal-'));
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const [node, ...args] = standaloneServerCommand();
  const server = spawn(node, args, {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', BETTER_AUTH_SECRET: '', SITE_URL: '', ...settings },
    stdio: ['ignore', fs.openSync(logFile, 'w'), fs.openSync(logFile, 'a')],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  // While it starts, what does its health check say? Nothing at all is the only right answer once it has stopped.
  let answered: number | null = null;
  const timeout = setTimeout(() => server.kill('SIGKILL'), 60_000);
  const probing = (async () => {
    while (server.exitCode === null && server.signalCode === null) {
      answered = (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? answered;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  const code = await exited;
  clearTimeout(timeout);
  await probing;
  const log = fs.readFileSync(logFile, 'utf8');
  fs.rmSync(dir, { recursive: true, force: true });
  return { code, log, answered };
}

const refusal = (log: string) => log.split('\n').filter((line) => line.includes('"refusing to start"')).map((line) => JSON.parse(line) as { level: string; error: string });

test('a malformed SITE_URL stops the server with the variable named, before it serves', async () => {
  const { code, log, answered } = await startWith({ SITE_URL: 'www.example.in' });
  expect(code).toBe(1);
  expect(refusal(log)).toHaveLength(1);
  expect(refusal(log)[0]).toMatchObject({ level: 'error', error: expect.stringContaining('SITE_URL: must be an http(s) URL') });
  expect(answered, 'no request was answered with 500 meanwhile').not.toBe(500);
});

test('the container’s REQUIRE_SITE_URL without a SITE_URL stops it too', async () => {
  const { code, log } = await startWith({ REQUIRE_SITE_URL: 'true' });
  expect(code).toBe(1);
  expect(refusal(log)[0]?.error).toContain('SITE_URL');
});

test('a DATA_DIR that cannot be made (a file is in the way) stops the server naming the path', async () => {
  const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'start-refusal-file-')), 'not-a-folder');
  fs.writeFileSync(blocker, '');
  const { code, log } = await startWith({ DATA_DIR: path.join(blocker, 'data') });
  expect(code).toBe(1);
  expect(refusal(log)[0]?.error).toContain(blocker);
  fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
});

test('without BETTER_AUTH_SECRET on PostgreSQL it stops before touching the database', async () => {
  const database = await createTempDatabase('no_secret');
  try {
    const { code, log } = await startWith({ DATABASE_URL: database.url.toString() });
    expect(code).toBe(1);
    expect(refusal(log)[0]?.error).toContain('BETTER_AUTH_SECRET is not set.');
    const sql = postgres(database.url.toString(), { max: 1, onnotice: () => {} });
    try {
      const [{ tables }] = await sql<{ tables: number }[]>`select count(*)::int as tables from information_schema.tables where table_schema in ('public', 'drizzle')`;
      expect(tables, 'the database was left as it was: not migrated, not seeded').toBe(0);
    } finally {
      await sql.end();
    }
  } finally {
    await database.drop();
  }
});
