import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { mailOutbox, type MailOutboxRow } from '@/db/schema';

// The outbox's state changes. A row is claimed by one statement that locks due rows with
// FOR UPDATE SKIP LOCKED and leases them: two replicas never claim the same row, and a row whose
// sender died becomes due again when its lease runs out.

export type OutboxPolicy = { retryBaseSeconds: number; retryMaxSeconds?: number; maxAttempts: number; leaseSeconds: number };

export async function claimDueMail(db: Database, batch: number, policy: Pick<OutboxPolicy, 'leaseSeconds'>): Promise<MailOutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.next_attempt_at, sql`now()`)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.locked_until, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.next_attempt_at)
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      locked_until: sql`now() + make_interval(secs => ${policy.leaseSeconds})`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: sql`now()`, locked_until: null, last_error: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/** Seconds before the next attempt: base × 2^(attempt-1), at most `maxSeconds` (an hour), with ±10 % jitter. */
export function retryDelaySeconds(attempts: number, baseSeconds: number, random = Math.random(), maxSeconds = 3600): number {
  const exponential = Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), maxSeconds);
  return exponential * (0.9 + 0.2 * random);
}

/** A failed attempt: due again after the backoff, or given up after the last attempt. */
export async function markFailed(db: Database, row: Pick<MailOutboxRow, 'id' | 'attempts'>, error: string, policy: OutboxPolicy): Promise<'retry' | 'failed'> {
  const giveUp = row.attempts >= policy.maxAttempts;
  await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      locked_until: null,
      last_error: error.slice(0, 1000),
      next_attempt_at: sql`now() + make_interval(secs => ${retryDelaySeconds(row.attempts, policy.retryBaseSeconds, Math.random(), policy.retryMaxSeconds)})`,
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending')));
  return giveUp ? 'failed' : 'retry';
}
