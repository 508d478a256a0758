import { sql } from 'drizzle-orm';
import { givenOrAppDb, type Database } from '@/db/client';
import { submissionKeys } from '@/db/schema';

// The keys lead forms send with each submission (see submission_keys in db/schema.ts).

/** A form's name and the key its submission carried. */
export type SubmissionKey = { form: string; key: string };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How long a stored submission answers a repeat of its key as already done. */
const KEY_LIFETIME = sql`interval '24 hours'`;

/**
 * Claims the key inside the transaction that stores the lead: true when this is the first
 * submission with it (or the earlier one is over a day old), false for a repeat. A concurrent
 * repeat waits on the primary key until the first transaction ends, then sees its outcome: a
 * committed lead makes it a repeat, a rolled-back one leaves the key free.
 */
export async function claimSubmissionKey(tx: Tx, { form, key }: SubmissionKey): Promise<boolean> {
  const claimed = await tx
    .insert(submissionKeys)
    .values({ form, key })
    .onConflictDoUpdate({
      target: [submissionKeys.form, submissionKeys.key],
      set: { created_at: sql`now()` },
      setWhere: sql`${submissionKeys.created_at} < now() - ${KEY_LIFETIME}`,
    })
    .returning({ form: submissionKeys.form });
  return claimed.length > 0;
}

let lastPurge = 0;

/**
 * Deletes keys past their lifetime, at most every ten minutes per process: one indexed range
 * delete, and claims never need it (an expired key is taken over in place).
 */
export async function purgeExpiredSubmissionKeysSometimes(db?: Database): Promise<void> {
  if (Date.now() - lastPurge < 10 * 60_000) return;
  lastPurge = Date.now();
  await (await givenOrAppDb(db)).delete(submissionKeys).where(sql`${submissionKeys.created_at} < now() - ${KEY_LIFETIME}`);
}
