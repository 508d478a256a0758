import { AsyncLocalStorage } from 'node:async_hooks';

// A visitor's request is answered by a deadline, even when the database stalls. Work still under
// way at the deadline goes on in the background, but it may no longer commit anything: a visitor
// told "failed" must never find the lead stored afterwards (and send it again).
//
// A COMMIT already sent when the deadline passes may still land. The answer then waits until the
// database has surely rolled that transaction back (its idle-in-transaction timeout, counted from
// the COMMIT being sent, has run out) or the COMMIT's answer has come: either way the answer told
// is the truth.

export class DeadlineExceededError extends Error {
  constructor() {
    super('the request ran out of time: nothing more is written for it');
    this.name = 'DeadlineExceededError';
  }
}

type Deadline = {
  /** No transaction begins or commits after this (ms since the epoch). */
  commitBy: number;
  /** How long after a COMMIT was sent the database may still apply it (ms). */
  commitSettleMs: number;
  /** When the COMMIT under way was sent; null when none is. */
  commitSentAt: number | null;
  /** The visitor has been answered that the request failed. */
  expired: boolean;
};

// On globalThis: the database client (opened by instrumentation) and the actions that set the
// deadline are bundled apart, and must share one store.
const storageKey = Symbol.for('arcstar.request-deadline');
function storage(): AsyncLocalStorage<Deadline> {
  const holder = globalThis as { [storageKey]?: AsyncLocalStorage<Deadline> };
  return (holder[storageKey] ??= new AsyncLocalStorage<Deadline>());
}

/**
 * Runs `work`, answering `onTimeout()` instead if it has not finished by `commitBy` (plus the time
 * a COMMIT sent just before may still take to settle). Transactions inside `work` are held to the
 * deadline by `guardTransactions`.
 */
export function answerWithin<T>(
  { commitBy, commitSettleMs }: { commitBy: number; commitSettleMs: number },
  work: () => Promise<T>,
  onTimeout: () => T,
): Promise<T> {
  const deadline: Deadline = { commitBy, commitSettleMs, commitSentAt: null, expired: false };
  return new Promise<T>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    let answered = false;
    const answer = (settle: () => void) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      settle();
    };
    const expire = () => {
      const settledAt = deadline.commitSentAt === null ? 0 : deadline.commitSentAt + deadline.commitSettleMs;
      if (Date.now() < settledAt) {
        timer = setTimeout(expire, settledAt - Date.now());
        return;
      }
      deadline.expired = true;
      answer(() => resolve(onTimeout()));
    };
    timer = setTimeout(expire, Math.max(0, commitBy - Date.now()));
    storage()
      .run(deadline, work)
      .then(
        (value) => answer(() => resolve(value)),
        (error: unknown) => answer(() => reject(error)),
      );
  });
}

/** Throws when the current request's deadline has passed (outside a deadline: never). */
export function assertBeforeDeadline(): void {
  const deadline = storage().getStore();
  if (deadline && (deadline.expired || Date.now() > deadline.commitBy)) throw new DeadlineExceededError();
}

type Transaction = (run: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/**
 * Holds every transaction of `db` to the deadline of the request it runs for: none begins after
 * it, and one whose work finishes after it rolls back instead of committing.
 */
export function guardTransactions<D extends { transaction: (...args: never[]) => Promise<unknown> }>(db: D): D {
  const transaction = (db.transaction as unknown as Transaction).bind(db);
  const guarded: Transaction = async (run, config) => {
    const deadline = storage().getStore();
    if (!deadline) return transaction(run, config);
    assertBeforeDeadline();
    try {
      return await transaction(async (tx) => {
        const result = await run(tx);
        assertBeforeDeadline(); // throwing here makes the driver roll back
        deadline.commitSentAt = Date.now();
        return result;
      }, config);
    } finally {
      deadline.commitSentAt = null;
    }
  };
  (db as { transaction: unknown }).transaction = guarded;
  return db;
}
