import { getDb, type Database } from '@/db/client';
import { mailOutbox, type OutboxMessage } from '@/db/schema';

/**
 * Queues a composed e-mail (no lead behind it: a staff invitation, a password reset) in the
 * outbox; the delivery loop sends it like a lead notification, retrying with backoff.
 */
export async function queueMessage(message: OutboxMessage, db?: Database): Promise<{ id: string }> {
  const [row] = await (db ?? (await getDb())).insert(mailOutbox).values({ message }).returning({ id: mailOutbox.id });
  return row;
}
