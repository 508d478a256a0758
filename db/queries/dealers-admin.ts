import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { dealerApplications, dealers, leadEvents, leadStates, type Dealer } from '@/db/schema';
import { lastActorOn, recordAudit, type AuditActor } from '@/db/queries/audit';
import { dealerSlug, firstFreeSlug } from '@/lib/domain/dealers';
import type { AuditAction } from '@/lib/domain/audit';
import { containsPattern } from '@/db/queries/internal/like';

// The back office's side of the dealer network: every dealer, inactive ones included, and the
// writes. Each write is one transaction holding the dealer and its audit entry (and, for a dealer
// made from a dealer application, the lead's history entry). Edits are checked against the version
// the form was loaded with: a form saved after somebody else's save is refused. The locator on
// /dealers sees a change through the content_changes trigger on dealers (tag 'dealers').

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const asDatabase = (tx: Tx) => tx as unknown as Database;

export type AdminDealerRow = Pick<Dealer, 'id' | 'name' | 'city' | 'state' | 'pincode' | 'is_active' | 'version'>;

export type DealerListFilter = { search?: string; status?: 'all' | 'active' | 'inactive' };


/** Every dealer matching the filter (words in the name, city or pincode), by state, city and name. */
export async function listDealersForAdmin(filter: DealerListFilter = {}, db?: Database): Promise<AdminDealerRow[]> {
  const handle = db ?? (await getDb());
  const conditions: SQL[] = [];
  if (filter.status === 'active') conditions.push(eq(dealers.is_active, true));
  if (filter.status === 'inactive') conditions.push(eq(dealers.is_active, false));
  for (const word of (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = containsPattern(word);
    conditions.push(or(ilike(dealers.name, pattern), ilike(dealers.city, pattern), ilike(dealers.pincode, pattern))!);
  }
  return handle
    .select({ id: dealers.id, name: dealers.name, city: dealers.city, state: dealers.state, pincode: dealers.pincode, is_active: dealers.is_active, version: dealers.version })
    .from(dealers)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(dealers.state), asc(dealers.city), asc(dealers.name));
}

/** One dealer as the editor loads it (active or not), or null. */
export async function getDealerForEditing(id: string, db?: Database): Promise<Dealer | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select().from(dealers).where(eq(dealers.id, id)).limit(1);
  return row ?? null;
}

/** The dealer made from this dealer application, if one was. */
export async function findDealerFromApplication(applicationId: string, db?: Database): Promise<Pick<Dealer, 'id' | 'name'> | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select({ id: dealers.id, name: dealers.name }).from(dealers).where(eq(dealers.source_application_id, applicationId)).limit(1);
  return row ?? null;
}

/** What the dealer form edits. */
export type DealerFields = Pick<Dealer, 'name' | 'address' | 'city' | 'state' | 'pincode' | 'phone' | 'email' | 'categories' | 'map_url' | 'is_active'>;

export type DealerWriter = AuditActor & { name: string; clientHash: string | null };

export type DealerSaveOutcome =
  | { outcome: 'saved'; dealer: Dealer }
  | { outcome: 'id_taken' }
  | { outcome: 'stale'; savedBy: string | null }
  | { outcome: 'not_found' }
  | { outcome: 'application_gone' }
  | { outcome: 'application_not_won' }
  | { outcome: 'already_converted'; dealer: Pick<Dealer, 'id' | 'name'> };

const subjectOf = (dealer: Pick<Dealer, 'id' | 'name'>) => ({ type: 'dealer', id: dealer.id, label: dealer.name });

/** The id for a new dealer: its name and city, with -2, -3… when another dealer has it. */
async function freeDealerId(tx: Tx, name: string, city: string): Promise<string> {
  const base = dealerSlug(name, city);
  const taken = await tx.select({ id: dealers.id }).from(dealers).where(or(eq(dealers.id, base), sql`${dealers.id} ~ ${`^${base}-[0-9]+$`}`));
  return firstFreeSlug(base, new Set(taken.map((row) => row.id)));
}

/** Whether the dealer application exists and where it stands (a lead nobody touched is New). */
async function applicationStatus(tx: Tx, applicationId: string): Promise<'missing' | 'won' | 'other'> {
  const [application] = await tx.select({ id: dealerApplications.id }).from(dealerApplications).where(eq(dealerApplications.id, applicationId)).limit(1);
  if (!application) return 'missing';
  const [state] = await tx
    .select({ status: leadStates.status })
    .from(leadStates)
    .where(and(eq(leadStates.lead_kind, 'dealer_application'), eq(leadStates.lead_id, applicationId)))
    .for('update')
    .limit(1);
  return state?.status === 'won' ? 'won' : 'other';
}

/**
 * A new dealer, its id made from its name and city. With `fromApplication` (a dealer application
 * marked Won), the dealer is linked to it, the lead's history says so, and a second conversion
 * of the same application creates nothing ('already_converted', guarded by a unique index).
 */
export async function createDealer(fields: DealerFields, fromApplication: string | null, writer: DealerWriter, db?: Database): Promise<DealerSaveOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx): Promise<DealerSaveOutcome> => {
    if (fromApplication) {
      const status = await applicationStatus(tx, fromApplication);
      if (status === 'missing') return { outcome: 'application_gone' };
      if (status !== 'won') return { outcome: 'application_not_won' };
      const existing = await findDealerFromApplication(fromApplication, asDatabase(tx));
      if (existing) return { outcome: 'already_converted', dealer: existing };
    }
    const id = await freeDealerId(tx, fields.name, fields.city);
    const inserted = await tx
      .insert(dealers)
      .values({ id, ...fields, source_application_id: fromApplication })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) {
      // A concurrent save took the id, or converted the same application first.
      const existing = fromApplication ? await findDealerFromApplication(fromApplication, asDatabase(tx)) : null;
      return existing ? { outcome: 'already_converted', dealer: existing } : { outcome: 'id_taken' };
    }
    const [dealer] = inserted;
    if (fromApplication) {
      await tx.insert(leadEvents).values({ lead_kind: 'dealer_application', lead_id: fromApplication, type: 'dealer_created', actor_id: writer.id, actor_name: writer.name, to_value: dealer.id });
    }
    await recordAudit(
      {
        action: 'dealer_created',
        actor: writer,
        subject: subjectOf(dealer),
        details: { active: dealer.is_active, ...(fromApplication ? { from_application: fromApplication } : {}) },
        clientHash: writer.clientHash,
      },
      asDatabase(tx),
    );
    return { outcome: 'saved', dealer };
  });
}

const CHANGEABLE: (keyof DealerFields)[] = ['name', 'address', 'city', 'state', 'pincode', 'phone', 'email', 'categories', 'map_url', 'is_active'];

function changedFields(before: Dealer, after: Partial<DealerFields>): string[] {
  const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? a.join(',') === b.join(',') : a === b);
  return CHANGEABLE.filter((field) => field in after && !same(before[field], after[field]));
}

function auditActionFor(before: Dealer, after: Partial<DealerFields>): AuditAction {
  if (after.is_active === undefined || after.is_active === before.is_active) return 'dealer_updated';
  return after.is_active ? 'dealer_reactivated' : 'dealer_deactivated';
}

/**
 * Saves an edit made on `version` (all fields, or only `is_active` to deactivate or reactivate).
 * When the stored dealer has moved on, nothing is written and 'stale' names who saved last.
 */
export async function updateDealer(id: string, version: number, fields: Partial<DealerFields>, writer: DealerWriter, db?: Database): Promise<DealerSaveOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx): Promise<DealerSaveOutcome> => {
    const [before] = await tx.select().from(dealers).where(eq(dealers.id, id)).for('update').limit(1);
    if (!before) return { outcome: 'not_found' };
    if (before.version !== version) return { outcome: 'stale', savedBy: await lastActorOn({ type: 'dealer', id }, 'dealer_', asDatabase(tx)) };
    const [updated] = await tx
      .update(dealers)
      .set({ ...fields, version: sql`${dealers.version} + 1`, updated_at: sql`now()` })
      .where(and(eq(dealers.id, id), eq(dealers.version, version)))
      .returning();
    await recordAudit(
      {
        action: auditActionFor(before, fields),
        actor: writer,
        subject: subjectOf(updated),
        details: { changed: changedFields(before, fields).join(', ') || 'nothing' },
        clientHash: writer.clientHash,
      },
      asDatabase(tx),
    );
    return { outcome: 'saved', dealer: updated };
  });
}

export type ApplicationForConversion = {
  id: string;
  business_name: string;
  business_address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  email: string;
  /** Where the lead stands: only a Won application becomes a dealer. */
  status: string;
  /** The dealer already made from it, if any. */
  dealer: Pick<Dealer, 'id' | 'name'> | null;
};

/** A dealer application as the dealer form is prefilled from it, or null when it does not exist. */
export async function getApplicationForConversion(applicationId: string, db?: Database): Promise<ApplicationForConversion | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select({
      id: dealerApplications.id,
      business_name: dealerApplications.business_name,
      business_address: dealerApplications.business_address,
      city: dealerApplications.city,
      state: dealerApplications.state,
      pincode: dealerApplications.pincode,
      phone: dealerApplications.phone,
      email: dealerApplications.email,
      status: sql<string>`coalesce(${leadStates.status}::text, 'new')`,
      dealer_id: dealers.id,
      dealer_name: dealers.name,
    })
    .from(dealerApplications)
    .leftJoin(leadStates, and(eq(leadStates.lead_kind, 'dealer_application'), eq(leadStates.lead_id, dealerApplications.id)))
    .leftJoin(dealers, eq(dealers.source_application_id, dealerApplications.id))
    .where(eq(dealerApplications.id, applicationId))
    .limit(1);
  if (!row) return null;
  const { dealer_id, dealer_name, ...application } = row;
  return { ...application, dealer: dealer_id && dealer_name ? { id: dealer_id, name: dealer_name } : null };
}
