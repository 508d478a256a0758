import { openDatabase } from '@/db/bootstrap';
import type { DatabaseHandle } from '@/db/client';
import { createTempDatabase } from '@/tests/e2e/support/postgres-server';

/**
 * Runs `run` on a fresh PostgreSQL database of the test cluster (TEST_DATABASE_URL), dropped
 * afterwards; without TEST_DATABASE_URL it says the PostgreSQL figures are skipped.
 */
export async function onTempPostgres(name: string, run: (postgres: DatabaseHandle) => Promise<void>): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL).');
    return;
  }
  const database = await createTempDatabase(name);
  const postgres = await openDatabase({ kind: 'postgres', url: database.url.toString(), max: 4 });
  try {
    await run(postgres);
  } finally {
    await postgres.close();
    await database.drop();
  }
}
