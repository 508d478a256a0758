import { sql, type SQL } from 'drizzle-orm';
import { givenOrAppDb, type Database } from '@/db/client';
import { rowsOf } from '@/db/queries/internal/rows';
import type { InboxLeadKind, PersonRef } from '@/lib/domain/lead-workflow';
import { containsPattern } from '@/db/queries/internal/like';

// Data protection (DPDP Act 2023): everything stored about one person, found by e-mail or phone
// across every kind of lead, and erased; and the retention purge of leads older than the setting.
// Both delete the lead rows, their status, notes and history, and their notification e-mails in
// one transaction, and answer the resume files and outbox rows that went with them, so the
// caller removes the files too.

type LeadTable = { kind: InboxLeadKind; table: string; email: string; phone: string | null; name: string | null; resume: boolean };

const leadTables: readonly LeadTable[] = [
  { kind: 'inquiry', table: 'inquiries', email: 'email', phone: 'mobile', name: 'name', resume: false },
  { kind: 'quote_request', table: 'quote_requests', email: 'customer_email', phone: 'customer_phone', name: 'customer_name', resume: false },
  { kind: 'dealer_application', table: 'dealer_applications', email: 'email', phone: 'phone', name: 'contact_person', resume: false },
  { kind: 'career_application', table: 'career_applications', email: 'email', phone: 'phone', name: 'full_name', resume: true },
  { kind: 'launch_notification', table: 'launch_notify_requests', email: 'email', phone: null, name: null, resume: false },
  { kind: 'newsletter_subscription', table: 'newsletter_subscribers', email: 'email', phone: null, name: null, resume: false },
];

/** A phone matches on its last ten digits (any spacing, with or without +91). */
export type { PersonRef } from '@/lib/domain/lead-workflow';

/** Which leads: one person's, or every lead received before a moment. */
export type LeadSelection = { person: PersonRef } | { receivedBefore: Date };

const digitsOf = (column: string) => sql.raw(`right(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), 10)`);

function matches(table: LeadTable, selection: LeadSelection): SQL | null {
  if ('receivedBefore' in selection) return sql`created_at < ${selection.receivedBefore.toISOString()}::timestamptz`;
  const { person } = selection;
  if ('email' in person) return sql`lower(${sql.identifier(table.email)}) = ${person.email.trim().toLowerCase()}`;
  if (!table.phone) return null;
  return sql`${digitsOf(table.phone)} = ${person.phoneDigits.replace(/\D/g, '').slice(-10)}`;
}

export type FoundLead = { kind: InboxLeadKind; id: string; createdAt: Date; name: string | null };

/** Every lead the selection holds, newest first (what an erasure would remove). */
export async function findLeadsOf(selection: LeadSelection, db?: Database): Promise<FoundLead[]> {
  const handle = await givenOrAppDb(db);
  const parts = leadTables.flatMap((table) => {
    const where = matches(table, selection);
    if (!where) return [];
    const name = table.name ? sql.identifier(table.name) : sql`null::text`;
    return [sql`select ${table.kind}::text as kind, id, created_at, ${name} as name from ${sql.identifier(table.table)} where ${where}`];
  });
  const rows = rowsOf<{ kind: InboxLeadKind; id: string; created_at: string | Date; name: string | null }>(
    await handle.execute(sql`${sql.join(parts, sql` union all `)} order by created_at desc`),
  );
  return rows.map((row) => ({ kind: row.kind, id: row.id, createdAt: new Date(row.created_at), name: row.name }));
}

export type ErasedLeads = {
  /** How many leads of each kind were deleted. */
  counts: Record<InboxLeadKind, number>;
  /** Storage keys of the deleted applications' resumes: remove the files. */
  resumeKeys: string[];
  /** Ids of the deleted outbox rows (their .eml copies are named after them). */
  outboxIds: string[];
};

/**
 * Deletes the selected leads with their status, history and notification e-mails, in one
 * transaction. For one person, composed e-mails still holding their address go too.
 */
export async function eraseLeads(selection: LeadSelection, db?: Database): Promise<ErasedLeads> {
  const handle = await givenOrAppDb(db);
  return handle.transaction(async (tx) => {
    const counts = {} as Record<InboxLeadKind, number>;
    const resumeKeys: string[] = [];
    const erased: { kind: InboxLeadKind; id: string }[] = [];
    for (const table of leadTables) {
      const where = matches(table, selection);
      const rows = where
        ? rowsOf<{ id: string; resume_url?: string | null }>(
            await tx.execute(sql`delete from ${sql.identifier(table.table)} where ${where} returning id${table.resume ? sql`, resume_url` : sql``}`),
          )
        : [];
      counts[table.kind] = rows.length;
      for (const row of rows) {
        erased.push({ kind: table.kind, id: row.id });
        if (row.resume_url) resumeKeys.push(row.resume_url);
      }
    }
    const outboxIds: string[] = [];
    if (erased.length > 0) {
      const refs = sql.join(erased.map((lead) => sql`(${lead.kind}, ${lead.id}::uuid)`), sql`, `);
      await tx.execute(sql`delete from lead_events where (lead_kind::text, lead_id) in (${refs})`);
      await tx.execute(sql`delete from lead_states where (lead_kind::text, lead_id) in (${refs})`);
      const mail = rowsOf<{ id: string }>(await tx.execute(sql`delete from mail_outbox where (lead_kind::text, lead_id) in (${refs}) returning id`));
      outboxIds.push(...mail.map((row) => row.id));
    }
    if ('person' in selection && 'email' in selection.person) {
      const needle = containsPattern(selection.person.email.trim().toLowerCase());
      const mail = rowsOf<{ id: string }>(await tx.execute(sql`delete from mail_outbox where message is not null and lower(message::text) like ${needle} returning id`));
      outboxIds.push(...mail.map((row) => row.id));
    }
    return { counts, resumeKeys, outboxIds };
  });
}
