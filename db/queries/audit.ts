import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { readPage, type Paging } from '@/db/queries/internal/paging';
import { rowsOf } from '@/db/queries/internal/rows';
import { auditLog, auditSubjectText, type AuditLogEntry } from '@/db/schema';
import { MIN_AUDIT_RETENTION_MONTHS, NO_ACTOR, type AuditAction, type AuditFilter } from '@/lib/domain/audit';
import { containsPattern } from '@/db/queries/internal/like';

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
 * has no name or is gone; null when the log names nobody, or `npm run db:seed` has written its rows
 * since (rewriteSeedContent).
 */
export async function lastActorOn(subject: AuditSubject, actions: string | readonly AuditAction[], db?: Database): Promise<string | null> {
  const handle = await database(db);
  // A prefix ('dealer_') or the exact actions, where other actions share the prefix (a product's
  // images and documents are logged against the product but do not change its version).
  const ofKind =
    typeof actions === 'string'
      ? sql`entry.action like ${`${actions}%`}`
      : sql`entry.action in (${sql.join(actions.map((action) => sql`${action}`), sql`, `)})`;
  const result = await handle.execute(sql`
    select coalesce(nullif(btrim(staff.name), ''), entry.actor_email) as actor
      from audit_log entry
      left join staff_users staff on staff.id = entry.actor_id
     where entry.subject_type = ${subject.type} and entry.subject_id = ${subject.id} and ${ofKind}
       -- npm run db:seed wrote its rows again since: who saved before it did not make the version now stored.
       and entry.created_at > coalesce((select max(created_at) from audit_log where action = 'seed_rewritten'), '-infinity')
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

export type AuditPage = { entries: AuditLogEntry[]; total: number; page: number; pageSize: number };


/** A pasted paragraph is not searched word by word beyond this. */
const MAX_SEARCH_WORDS = 10;

function whereOf(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.actor === NO_ACTOR) conditions.push(isNull(auditLog.actor_email));
  else if (filter.actor) conditions.push(eq(auditLog.actor_email, filter.actor));
  if (filter.from) conditions.push(gte(auditLog.created_at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.created_at, filter.to));
  // Every typed word somewhere in what the entry concerns, in any case (the trigram index on the
  // same expression finds words of three characters or more without reading the whole log).
  const words = (filter.search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  for (const word of words) conditions.push(sql`${auditSubjectText(auditLog)} ilike ${containsPattern(word)}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The statement that reads one page (tests and the bench EXPLAIN it: which index serves each filter). */
export const auditPageQuery = (db: Database, filter: AuditFilter, limit: number, offset: number) =>
  db.select().from(auditLog).where(whereOf(filter)).orderBy(desc(auditLog.created_at), desc(auditLog.id)).limit(limit).offset(offset);

/** One page of the entries matching `filter`, newest first, with how many match in all (a page past the end has none). */
export async function listAuditEntries(filter: AuditFilter, paging: Paging, db?: Database): Promise<AuditPage> {
  const handle = await database(db);
  const { rows, total, page, pageSize } = await readPage(
    paging,
    (limit, offset) => auditPageQuery(handle, filter, limit, offset),
    () => countAuditEntries(filter, handle),
  );
  return { entries: rows, total, page, pageSize };
}

export async function countAuditEntries(filter: AuditFilter, db?: Database): Promise<number> {
  const [{ total }] = await (await database(db)).select({ total: count() }).from(auditLog).where(whereOf(filter));
  return total;
}

export type AuditActorChoice = { email: string; name: string | null };

/**
 * Everyone the log names as having done something, by e-mail (staff removed since included: their
 * entries keep it), with their name while they have an account. Read by skipping through the
 * actor index one e-mail at a time, so a year of entries costs as many steps as there are staff.
 */
export async function listAuditActors(db?: Database): Promise<AuditActorChoice[]> {
  const handle = await database(db);
  const rows = rowsOf<{ email: string; name: string | null }>(await handle.execute(sql`
    with recursive actor(email) as (
      (select actor_email from audit_log where actor_email is not null order by actor_email limit 1)
      union all
      select (select actor_email from audit_log where actor_email > actor.email order by actor_email limit 1) from actor where actor.email is not null
    )
    select actor.email, staff.name from actor left join staff_users staff on staff.email = actor.email
     where actor.email is not null order by actor.email`));
  return rows.map((row) => ({ email: row.email, name: row.name }));
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
