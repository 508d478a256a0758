import { and, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm';
import { givenOrAppDb, type Database } from '@/db/client';
import { mailOutbox, type LeadKind, type MailOutboxRow, type OutboxMessage } from '@/db/schema';
import { retryDelaySeconds } from '@/lib/domain/backoff';

// The outbox's state changes. A row is claimed by one statement that locks due rows with
// FOR UPDATE SKIP LOCKED and leases them: two replicas never claim the same row, and a row whose
// sender died becomes due again when its lease runs out.

/**
 * Queues a composed e-mail (no lead behind it: a staff invitation, a password reset); the delivery
 * loop sends it like a lead notification, retrying with backoff.
 */
export async function queueMessage(message: OutboxMessage, given?: Database): Promise<{ id: string }> {
  const [row] = await (await givenOrAppDb(given)).insert(mailOutbox).values({ message }).returning({ id: mailOutbox.id });
  return row;
}

export type OutboxPolicy = { retryBaseSeconds: number; retryMaxSeconds?: number; maxAttempts: number; leaseSeconds: number };

/** Claims up to `batch` due rows for this sender (status 'sending', leased, one more attempt). */
export async function claimDueMail(batch: number, policy: Pick<OutboxPolicy, 'leaseSeconds'>, given?: Database): Promise<MailOutboxRow[]> {
  const db = await givenOrAppDb(given);
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

export async function markSent(id: string, db?: Database): Promise<void> {
  await (await givenOrAppDb(db))
    .update(mailOutbox)
    .set({ status: 'sent', sent_at: sql`now()`, locked_until: null, last_error: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/** A failed attempt: due again after the backoff, or given up after the last attempt. */
export async function markFailed(row: Pick<MailOutboxRow, 'id' | 'attempts'>, error: string, policy: OutboxPolicy, db?: Database): Promise<'retry' | 'failed'> {
  const giveUp = row.attempts >= policy.maxAttempts;
  await (await givenOrAppDb(db))
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

export type LeadNotificationState = { status: MailOutboxRow['status']; attempts: number; lastError: string | null; nextAttemptAt: Date; sentAt: Date | null };

/** Where a lead's notification e-mail stands, or null when none was queued. */
export async function findLeadNotification(kind: LeadKind, leadId: string, db?: Database): Promise<LeadNotificationState | null> {
  const [row] = await (await givenOrAppDb(db))
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.lead_kind, kind), eq(mailOutbox.lead_id, leadId)));
  return row ? { status: row.status, attempts: row.attempts, lastError: row.last_error, nextAttemptAt: row.next_attempt_at, sentAt: row.sent_at } : null;
}

/**
 * Sends a lead's notification again: due now, with a fresh count of attempts. A row being sent
 * right now is left alone (answers false), so one e-mail never goes out twice at once.
 */
export async function requeueLeadNotification(kind: LeadKind, leadId: string, db?: Database): Promise<boolean> {
  const updated = await (await givenOrAppDb(db))
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, next_attempt_at: sql`now()`, locked_until: null, sent_at: null })
    .where(and(eq(mailOutbox.lead_kind, kind), eq(mailOutbox.lead_id, leadId), ne(mailOutbox.status, 'sending')))
    .returning({ id: mailOutbox.id });
  return updated.length > 0;
}
