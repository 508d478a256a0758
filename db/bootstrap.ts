import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { closeDatabase, connectDatabase, getDatabaseHandle, type ConnectOptions, type DatabaseHandle } from '@/db/client';
import { seedIfEmpty } from '@/db/seed/seed';

// Start-up of a database: pending migrations, then the seed catalogue when it is empty. The
// server runs this once before serving (instrumentation.ts); tests and scripts open their
// databases with openDatabase. The connection itself is db/client.ts.

const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');

export type OpenOptions = ConnectOptions & { seed?: boolean };

/** Migrates and (unless `seed` is false) seeds an empty catalogue; replicas take turns. */
export async function prepareDatabase(handle: DatabaseHandle, { seed = true }: { seed?: boolean } = {}): Promise<void> {
  await handle.exclusively(async () => {
    // The first replica migrates (and seeds an empty database); the others find nothing to do.
    if (handle.kind === 'postgres') await migratePostgres(handle.db as unknown as Parameters<typeof migratePostgres>[0], { migrationsFolder });
    else await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
    if (seed) await seedIfEmpty(handle.db);
  });
}

/** Connects, migrates and (when empty) seeds a database. Tests and scripts call this directly. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = await connectDatabase(options);
  try {
    await prepareDatabase(handle, { seed: options.seed !== false });
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}

/** Server start: the app's own database (db/client.ts), migrated and seeded before the first request. */
export async function startDatabase(): Promise<DatabaseHandle> {
  const handle = await getDatabaseHandle();
  try {
    await prepareDatabase(handle);
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  return handle;
}

/** At shutdown, after the last request: closes the app's database (PGlite: checkpoints and unlocks the data dir). */
export async function stopDatabase(): Promise<void> {
  await closeDatabase();
}
