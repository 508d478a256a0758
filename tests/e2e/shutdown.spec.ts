import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { makePdfOfSize } from '@/tests/support/fixtures';
import { seededDataDir, startIsolatedServer } from './support/isolated-server';
import { logLines } from './support/server';
import { freePort } from './support/tcp-proxy';

// `docker stop` and rolling deploys send SIGTERM: the server must answer what it has started,
// take nothing new, stop its mail loop and close its database before it exits.
test.describe.configure({ mode: 'serial' });

test('SIGTERM: a request in flight is answered, new connections are refused, and the process exits cleanly', async () => {
  test.setTimeout(180_000);
  const dataDir = seededDataDir('shutdown');
  const port = await freePort();
  const logFile = path.resolve('test-results', 'shutdown-server.log');
  const server = await startIsolatedServer({ port, dataDir, logFile });
  const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));

  // A resume upload that takes a couple of seconds to arrive: SIGTERM lands in the middle of it.
  const pdf = await makePdfOfSize(400_000);
  const upload = http.request({
    host: '127.0.0.1',
    port,
    path: '/api/resumes',
    method: 'POST',
    headers: { 'content-type': 'application/pdf', 'x-file-name': 'graceful.pdf', 'x-forwarded-for': '203.0.113.77' },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    upload.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    upload.on('error', reject);
  });
  const pieces = 8;
  const size = Math.ceil(pdf.length / pieces);
  upload.write(pdf.subarray(0, size));
  await new Promise((resolve) => setTimeout(resolve, 300));

  process.kill(server.process.pid!, 'SIGTERM');
  await expect.poll(() => logLines(logFile).some((line) => line.msg === 'shutting down: finishing requests in flight')).toBe(true);

  // The listening socket is closed at once: a new visitor is turned away (the load balancer moves on).
  await expect
    .poll(
      () =>
        new Promise<string>((resolve) => {
          http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, () => resolve('answered')).on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        }),
    )
    .toBe('ECONNREFUSED');

  for (let piece = 1; piece < pieces; piece++) {
    upload.write(pdf.subarray(piece * size, (piece + 1) * size));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  upload.end();
  const response = await answer;
  expect(response.status, response.body).toBe(201);
  expect(JSON.parse(response.body).uploadId).toBeTruthy();

  // Next exits with 128 + 15 once everything is done.
  expect(await exited).toBe(143);
  const messages = logLines(logFile).map((line) => line.msg);
  expect(messages.indexOf('stopped')).toBeGreaterThan(messages.indexOf('shutting down: finishing requests in flight'));
  expect(messages).not.toContain('database did not close cleanly');
  expect(messages).not.toContain('background work did not stop cleanly');
  expect(messages).not.toContain('shutdown took too long; exiting');

  // The embedded database was closed and unlocked: a new server opens the same folder at once.
  const restarted = await startIsolatedServer({ port, dataDir, logFile: path.resolve('test-results', 'shutdown-restart.log') });
  try {
    const health = await fetch(`${restarted.url}/api/health/ready`);
    expect(health.status).toBe(200);
  } finally {
    await restarted.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

test('SIGTERM to `npm start` (what a supervisor signals) reaches the server: it stops and lets go of its port and data dir', async () => {
  test.setTimeout(120_000);
  const dataDir = seededDataDir('shutdown-npm');
  const port = await freePort();
  const logFile = path.resolve('test-results', 'shutdown-npm-start.log');
  // npm runs the script through sh: the script execs node, so the signal npm forwards lands on the server.
  const npm = spawn('npm', ['start'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', fs.openSync(logFile, 'w'), fs.openSync(logFile, 'a')],
  });
  const npmExited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, { timeout: 90_000, intervals: [250] }).toBe(200);

  npm.kill('SIGTERM');
  await npmExited;
  await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status ?? 'closed', { timeout: 15_000, intervals: [250] }).toBe('closed');
  expect(logLines(logFile).map((line) => line.msg)).toContain('stopped');
});
