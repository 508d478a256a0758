// Whether this server can use its database right now, as its supervisor last found out.
//
// The supervisor (started from instrumentation-node.ts) opens the database, retrying with backoff
// while it cannot (PostgreSQL down, a network away), then checks it every second with a bounded
// probe. While it is down, pages are answered 503 (proxy.ts), readiness says so, and a query
// waits for one shared bounded check (started at once: a database that is back is used at once)
// instead of each waiting for a connection timeout. It imports nothing but timers: the proxy
// reads it too, and shares its state through globalThis.

export type DatabaseStatus = 'starting' | 'up' | 'down';
export type Verdict = 'up' | 'down';

export class DatabaseUnavailableError extends Error {
  constructor(reason = 'the database is unavailable') {
    super(reason);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Driver and server codes of a database that cannot be reached or is going away. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
]);

/**
 * The database is away, stalled or too slow (not a bug of ours): down the cause chain, our own
 * DatabaseUnavailableError (by name: the class is bundled apart in instrumentation, routes and
 * pages) or a connection-level error code.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current.name === 'DatabaseUnavailableError' || current.name === 'DeadlineExceededError') return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  }
  return false;
}

/** Rejects with DatabaseUnavailableError when `promise` has not settled within `ms`. */
export function withinTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Between checks while the database answers. */
export const CHECK_INTERVAL_MS = 1000;
/** A success older than this is no longer trusted: callers wait for the next check. */
const FRESH_MS = 1500;
/** While it does not answer: the wait before the next attempt doubles up to this. */
const MAX_RETRY_DELAY_MS = 5000;
const FIRST_RETRY_DELAY_MS = 250;

type Supervisor = {
  status: DatabaseStatus;
  lastUpAt: number;
  /** Settles with the verdict of the next check to finish. */
  next: { promise: Promise<Verdict>; resolve: (verdict: Verdict) => void };
  wake: (() => void) | null;
  stopped: boolean;
};

function nextVerdict(): Supervisor['next'] {
  let resolve!: (verdict: Verdict) => void;
  const promise = new Promise<Verdict>((settle) => (resolve = settle));
  return { promise, resolve };
}

const holderKey = Symbol.for('arcstar.database-health');
const holder = globalThis as { [holderKey]?: Supervisor };

export type SupervisorOptions = {
  /** Opens the database when it is not open yet, then proves it answers (bounded in time). */
  check: () => Promise<void>;
  /** Errors that must stop the process rather than be retried (the data dir is in use). */
  isFatal?: (error: unknown) => boolean;
  onFatal?: (error: unknown) => void;
  onChange?: (status: Verdict, error?: unknown) => void;
  intervalMs?: number;
};

/**
 * Starts watching the database (once per process). Resolves after the first check, whatever its
 * outcome: the server then serves, with pages answered 503 until the database can be used.
 */
export function superviseDatabase(options: SupervisorOptions): Promise<Verdict> {
  if (holder[holderKey]) return Promise.resolve(holder[holderKey].status === 'up' ? 'up' : 'down');
  const state: Supervisor = { status: 'starting', lastUpAt: 0, next: nextVerdict(), wake: null, stopped: false };
  holder[holderKey] = state;
  const interval = options.intervalMs ?? CHECK_INTERVAL_MS;

  const checkOnce = async (): Promise<Verdict> => {
    let verdict: Verdict;
    try {
      await options.check();
      state.lastUpAt = Date.now();
      if (state.status !== 'up') options.onChange?.('up');
      verdict = 'up';
    } catch (error) {
      if (options.isFatal?.(error)) options.onFatal?.(error);
      if (state.status !== 'down') options.onChange?.('down', error);
      verdict = 'down';
    }
    state.status = verdict;
    const finished = state.next;
    state.next = nextVerdict();
    finished.resolve(verdict);
    return verdict;
  };

  const first = checkOnce();
  void (async () => {
    let failures = (await first) === 'down' ? 1 : 0;
    while (!state.stopped) {
      const delay = failures === 0 ? interval : Math.min(FIRST_RETRY_DELAY_MS * 2 ** (failures - 1), MAX_RETRY_DELAY_MS);
      await pause(state, delay);
      if (state.stopped) break;
      failures = (await checkOnce()) === 'up' ? 0 : failures + 1;
    }
  })();
  return first;
}

function pause(state: Supervisor, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    timer.unref();
    function done() {
      clearTimeout(timer);
      state.wake = null;
      resolve();
    }
    state.wake = done;
  });
}

/** At shutdown: no further checks. */
export function stopSupervisingDatabase(): void {
  const state = holder[holderKey];
  if (!state) return;
  state.stopped = true;
  state.wake?.();
}

/** True while the supervisor's last check found the database unusable (never outside a server). */
export function isDatabaseDown(): boolean {
  return holder[holderKey]?.status === 'down';
}

/** A query failed as if the database were away: check now rather than at the next tick. */
export function reportDatabaseTrouble(): void {
  holder[holderKey]?.wake?.();
}

/**
 * Can the database be used now? Answers at once when the last check found it up recently;
 * otherwise (down, opening, or a check overdue) the next check decides, started now rather than at
 * the supervisor's next tick: a database that is back is used at once. Waits at most `maxWaitMs`
 * (then 'down'). `recheck`: a caller that has just seen the database fail waits for a new check
 * even when the last one was recent. Outside a supervised server: always 'up'.
 */
export async function databaseVerdict(maxWaitMs: number, { recheck = false } = {}): Promise<Verdict> {
  const state = holder[holderKey];
  if (!state) return 'up';
  if (!recheck && state.status === 'up' && Date.now() - state.lastUpAt <= FRESH_MS) return 'up';
  state.wake?.(); // between checks: check now (a check under way is waited for)
  const next = state.next.promise;
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<Verdict>((resolve) => (timer = setTimeout(() => resolve('down'), maxWaitMs)));
  try {
    return await Promise.race([next, gaveUp]);
  } finally {
    clearTimeout(timer);
  }
}
