import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { openDatabase } from '@/db/bootstrap';
import type { DatabaseHandle } from '@/db/client';
import { inquiries, products } from '@/db/schema';
import { tempDir } from '@/tests/support/databases';

// Two processes on one PGlite data dir corrupt it silently, so the second must be refused.
describe('embedded database lock', () => {
  const dataDir = tempDir('pglite-lock');
  let first: DatabaseHandle | undefined;
  afterAll(async () => {
    await first?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second process with a clear message and leaves the data intact', async () => {
    first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.insert(inquiries).values({
      name: 'Before Lock',
      email: 'lock@example.com',
      mobile: '9830012345',
      industry_type: 'oem',
      product_category: 'general',
    });
    const [{ n: productsBefore }] = await first.db.select({ n: count() }).from(products);

    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tests/support/open-data-dir.ts', dataDir],
      { cwd: process.cwd(), encoding: 'utf8', timeout: 60_000 },
    );
    expect(child.status).not.toBe(0);
    expect(child.stderr).toContain(`The embedded database in ${dataDir} is already open in another process`);

    const [{ n: productsAfter }] = await first.db.select({ n: count() }).from(products);
    expect(productsAfter).toBe(productsBefore);
    const rows = await first.db.select().from(inquiries);
    expect(rows.map((row) => row.name)).toEqual(['Before Lock']);

    // Once the first process lets go, the data dir opens normally with everything in it.
    await first.close();
    first = undefined;
    const reopened = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/open-data-dir.ts', dataDir], {
      cwd: process.cwd(),
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(reopened.stderr).toBe('');
    expect(reopened.stdout.trim()).toBe(`inquiries=1 products=${productsBefore}`);
  });

  it('takes over at once the lock of a process that was killed (kill -9), with everything it stored', async () => {
    // A process that opens the data dir, says so, and holds it until it is killed.
    const holder = spawn(process.execPath, ['--import', 'tsx', 'tests/support/open-data-dir.ts', dataDir, '--hold'], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('holding') && resolve());
      holder.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
    });
    const killed = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await killed;

    // Its lock directory is still there, naming a process that no longer exists: no 30 s wait.
    expect(fs.existsSync(`${dataDir}/pglite.lock`)).toBe(true);
    const started = Date.now();
    first = await openDatabase({ kind: 'pglite', dataDir });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await first.db.select().from(inquiries)).map((row) => row.name)).toEqual(['Before Lock']);

    // And a process that is alive still keeps it: the next one is refused.
    const second = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/open-data-dir.ts', dataDir], { cwd: process.cwd(), encoding: 'utf8', timeout: 60_000 });
    expect(second.status).not.toBe(0);
    expect(second.stderr).toContain('is already open in another process');
  });
});
