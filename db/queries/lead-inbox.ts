import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { readPage, type Paging } from '@/db/queries/internal/paging';
import { rowsOf } from '@/db/queries/internal/rows';
import { leadEvents, leadStates, staffAccounts, staffUsers } from '@/db/schema';
import { inboxLeadKinds, inquiryCategoryToCatalogue, mayOpenLeadKind, prefixSearchQuery, type InboxLeadKind, type LeadEventType, type LeadFilter, type LeadStatus } from '@/lib/domain/lead-workflow';
import { productCategoryKeys, productCategoryLabels } from '@/lib/domain/options';
import { isStaffRole, staffRoles, type StaffRole } from '@/lib/domain/staff-roles';

// The back office's inbox: every kind of lead in one list, read straight from the lead tables
// (never cached: staff must see a lead the moment it is stored), joined with where staff stand.

export { inboxLeadKindLabels, inboxLeadKinds, type InboxLeadKind, type LeadFilter } from '@/lib/domain/lead-workflow';

export type InboxLead = {
  kind: InboxLeadKind;
  id: string;
  createdAt: Date;
  name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
  summary: string | null;
  status: LeadStatus;
  assigneeId: string | null;
  assigneeName: string | null;
  /** The assignee's role now: it may have changed to one that cannot see leads since the lead was assigned. */
  assigneeRole: StaffRole | null;
};


// An enquiry's product category (the form's own list) as the catalogue category it is about.
const inquiryCategoryCase = sql.raw(
  `case product_category::text ${Object.entries(inquiryCategoryToCatalogue)
    .map(([from, to]) => `when '${from}' then ${to ? `'${to}'` : 'null'}`)
    .join(' ')} end`,
);
// A quote names its product when it came from one; otherwise its typed 'Category - product' text.
const quoteCategoryCase = sql.raw(
  `case ${productCategoryKeys.map((key) => `when q.product_category ilike '${productCategoryLabels[key].replace(/'/g, "''")}%' then '${key}'`).join(' ')} end`,
);

/**
 * An enum column's words ('quality_engineer' -> 'quality engineer') for search. Enum casts are not
 * immutable, so they cannot be in the generated column: they are added per row here (short values).
 */
const keyWords = (column: string) => sql.raw(`to_tsvector('simple', replace(${column}::text, '_', ' '))`);

// One row shape for every kind: what the list shows, the catalogue category it is about (null
// when none) and its search words (a generated, GIN-indexed column of each lead table, plus the
// words of its option keys and, for a launch notification, its product's name).
const leadsOfEveryKind = sql`(
  select 'inquiry'::text as kind, id, created_at, name, email, mobile as phone, null::text as company,
         product_category::text as summary, ${inquiryCategoryCase} as category,
         search || ${keyWords('product_category')} as search from inquiries
  union all
  select 'quote_request', q.id, q.created_at, q.customer_name, q.customer_email, q.customer_phone, q.company_name,
         q.product_category, coalesce(p.category::text, ${quoteCategoryCase}), q.search
    from quote_requests q left join products p on p.id = q.product_id
  union all
  select 'dealer_application', id, created_at, contact_person, email, phone, business_name,
         business_name || ', ' || city, null, search from dealer_applications
  union all
  select 'career_application', id, created_at, full_name, email, phone, current_company,
         position::text, null, search || ${keyWords('position')} from career_applications
  union all
  select 'launch_notification', l.id, l.created_at, null, l.email, null, null, p.name, p.category::text,
         l.search || to_tsvector('simple', p.name)
    from launch_notify_requests l join products p on p.id = l.product_id
  union all
  select 'newsletter_subscription', id, created_at, null, email, null, null, null, null, search from newsletter_subscribers
) as lead`;

const fromLeads = sql`from ${leadsOfEveryKind}
  left join lead_states state on state.lead_kind::text = lead.kind and state.lead_id = lead.id
  left join staff_users assignee on assignee.id = state.assignee_id`;

/** Only leads of `kinds` (a role's: none is no lead at all). */
const ofKinds = (kinds: readonly InboxLeadKind[]): SQL => (kinds.length === 0 ? sql`false` : sql`lead.kind in (${sql.join(kinds.map((kind) => sql`${kind}`), sql`, `)})`);

function whereOf(filter: LeadFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.kinds) conditions.push(ofKinds(filter.kinds));
  if (filter.kind) conditions.push(sql`lead.kind = ${filter.kind}`);
  if (filter.status) conditions.push(sql`coalesce(state.status, 'new') = ${filter.status}`);
  if (filter.assignee === 'none') conditions.push(sql`state.assignee_id is null`);
  else if (filter.assignee) conditions.push(sql`state.assignee_id = ${filter.assignee}::uuid`);
  if (filter.category) conditions.push(sql`lead.category = ${filter.category}`);
  if (filter.from) conditions.push(sql`lead.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) conditions.push(sql`lead.created_at < ${filter.to.toISOString()}::timestamptz`);
  // Every typed word as a prefix ('simple' configuration, as the column is built).
  const query = prefixSearchQuery(filter.search ?? '');
  if (query) conditions.push(sql`lead.search @@ to_tsquery('simple', ${query})`);
  return sql.join(conditions, sql` and `);
}

type LeadRow = {
  kind: InboxLeadKind;
  id: string;
  created_at: string | Date;
  name: string | null;
  email: string;
  phone: string | null;
  company: string | null;
  summary: string | null;
  status: LeadStatus;
  assignee_id: string | null;
  assignee_name: string | null;
  assignee_role: string | null;
};

const toLead = (row: LeadRow): InboxLead => ({
  kind: row.kind,
  id: row.id,
  createdAt: new Date(row.created_at),
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  summary: row.summary,
  status: row.status,
  assigneeId: row.assignee_id,
  assigneeName: row.assignee_name,
  assigneeRole: isStaffRole(row.assignee_role) ? row.assignee_role : null,
});

export type LeadPage = { leads: InboxLead[]; total: number; page: number; pageSize: number };

/** One page of the leads matching `filter`, newest first, with how many match in all. */
export async function listLeads(filter: LeadFilter, paging: Paging, db?: Database): Promise<LeadPage> {
  const handle = db ?? (await getDb());
  const { rows, total, page, pageSize } = await readPage(
    paging,
    async (limit, offset) =>
      rowsOf<LeadRow>(await handle.execute(sql`
        select lead.kind, lead.id, lead.created_at, lead.name, lead.email, lead.phone, lead.company, lead.summary,
               coalesce(state.status, 'new') as status, state.assignee_id, assignee.name as assignee_name, assignee.role::text as assignee_role
        ${fromLeads}
        where ${whereOf(filter)}
        order by lead.created_at desc, lead.id desc
        limit ${limit} offset ${offset}`)),
    () => countLeads(filter, handle),
  );
  return { leads: rows.map(toLead), total, page, pageSize };
}

export async function countLeads(filter: LeadFilter, db?: Database): Promise<number> {
  const handle = db ?? (await getDb());
  const rows = rowsOf<{ n: string | number }>(await handle.execute(sql`select count(*) as n ${fromLeads} where ${whereOf(filter)}`));
  return Number(rows[0]?.n ?? 0);
}

/** How many leads of each of `kinds` (a role's) nobody has worked yet (status New); other kinds count 0, unread. */
export async function countNewLeadsByKind(kinds: readonly InboxLeadKind[], db?: Database): Promise<Record<InboxLeadKind, number>> {
  const handle = db ?? (await getDb());
  const rows = rowsOf<{ kind: InboxLeadKind; n: string | number }>(await handle.execute(sql`
    select lead.kind, count(*) as n ${fromLeads} where ${ofKinds(kinds)} and coalesce(state.status, 'new') = 'new' group by lead.kind`));
  const counts = Object.fromEntries(inboxLeadKinds.map((kind) => [kind, 0])) as Record<InboxLeadKind, number>;
  for (const row of rows) counts[row.kind] = Number(row.n);
  return counts;
}

/** One lead's list row (status and assignee included), or null when there is no such lead. */
export async function findInboxLead(kind: InboxLeadKind, id: string, db?: Database): Promise<InboxLead | null> {
  const handle = db ?? (await getDb());
  const rows = rowsOf<LeadRow>(await handle.execute(sql`
    select lead.kind, lead.id, lead.created_at, lead.name, lead.email, lead.phone, lead.company, lead.summary,
           coalesce(state.status, 'new') as status, state.assignee_id, assignee.name as assignee_name, assignee.role::text as assignee_role
    ${fromLeads}
    where lead.kind = ${kind} and lead.id = ${id}::uuid`));
  return rows[0] ? toLead(rows[0]) : null;
}

export type LeadActor = { id: string; name: string };
export type LeadRef = { kind: InboxLeadKind; id: string };

/**
 * Moves a lead to `status` and records the change in its history; nothing happens (and false is
 * answered) when it already has that status.
 */
export async function setLeadStatus(lead: LeadRef, status: LeadStatus, actor: LeadActor, db?: Database): Promise<boolean> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const current = await lockState(tx, lead);
    if (current.status === status) return false;
    await tx
      .insert(leadStates)
      .values({ lead_kind: lead.kind, lead_id: lead.id, status })
      .onConflictDoUpdate({ target: [leadStates.lead_kind, leadStates.lead_id], set: { status, updated_at: sql`now()` } });
    await recordEvent(tx, lead, actor, 'status', { from_value: current.status, to_value: status });
    return true;
  });
}

/** The roles that see at least one of `kinds`: who leads of those kinds may be assigned to. */
const rolesOpeningAny = (kinds: readonly InboxLeadKind[]) => staffRoles.filter((role) => kinds.some((kind) => mayOpenLeadKind(role, kind)));

export type LeadAssignment =
  | { outcome: 'assigned' | 'unchanged'; assignee: LeadActor | null }
  /** No account has that id (removed meanwhile), or its role does not see leads of this kind (an editor; HR for a quote). */
  | { outcome: 'no_such_staff' }
  | { outcome: 'cannot_work_leads'; assignee: LeadActor & { role: StaffRole } };

/**
 * Assigns a lead to a staff member whose role sees its kind (or to nobody with null) and records
 * it in its history. Checked in the transaction, so a role changed a moment before is seen.
 */
export async function assignLead(lead: LeadRef, assigneeId: string | null, actor: LeadActor, db?: Database): Promise<LeadAssignment> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const current = await lockState(tx, lead);
    const ids = [current.assigneeId, assigneeId].filter((id): id is string => id !== null);
    const members = ids.length === 0 ? [] : await tx.select({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role }).from(staffUsers).where(inArray(staffUsers.id, ids));
    const memberOf = (id: string | null) => (id === null ? null : (members.find((row) => row.id === id) ?? null));
    const next = memberOf(assigneeId);
    const assignee = next && { id: next.id, name: next.name };
    if (current.assigneeId === assigneeId) return { outcome: 'unchanged', assignee };
    if (assigneeId !== null && !next) return { outcome: 'no_such_staff' };
    if (next && !mayOpenLeadKind(next.role, lead.kind)) return { outcome: 'cannot_work_leads', assignee: next };
    await tx
      .insert(leadStates)
      .values({ lead_kind: lead.kind, lead_id: lead.id, assignee_id: assigneeId })
      .onConflictDoUpdate({ target: [leadStates.lead_kind, leadStates.lead_id], set: { assignee_id: assigneeId, updated_at: sql`now()` } });
    await recordEvent(tx, lead, actor, 'assignment', { from_value: memberOf(current.assigneeId)?.name ?? null, to_value: next?.name ?? null });
    return { outcome: 'assigned', assignee };
  });
}

export async function addLeadNote(lead: LeadRef, note: string, actor: LeadActor, db?: Database): Promise<void> {
  const handle = db ?? (await getDb());
  await recordEvent(handle, lead, actor, 'note', { note });
}

export type LeadEvent = { id: string; type: LeadEventType; actorName: string; fromValue: string | null; toValue: string | null; note: string | null; createdAt: Date };

/** A lead's history, oldest first. */
export async function listLeadEvents(lead: LeadRef, db?: Database): Promise<LeadEvent[]> {
  const handle = db ?? (await getDb());
  const rows = await handle
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.lead_kind, lead.kind), eq(leadEvents.lead_id, lead.id)))
    .orderBy(asc(leadEvents.created_at), asc(leadEvents.seq));
  return rows.map((row) => ({ id: row.id, type: row.type, actorName: row.actor_name, fromValue: row.from_value, toValue: row.to_value, note: row.note, createdAt: row.created_at }));
}

/**
 * Who leads of `kinds` can be given to (a role that sees one of them: a lead's page asks for its
 * kind), by name; someone invited who has not signed in yet is named so.
 */
export async function listAssignableStaff(kinds: readonly InboxLeadKind[], db?: Database): Promise<LeadActor[]> {
  const handle = db ?? (await getDb());
  const signedUp = sql`exists (select 1 from ${staffAccounts} where ${staffAccounts.user_id} = ${staffUsers.id} and ${staffAccounts.password} is not null)`;
  return handle
    .select({ id: staffUsers.id, name: sql<string>`case when ${signedUp} then ${staffUsers.name} else ${staffUsers.name} || ' (invited, not signed in yet)' end` })
    .from(staffUsers)
    .where(inArray(staffUsers.role, rolesOpeningAny(kinds)))
    .orderBy(asc(staffUsers.name));
}

export type StrandedAssignee = LeadActor & { role: StaffRole; kinds: InboxLeadKind[] };

/**
 * Staff who still hold leads of `kinds` though their role does not see them (made an editor, or
 * HR, after being assigned), with the kinds they hold: the inbox names them, so their leads can be
 * found and handed to someone else.
 */
export async function listStrandedAssignees(kinds: readonly InboxLeadKind[], db?: Database): Promise<StrandedAssignee[]> {
  const handle = db ?? (await getDb());
  if (kinds.length === 0) return [];
  const held = await handle
    .selectDistinct({ id: staffUsers.id, name: staffUsers.name, role: staffUsers.role, kind: leadStates.lead_kind })
    .from(staffUsers)
    .innerJoin(leadStates, eq(leadStates.assignee_id, staffUsers.id))
    .where(inArray(leadStates.lead_kind, [...kinds]))
    .orderBy(asc(staffUsers.name), asc(staffUsers.id), asc(leadStates.lead_kind));
  // A handful of rows (staff times kinds): which role sees which kind is the domain's to say.
  const stranded = new Map<string, StrandedAssignee>();
  for (const { id, name, role, kind } of held) {
    if (mayOpenLeadKind(role, kind)) continue;
    const member = stranded.get(id) ?? { id, name, role, kinds: [] };
    member.kinds.push(kind);
    stranded.set(id, member);
  }
  return [...stranded.values()];
}

type Executor = Pick<Database, 'select' | 'insert' | 'execute'>;

/**
 * In the transaction that removes a staff account, before it goes (the foreign key then clears the
 * assignments): each lead it held records in its history that it went to nobody, by `actor`.
 * Answers how many leads that was.
 */
export async function recordLeadsReleasedBy(tx: Executor, member: LeadActor, actor: LeadActor): Promise<number> {
  const held = await tx.select({ kind: leadStates.lead_kind, id: leadStates.lead_id }).from(leadStates).where(eq(leadStates.assignee_id, member.id));
  for (const lead of held) await recordEvent(tx, lead, actor, 'assignment', { from_value: member.name, to_value: null });
  return held.length;
}

// Concurrent changes to one lead queue behind this lock, so each history entry's 'from' is true.
async function lockState(tx: Executor, lead: LeadRef): Promise<{ status: LeadStatus; assigneeId: string | null }> {
  await tx.insert(leadStates).values({ lead_kind: lead.kind, lead_id: lead.id }).onConflictDoNothing();
  const rows = rowsOf<{ status: LeadStatus; assignee_id: string | null }>(await tx.execute(
    sql`select status, assignee_id from lead_states where lead_kind = ${lead.kind} and lead_id = ${lead.id}::uuid for update`,
    ),
  );
  const row = rows[0];
  return { status: row.status, assigneeId: row.assignee_id };
}

async function recordEvent(
  tx: Executor,
  lead: LeadRef,
  actor: LeadActor,
  type: LeadEventType,
  values: { from_value?: string | null; to_value?: string | null; note?: string },
): Promise<void> {
  await tx.insert(leadEvents).values({ lead_kind: lead.kind, lead_id: lead.id, type, actor_id: actor.id, actor_name: actor.name, ...values });
}
