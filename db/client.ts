import fs from 'node:fs';
import os from 'node:os';
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
import { DatabaseUnavailableError, databaseVerdict, isDatabaseDown, withinTimeout } from '@/db/connection-health';
import * as schema from '@/db/schema';
import { seedIfEmpty } from '@/db/seed/seed';
import { guardTransactions } from '@/lib/request-deadline';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Proves the database answers within `timeoutMs` (on a connection of its own for PostgreSQL). */
  probe: (timeoutMs: number) => Promise<void>;
  /** Drops every connection (stuck on a stalled network) and starts afresh; PGlite has none. */
  resetConnections: () => Promise<void>;
};

/** Bounded waits on PostgreSQL, in seconds (lib/env.ts DATABASE_*_TIMEOUT_SECONDS). */
export type DatabaseTimeouts = { connectSeconds: number; statementSeconds: number; idleInTransactionSeconds: number };
export const defaultTimeouts: DatabaseTimeouts = { connectSeconds: 3, statementSeconds: 5, idleInTransactionSeconds: 3 };

export type OpenOptions =
  | { kind: 'postgres'; url: string; seed?: boolean; max?: number; timeouts?: DatabaseTimeouts }
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
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.max, seed, options.timeouts)
    : openPglite(options.dataDir, seed);
}

/**
 * Every wait on the server is bounded: connecting, each statement, and a transaction left idle
 * (its client stalled or gone), which PostgreSQL then rolls back so its locks do not linger.
 */
function postgresOptions(max: number, timeouts: DatabaseTimeouts): postgres.Options<Record<string, never>> {
  return {
    max,
    onnotice: () => {},
    connect_timeout: timeouts.connectSeconds,
    connection: {
      application_name: 'arcstar-website',
      statement_timeout: timeouts.statementSeconds * 1000,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionSeconds * 1000,
    },
  };
}

async function openPostgres(url: string, max = 10, seed = true, timeouts = defaultTimeouts): Promise<DatabaseHandle> {
  const options = postgresOptions(max, timeouts);
  let client = postgres(url, options);
  let db = guardTransactions(drizzlePostgres(client, { schema }));
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
  // The probe has a connection of its own, so that queries queued on a busy pool do not pass for
  // a database that stopped answering.
  let prober: postgres.Sql | undefined;
  return {
    get db() {
      return db as unknown as Database;
    },
    kind: 'postgres',
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), prober?.end({ timeout: 1 })]);
    },
    probe: async (timeoutMs) => {
      prober ??= postgres(url, { ...options, max: 1 });
      try {
        await withinTimeout(prober`select 1`, timeoutMs, 'PostgreSQL');
      } catch (error) {
        const stuck = prober;
        prober = undefined;
        void stuck.end({ timeout: 0 }).catch(() => {});
        throw error;
      }
    },
    resetConnections: async () => {
      const stuck = client;
      client = postgres(url, options);
      db = guardTransactions(drizzlePostgres(client, { schema }));
      await stuck.end({ timeout: 0 }).catch(() => {});
    },
  };
}

async function openPglite(dataDir: string, seed = true): Promise<DatabaseHandle> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  // PGlite has no protection against two processes writing one data dir (it corrupts silently),
  // so the directory is locked for the life of this process.
  const release = await lockDataDir(dir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(path.join(dir, 'pglite'), { extensions: { pg_trgm } });
    const db = guardTransactions(drizzlePglite(client, { schema }));
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
      probe: async (timeoutMs) => {
        await withinTimeout(opened.query('select 1'), timeoutMs, 'The embedded database');
      },
      resetConnections: async () => {},
    };
  } catch (error) {
    await client?.close().catch(() => {});
    await release();
    throw error;
  }
}

const LOCK_STALE_MS = 30_000;

/** proper-lockfile's file system, removing the lock directory with the owner file inside it. */
const lockDirectoryFs = {
  ...fs,
  rmdir: (target: string, done: (error: NodeJS.ErrnoException | null) => void) => fs.rm(target, { recursive: true, force: true }, done),
  rmdirSync: (target: string) => fs.rmSync(target, { recursive: true, force: true }),
};

/** Who holds the data dir, written inside the lock directory by its holder. */
type LockOwner = { pid: number; host: string };

/**
 * Locks the data dir for this process. A lock left by a process that no longer runs (killed, or
 * crashed, on this machine) is taken over at once; one held by a live process is refused with
 * DataDirInUseError. A lock from another machine sharing the folder cannot be checked: it counts
 * as held until it has not been refreshed for 30 s.
 */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dir, 'pglite.lock');
  const ownerFile = path.join(lockPath, 'owner.json');
  const acquire = async () => {
    const release = await lockfile.lock(dir, {
      lockfilePath: lockPath,
      stale: LOCK_STALE_MS,
      update: 10_000,
      retries: 0,
      fs: lockDirectoryFs,
      onCompromised: (error) => {
        console.error(JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'embedded database lock lost', error: error.message }));
        process.exit(1);
      },
    });
    // proper-lockfile recognises its lock by the directory's mtime: keep it as it was.
    const { atime, mtime } = fs.statSync(lockPath);
    fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid, host: os.hostname() } satisfies LockOwner));
    fs.utimesSync(lockPath, atime, mtime);
    return release;
  };
  try {
    return await acquire();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (!lockHolderIsGone(ownerFile)) throw new DataDirInUseError(dir);
    fs.rmSync(lockPath, { recursive: true, force: true });
    let release: () => Promise<void>;
    try {
      release = await acquire();
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirInUseError(dir);
      throw retryError;
    }
    // Two processes taking over the same dead holder's lock at once: the later one removed the
    // first one's fresh lock. Only the process whose owner file is still there keeps it.
    if (readLockOwner(ownerFile)?.pid !== process.pid) throw new DataDirInUseError(dir);
    return release;
  }
}

function readLockOwner(ownerFile: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(ownerFile, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/** True when the lock's holder ran on this machine and its process no longer exists. */
function lockHolderIsGone(ownerFile: string): boolean {
  // No owner: being written this instant by a live holder; it counts as held until stale.
  const owner = readLockOwner(ownerFile);
  if (!owner || owner.host !== os.hostname() || !Number.isInteger(owner.pid)) return false;
  // Our own pid cannot hold it (we are asking for it): a restarted container reuses its pid.
  if (owner.pid === process.pid) return true;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  // Killed but not yet reaped by its parent (a zombie): it holds nothing any more.
  try {
    return /^\d+ \(.*\) [ZX]/.test(fs.readFileSync(`/proc/${owner.pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

type Holder = { __database?: Promise<DatabaseHandle> };
const holder = globalThis as Holder;

/** How long a caller waits for the supervisor's check while the database is down. */
const VERDICT_WAIT_MS = 2000;

/**
 * The app's database, opened once per process from the environment (PGlite when no DATABASE_URL).
 * While the supervisor (db/connection-health.ts) finds it down, a caller waits for one bounded
 * check (shared with every other caller) instead of for a connection timeout of its own, and
 * fails if it is still down; the supervisor reopens it.
 */
export async function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (isDatabaseDown() && (await databaseVerdict(VERDICT_WAIT_MS)) === 'down') throw new DatabaseUnavailableError();
  return connectDatabase();
}

/** Opens the database, or answers the handle already open (or opening). The supervisor calls this. */
export function connectDatabase(): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is never opened during `next build`.');
  }
  if (!holder.__database) {
    // Imported lazily so that merely importing db/client never reads the environment.
    holder.__database = import('@/lib/env').then(({ env }) =>
      openDatabase(
        env.DATABASE_URL
          ? {
              kind: 'postgres',
              url: env.DATABASE_URL,
              timeouts: {
                connectSeconds: env.DATABASE_CONNECT_TIMEOUT_SECONDS,
                statementSeconds: env.DATABASE_STATEMENT_TIMEOUT_SECONDS,
                idleInTransactionSeconds: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS,
              },
            }
          : { kind: 'pglite', dataDir: env.DATA_DIR },
      ),
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

