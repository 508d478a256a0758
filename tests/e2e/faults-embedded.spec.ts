import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '@/db/bootstrap';
import { inquiries } from '@/db/schema';
import { discoverForms, type FormSpec } from './support/hostile-requests';
import { seededDataDir, startIsolatedServer } from './support/isolated-server';
import { freePort } from './support/tcp-proxy';

// The embedded database after a crash: a server killed with kill -9 while visitors send leads
// is restarted at once and answers within seconds (the lock of the dead process is taken over,
// not waited out), with every lead it acknowledged. A second server on the same data dir stops
// with a message saying why instead of half-starting.

const INQUIRY_SUCCESS = 'Inquiry submitted successfully!';

/** A lead sent as a browser without JavaScript sends it; answers whether the page said it was stored. */
async function sendLead(url: string, form: FormSpec, email: string): Promise<boolean> {
  const body = new FormData();
  for (const [name, value] of form.actionFields) body.append(name, value);
  const values: Record<string, string> = { name: 'Crash Test', email, mobile: '9830012345', message: 'Sent while the server is killed.' };
  for (const field of form.fields) body.append(field.name, values[field.name] ?? (field.kind === 'select' ? field.options[0] : field.value));
  const response = await fetch(`${url}/inquiry`, {
    method: 'POST',
    body,
    headers: { origin: url, 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
    signal: AbortSignal.timeout(15_000),
  });
  return response.status === 200 && (await response.text()).includes(INQUIRY_SUCCESS);
}

test('kill -9 under load: an immediate restart answers within seconds with every acknowledged lead, and a second server on the data dir exits with its message', async () => {
  test.setTimeout(240_000);
  const dataDir = seededDataDir('crash');
  const port = await freePort();
  const logFile = path.resolve('test-results', 'crash-server.log');
  // The visitors name themselves in X-Forwarded-For, as behind one proxy: each has its own rate limit.
  const env = { TRUSTED_PROXY_COUNT: '1' };
  const server = await startIsolatedServer({ port, dataDir, logFile, env });
  let restarted: Awaited<ReturnType<typeof startIsolatedServer>> | undefined;
  try {
    const form = (await discoverForms(server.url)).find((candidate) => candidate.page === '/inquiry')!;
    const acknowledged: string[] = [];
    let killed = false;
    const visitors = Array.from({ length: 3 }, async (_, visitor) => {
      for (let n = 0; !killed; n++) {
        const email = `crash.${visitor}.${n}@example.com`;
        if (await sendLead(server.url, form, email).catch(() => false)) acknowledged.push(email);
      }
    });
    await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
    process.kill(-server.process.pid!, 'SIGKILL');
    killed = true;
    await Promise.all(visitors);

    const restarting = Date.now();
    restarted = await startIsolatedServer({ port, dataDir, logFile: path.resolve('test-results', 'crash-restart.log'), env });
    const page = await fetch(`${restarted.url}/products/welding-electrodes`);
    expect(page.status).toBe(200);
    // A few seconds on an idle machine. The bound is the 30 s after which the dead process's lock
    // would have gone stale by itself: answering before it means the lock was taken over at once.
    expect(Date.now() - restarting, 'the restarted server answered pages after').toBeLessThan(30_000);
    expect(fs.readFileSync(path.resolve('test-results', 'crash-restart.log'), 'utf8')).not.toContain('already open in another process');
    expect((await fetch(`${restarted.url}/api/health/ready`)).status).toBe(200);

    // A second server on the same data dir: it stops with the message, and the first serves on.
    const secondLog = path.resolve('test-results', 'crash-second.log');
    const second = spawn(process.execPath, [path.resolve('.next', 'standalone', 'server.js')], {
      env: { ...process.env, NODE_ENV: 'production', PORT: String(await freePort()), HOSTNAME: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', fs.openSync(secondLog, 'w'), fs.openSync(secondLog, 'a')],
    });
    const exitCode = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(exitCode).not.toBe(0);
    expect(fs.readFileSync(secondLog, 'utf8')).toContain(`The embedded database in ${dataDir} is already open in another process`);
    expect((await fetch(`${restarted.url}/products/welding-electrodes`)).status).toBe(200);

    await restarted.stop();
    restarted = undefined;
    const handle = await openDatabase({ kind: 'pglite', dataDir, seed: false });
    try {
      const stored = await handle.db.select({ email: inquiries.email }).from(inquiries).where(inArray(inquiries.email, acknowledged));
      expect(stored.map((row) => row.email).sort()).toEqual([...acknowledged].sort());
    } finally {
      await handle.close();
    }
  } finally {
    await server.stop();
    await restarted?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
