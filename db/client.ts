import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import lockfile from 'proper-lockfile';
import postgres from 'postgres';
import * as schema from '@/db/schema';

// Connections only: which database, opened how, closed when. Preparing a database for use
// (migrations, the seed of an empty catalogue) is db/bootstrap.ts.

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process of this app runs its own: replicas starting together
   * take turns (a PostgreSQL advisory lock). PGlite is one process already, so it just runs.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

export type ConnectOptions = { kind: 'postgres'; url: string; max?: number } | { kind: 'pglite'; dataDir: string };

// Any fixed 64-bit number shared by every replica of this app.
const STARTUP_LOCK_ID = 7_018_2025;

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

/** Connects to a database as it is (no migrations, no seed: see db/bootstrap.ts). */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? connectPostgres(options.url, options.max) : connectPglite(options.dataDir);
}

function connectPostgres(url: string, max = 10): DatabaseHandle {
  const client = postgres(url, { max, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    exclusively: async (work) => {
      // Session-level lock: taken and released on one reserved connection.
      const lockConnection = await client.reserve();
      try {
        await lockConnection`select pg_advisory_lock(${STARTUP_LOCK_ID})`;
        return await work();
      } finally {
        await lockConnection`select pg_advisory_unlock(${STARTUP_LOCK_ID})`.catch(() => {});
        lockConnection.release();
      }
    },
    close: () => client.end({ timeout: 5 }),
  };
}

async function connectPglite(dataDir: string): Promise<DatabaseHandle> {
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
  try {
    const client = await PGlite.create(path.join(dir, 'pglite'), { extensions: { pg_trgm } });
    return {
      db: drizzlePglite(client, { schema }) as unknown as Database,
      kind: 'pglite',
      exclusively: (work) => work(),
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

type Holder = { __database?: Promise<DatabaseHandle> };
const holder = globalThis as Holder;

/**
 * The app's database, connected once per process from the environment (PGlite when no
 * DATABASE_URL). The server prepares it at start (db/bootstrap.ts) before serving.
 */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is never opened during `next build`.');
  }
  if (!holder.__database) {
    // Imported lazily so that merely importing db/client never reads the environment.
    holder.__database = import('@/lib/core/env').then(({ env }) =>
      connectDatabase(env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR }),
    );
    // A failed open (data dir locked, bad settings) is retried by the next caller instead of failing forever.
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

/** The database a caller handed in (tests and benches run one code on PGlite and PostgreSQL), else the app's. */
export async function givenOrAppDb(db?: Database): Promise<Database> {
  return db ?? getDb();
}
