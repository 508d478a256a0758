import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import lockfile from 'proper-lockfile';
import postgres from 'postgres';
import * as schema from '@/db/schema';
import { DatabaseUnavailableError, databaseVerdict, isDatabaseDown, withinTimeout } from '@/lib/core/connection-health';
import { guardTransactions } from '@/lib/core/request-deadline';

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
  /** Proves the database answers within `timeoutMs` (on a connection of its own for PostgreSQL). */
  probe: (timeoutMs: number) => Promise<void>;
  /** Drops every connection (stuck on a stalled network) and starts afresh; PGlite has none. */
  resetConnections: () => Promise<void>;
};

/** Bounded waits on PostgreSQL, in seconds (lib/core/env.ts DATABASE_*_TIMEOUT_SECONDS). */
export type DatabaseTimeouts = { connectSeconds: number; statementSeconds: number; idleInTransactionSeconds: number };
export const defaultTimeouts: DatabaseTimeouts = { connectSeconds: 3, statementSeconds: 5, idleInTransactionSeconds: 3 };

export type ConnectOptions =
  | { kind: 'postgres'; url: string; max?: number; timeouts?: DatabaseTimeouts }
  | { kind: 'pglite'; dataDir: string };

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
  return options.kind === 'postgres' ? connectPostgres(options.url, options.max, options.timeouts) : connectPglite(options.dataDir);
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

function connectPostgres(url: string, max = 10, timeouts = defaultTimeouts): DatabaseHandle {
  const options = postgresOptions(max, timeouts);
  let client = postgres(url, options);
  let db = guardTransactions(drizzlePostgres(client, { schema }));
  // The probe has a connection of its own, so that queries queued on a busy pool do not pass for
  // a database that stopped answering.
  let prober: postgres.Sql | undefined;
  return {
    get db() {
      return db as unknown as Database;
    },
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

async function connectPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  // PGlite has no protection against two processes writing one data dir (it corrupts silently),
  // so the directory is locked for the life of this process.
  const release = await lockDataDir(dir);
  try {
    const client = await PGlite.create(path.join(dir, 'pglite'), { extensions: { pg_trgm } });
    return {
      db: guardTransactions(drizzlePglite(client, { schema })) as unknown as Database,
      kind: 'pglite',
      exclusively: (work) => work(),
      close: async () => {
        await client.close();
        await release();
      },
      probe: async (timeoutMs) => {
        await withinTimeout(client.query('select 1'), timeoutMs, 'The embedded database');
      },
      resetConnections: async () => {},
    };
  } catch (error) {
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
 * The app's database, connected once per process from the environment (PGlite when no
 * DATABASE_URL). The server prepares it at start (db/bootstrap.ts) before serving. While the
 * supervisor (lib/core/connection-health.ts, run by db/bootstrap.ts) finds it down, a caller waits
 * for one bounded check (shared with every other caller) instead of for a connection timeout of
 * its own, and fails if it is still down; the supervisor reconnects and prepares it.
 */
export async function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (isDatabaseDown() && (await databaseVerdict(VERDICT_WAIT_MS)) === 'down') throw new DatabaseUnavailableError();
  return connectAppDatabase();
}

/** Connects the app's database, or answers the handle already connected (or connecting). The supervisor calls this. */
export function connectAppDatabase(): Promise<DatabaseHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    throw new Error('The database is never opened during `next build`.');
  }
  if (!holder.__database) {
    // Imported lazily so that merely importing db/client never reads the environment.
    holder.__database = import('@/lib/core/env').then(({ env }) =>
      connectDatabase(
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
    // A failed open (database down, data dir locked, bad settings) is retried by the next caller instead of failing forever.
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
