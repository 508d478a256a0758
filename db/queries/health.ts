import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import type { DatabaseStatus } from '@/db/types';

let expectedMigrations: number | undefined;

/** How many migrations this build carries (read once: the files do not change while it runs). */
function migrationsInBuild(): number {
  expectedMigrations ??= (
    JSON.parse(fs.readFileSync(path.join(process.cwd(), 'db', 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
  ).entries.length;
  return expectedMigrations;
}

/** Ready means: the database answers and every committed migration has been applied. */
export async function checkDatabase(): Promise<DatabaseStatus> {
  const expected = migrationsInBuild();
  try {
    const db = await getDb();
    const result: unknown = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    // postgres-js answers with the rows array, PGlite with { rows }.
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { applied: number }[];
    const applied = Number(rows[0]?.applied ?? 0);
    return { ready: applied >= expected, applied, expected };
  } catch (error) {
    return { ready: false, applied: 0, expected, error: (error as Error).message };
  }
}
