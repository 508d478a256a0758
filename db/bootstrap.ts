import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import { closeDatabase, connectAppDatabase, connectDatabase, type ConnectOptions, type DatabaseHandle } from '@/db/client';
import { seedIfEmpty } from '@/db/seed/seed';
import { isDatabaseUnavailableError, stopSupervisingDatabase, superviseDatabase, type SupervisorOptions, type Verdict } from '@/lib/core/connection-health';

// Start-up of a database: pending migrations, then the seed catalogue when it is empty. The
// server runs this once before serving (instrumentation-node.ts); tests and scripts open their
// databases with openDatabase. The connection itself is db/client.ts; while the server runs,
// startDatabase keeps watching it (lib/core/connection-health.ts) and prepares it again when it
// comes back after an outage.

const appMigrationsFolder = path.join(process.cwd(), 'db', 'migrations');

/** `migrationsFolder`: another set of migrations (a test stops at an earlier one to check the next). */
export type OpenOptions = ConnectOptions & { seed?: boolean; migrationsFolder?: string };

/** Migrates and (unless `seed` is false) seeds an empty catalogue; replicas take turns. */
export async function prepareDatabase(handle: DatabaseHandle, { seed = true, migrationsFolder = appMigrationsFolder }: { seed?: boolean; migrationsFolder?: string } = {}): Promise<void> {
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
    await prepareDatabase(handle, { seed: options.seed !== false, migrationsFolder: options.migrationsFolder });
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}

/** How long the periodic check waits for the database's answer before calling it down. */
const PROBE_TIMEOUT_MS = 1500;

// The app's handles already migrated and seeded: a handle connected anew after an outage (or
// a database that was down at start) is prepared before it is called up.
const prepared = new WeakSet<DatabaseHandle>();

/**
 * Server start: supervises the app's own database (db/client.ts): connects, migrates and seeds it
 * before it is called up, then probes it every second. Resolves after the first check, whatever
 * its outcome: a database that cannot be reached does not stop the server (pages answer 503 until
 * it is back); an error `isFatal` names (an embedded data dir held by a live process) does.
 */
export function startDatabase(hooks: Pick<SupervisorOptions, 'isFatal' | 'onFatal' | 'onChange'> = {}): Promise<Verdict> {
  return superviseDatabase({
    ...hooks,
    check: async () => {
      const handle = await connectAppDatabase();
      try {
        if (!prepared.has(handle)) {
          await prepareDatabase(handle);
          prepared.add(handle);
        }
        await handle.probe(PROBE_TIMEOUT_MS);
      } catch (error) {
        // No answer at all (a stalled network): connections waiting on it would wait for minutes.
        if (isDatabaseUnavailableError(error)) await handle.resetConnections();
        throw error;
      }
    },
  });
}

/** At shutdown, after the last request: closes the app's database (PGlite: checkpoints and unlocks the data dir). */
export async function stopDatabase(): Promise<void> {
  stopSupervisingDatabase();
  await closeDatabase();
}
