import { spawnSync } from 'node:child_process';
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
});
