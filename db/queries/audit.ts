import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { auditLog, type AuditLogEntry } from '@/db/schema';
import { MIN_AUDIT_RETENTION_MONTHS, type AuditAction } from '@/lib/domain/audit';

// The audit log: who did what in the back office, and when. Every feature that reads or changes
// personal data (exports, resume downloads, status changes, erasures) records an entry here.
// Entries never hold passwords, and hold visitors' data only by reference (a lead's id).

async function database(db?: Database): Promise<Database> {
  return db ?? (await getDb());
}

export type AuditActor = { id: string; email: string };
export type AuditSubject = { type: string; id: string; label?: string | null };

export type AuditEntryInput = {
  action: AuditAction;
  /** The signed-in staff member, or null (a failed sign-in, the command line). */
  actor: AuditActor | null;
  subject?: AuditSubject | null;
  /** Small facts worth keeping (counts, a filter, a role): never personal data of visitors. */
  details?: Record<string, string | number | boolean | null>;
  /** A keyed hash of the client's address (lib/auth/client.ts), never the address itself. */
  clientHash?: string | null;
};

/**
 * Who made the latest change of this kind to a subject, e.g. the save that made an editor's open
 * form stale: their name as their account has it now, or the e-mail the log kept when the account
 * has no name or is gone; null when the log names nobody.
 */
export async function lastActorOn(subject: AuditSubject, actionPrefix: string, db?: Database): Promise<string | null> {
  const handle = await database(db);
  const result = await handle.execute(sql`
    select coalesce(nullif(btrim(staff.name), ''), entry.actor_email) as actor
      from audit_log entry
      left join staff_users staff on staff.id = entry.actor_id
     where entry.subject_type = ${subject.type} and entry.subject_id = ${subject.id} and entry.action like ${`${actionPrefix}%`}
     order by entry.created_at desc limit 1`);
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: { actor: string | null }[] }).rows) as { actor: string | null }[];
  return rows[0]?.actor ?? null;
}

/**
 * The latest removal of this staff account, as the log recorded it (the account itself is gone):
 * the staff page names it after the removal. Null when the log has none.
 */
export async function findStaffRemoval(userId: string, db?: Database): Promise<{ name: string; unassignedLeads: number } | null> {
  const [row] = await (await database(db))
    .select({ label: auditLog.subject_label, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'staff_removed'), eq(auditLog.subject_type, 'staff'), eq(auditLog.subject_id, userId)))
    .orderBy(desc(auditLog.created_at))
    .limit(1);
  if (!row) return null;
  const name = typeof row.details.name === 'string' ? row.details.name : (row.label ?? 'The account');
  return { name, unassignedLeads: typeof row.details.unassignedLeads === 'number' ? row.details.unassignedLeads : 0 };
}

export async function recordAudit(entry: AuditEntryInput, db?: Database): Promise<void> {
  const handle = await database(db);
  await handle.insert(auditLog).values({
    action: entry.action,
    actor_id: entry.actor?.id ?? null,
    actor_email: entry.actor?.email ?? null,
    subject_type: entry.subject?.type ?? null,
    subject_id: entry.subject?.id ?? null,
    subject_label: entry.subject?.label ?? null,
    details: entry.details ?? {},
    client_hash: entry.clientHash ?? null,
  });
}

export type AuditPage = { entries: AuditLogEntry[]; total: number; page: number; pageCount: number; pageSize: number };

/** Newest first; `page` counts from 1 and is clamped to the pages there are. */
export async function listAuditEntries({ page, pageSize = 50 }: { page: number; pageSize?: number }, db?: Database): Promise<AuditPage> {
  const handle = await database(db);
  const [{ total }] = await handle.select({ total: count() }).from(auditLog);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const entries = await handle
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.created_at), desc(auditLog.id))
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  return { entries, total, page: current, pageCount, pageSize };
}

/**
 * Deletes entries older than the retention period, which is never shorter than 13 months
 * (a smaller value is raised to it). Answers how many were deleted.
 */
export async function purgeAuditEntries(retentionMonths: number, db?: Database): Promise<number> {
  const months = Math.max(MIN_AUDIT_RETENTION_MONTHS, Math.floor(retentionMonths));
  const deleted = await (await database(db))
    .delete(auditLog)
    .where(sql`${auditLog.created_at} < now() - make_interval(months => ${months})`)
    .returning({ id: auditLog.id });
  return deleted.length;
}
