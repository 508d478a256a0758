import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import lockfile from 'proper-lockfile';
import postgres from 'postgres';
import * as schema from '@/db/schema';
import { seedIfEmpty } from '@/db/seed/seed';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export type OpenOptions =
  | { kind: 'postgres'; url: string; seed?: boolean; max?: number }
  | { kind: 'pglite'; dataDir: string; seed?: boolean };

const migrationsFolder = path.join(process.cwd(), 'db', 'migrations');
// Any fixed 64-bit number shared by every replica of this app.
const MIGRATION_LOCK_ID = 7_018_2025;

export class DataDirInUseError extends Error {
  constructor(dataDir: string) {
    super(
      `The embedded database in ${dataDir} is already open in another process. ` +
        'Only one process may use it at a time: stop the other one (a running `npm run dev` or `npm start`), ' +
        'or set DATABASE_URL to use PostgreSQL.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Opens, migrates and (when empty) seeds a database. Tests and scripts call this directly. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const seed = options.seed !== false;
  return options.kind === 'postgres' ? openPostgres(options.url, options.max, seed) : openPglite(options.dataDir, seed);
}

async function openPostgres(url: string, max = 10, seed = true): Promise<DatabaseHandle> {
  const client = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema });
  try {
    // Replicas starting together take turns: the first migrates (and seeds an empty database),
    // the others find nothing to do.
    const lockConnection = await client.reserve();
    try {
      await lockConnection`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
      await migratePostgres(db, { migrationsFolder });
      if (seed) await seedIfEmpty(db as unknown as Database);
    } finally {
      await lockConnection`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => {});
      lockConnection.release();
    }
  } catch (error) {
    await client.end({ timeout: 1 });
    throw error;
  }
  return { db: db as unknown as Database, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}

async function openPglite(dataDir: string, seed = true): Promise<DatabaseHandle> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  // PGlite has no protection against two processes writing one data dir (it corrupts silently),
  // so the directory is locked for the life of this process.
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, {
      lockfilePath: path.join(dir, 'pglite.lock'),
      stale: 30_000,
      update: 10_000,
      retries: 0,
      onCompromised: (error) => {
        console.error(JSON.stringify({ level: 'fatal', msg: 'embedded database lock lost', error: error.message }));
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dir);
    throw error;
  }
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(path.join(dir, 'pglite'), { extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    if (seed) await seedIfEmpty(db as unknown as Database);
    const opened = client;
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: async () => {
        await opened.close();
        await release();
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    await release();
    throw error;
  }
}

type Holder = { __database?: Promise<DatabaseHandle> };
const holder = globalThis as Holder;

/** The app's database, opened once per process from the environment (PGlite when no DATABASE_URL). */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is never opened during `next build`.');
  }
  if (!holder.__database) {
    // Imported lazily so that merely importing db/client never reads the environment.
    holder.__database = import('@/lib/core/env').then(({ env }) =>
      openDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR }),
    );
    // A failed open (database down) is retried by the next caller instead of failing forever.
    holder.__database.catch(() => {
      holder.__database = undefined;
    });
  }
  return holder.__database;
}

/** At shutdown, after the last request: closes the connections (PGlite: checkpoints and unlocks the data dir). */
export async function closeDatabase(): Promise<void> {
  const opening = holder.__database;
  holder.__database = undefined;
  const handle = await opening?.catch(() => undefined);
  await handle?.close();
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

