import { eq, sql } from 'drizzle-orm';
import { givenOrAppDb, type Database } from '@/db/client';
import { notificationRoutes, type LeadKind } from '@/db/schema';

// Who receives each kind of lead's notification, as an admin set it (lib/actions/admin/
// save-notification-route.ts). Read by the mail outbox each time it sends, so a change applies to
// the next notification, queued before or after.

export async function listNotificationRoutes(db?: Database): Promise<Partial<Record<LeadKind, string>>> {
  const rows = await (await givenOrAppDb(db)).select({ kind: notificationRoutes.lead_kind, recipients: notificationRoutes.recipients }).from(notificationRoutes);
  return Object.fromEntries(rows.map((row) => [row.kind, row.recipients]));
}

export async function findNotificationRoute(kind: LeadKind, db?: Database): Promise<string | null> {
  const [row] = await (await givenOrAppDb(db)).select({ recipients: notificationRoutes.recipients }).from(notificationRoutes).where(eq(notificationRoutes.lead_kind, kind));
  return row?.recipients ?? null;
}

/** Sets the recipients of one kind; null goes back to the environment's default. */
export async function setNotificationRoute(kind: LeadKind, recipients: string | null, actorId: string, db?: Database): Promise<void> {
  const handle = await givenOrAppDb(db);
  if (recipients === null) {
    await handle.delete(notificationRoutes).where(eq(notificationRoutes.lead_kind, kind));
    return;
  }
  await handle
    .insert(notificationRoutes)
    .values({ lead_kind: kind, recipients, updated_by: actorId })
    .onConflictDoUpdate({ target: notificationRoutes.lead_kind, set: { recipients, updated_by: actorId, updated_at: sql`now()` } });
}
