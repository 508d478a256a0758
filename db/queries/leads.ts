import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { givenOrAppDb, type Database } from '@/db/client';
import { claimSubmissionKey, type SubmissionKey } from '@/db/queries/idempotency';
import {
  careerApplications,
  dealerApplications,
  inquiries,
  launchNotifyRequests,
  mailOutbox,
  newsletterSubscribers,
  products,
  quoteRequests,
  resumeUploads,
  type LeadKind,
} from '@/db/schema';
import type { LeadRecord, ResumePlacement, StoredLead } from '@/db/types';
import type { LeadOrigin } from '@/lib/domain/lead-origin';
import type { CareerApplicationInput } from '@/lib/schemas/career';
import type { DealerApplicationInput } from '@/lib/schemas/dealer';
import type { Enquiry } from '@/lib/schemas/enquiry';
import type { Quote } from '@/lib/schemas/quote';
import { RESUME_PENDING_LIFETIME_SECONDS, resumeObjectName } from '@/lib/schemas/resume';

// Writes of the lead-capture forms. Every lead is stored together with its notification e-mail
// (a mail_outbox row) and the key its form carried in one transaction: either all exist or none
// does. A key already stored makes the write a repeat: nothing is written and the insert answers
// null (the visitor is told it worked, which it did the first time). Nothing here is ever
// returned to a visitor.

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

async function queueNotification(tx: Tx, kind: LeadKind, leadId: string) {
  await tx.insert(mailOutbox).values({ lead_kind: kind, lead_id: leadId });
}

/** With a submission key, null answers a repeat; without one, a lead is always written. */
type Stored<K extends SubmissionKey | undefined, T> = K extends SubmissionKey ? T | null : T;

/** False when the submission's key says it was stored before. */
async function firstSubmission(tx: Tx, submission: SubmissionKey | undefined): Promise<boolean> {
  return !submission || (await claimSubmissionKey(tx, submission));
}

/** One lead and its notification, in one transaction with the submission's key. */
async function storeLead<K extends SubmissionKey | undefined>(db: Database | undefined, submission: K, kind: LeadKind, insert: (tx: Tx) => Promise<StoredLead>) {
  const row = await (await givenOrAppDb(db)).transaction(async (tx) => {
    if (!(await firstSubmission(tx, submission))) return null;
    const lead = await insert(tx);
    await queueNotification(tx, kind, lead.id);
    return lead;
  });
  return row as Stored<K, StoredLead>;
}

export async function insertInquiry<K extends SubmissionKey | undefined = undefined>(data: Enquiry, origin: LeadOrigin, db?: Database, submission?: K) {
  return storeLead(db, submission as K, 'inquiry', async (tx) => {
    const [row] = await tx
      .insert(inquiries)
      .values({ ...data, ...origin })
      .returning({ id: inquiries.id, created_at: inquiries.created_at });
    return row;
  });
}

/** `productId` links the quote to a catalogue product when that product exists. */
export async function insertQuoteRequest<K extends SubmissionKey | undefined = undefined>(
  data: Quote,
  productId: string | null,
  origin: LeadOrigin,
  db?: Database,
  submission?: K,
) {
  return storeLead(db, submission as K, 'quote_request', async (tx) => {
    const [row] = await tx
      .insert(quoteRequests)
      .values({
        ...data,
        product_id: productId ? sql`(select ${products.id} from ${products} where ${products.id} = ${productId})` : null,
        ...origin,
      })
      .returning({ id: quoteRequests.id, created_at: quoteRequests.created_at });
    return row;
  });
}

export async function insertDealerApplication<K extends SubmissionKey | undefined = undefined>(
  data: DealerApplicationInput,
  origin: LeadOrigin,
  db?: Database,
  submission?: K,
) {
  return storeLead(db, submission as K, 'dealer_application', async (tx) => {
    const [row] = await tx
      .insert(dealerApplications)
      .values({ ...data, ...origin })
      .returning({ id: dealerApplications.id, created_at: dealerApplications.created_at });
    return row;
  });
}

export class ResumeUploadMissingError extends Error {
  constructor() {
    super('The pending resume upload does not exist (used already or swept)');
    this.name = 'ResumeUploadMissingError';
  }
}

const isObjectExists = (error: unknown) => (error as { name?: unknown } | null)?.name === 'ObjectExistsError';

/** The key is taken (by an application, or by a file no one owns): try the next timestamp. */
function isKeyTaken(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint_name, constraint } = cause as Record<string, unknown>;
    if (isObjectExists(cause)) return true;
    if (code === '23505' && [constraint_name, constraint].includes('career_applications_resume_url_key')) return true;
    if (code === '23505' && String((cause as Error).message).includes('career_applications_resume_url_key')) return true;
  }
  return false;
}

/**
 * Stores a career application. With a resume, the same transaction consumes the pending upload
 * and copies its file to `<timestamp>-<name>`: if anything fails the transaction rolls back and
 * the copy is deleted again, so no file is left without its application. The unique index on
 * resume_url holds concurrent writers of one name apart; a name in use moves on by a millisecond.
 */
export async function insertCareerApplication<K extends SubmissionKey | undefined = undefined>(
  data: CareerApplicationInput,
  origin: LeadOrigin,
  /** `timestamp` names the file (default: now). */
  resume: { uploadId: string; placement: ResumePlacement; timestamp?: number } | null,
  db?: Database,
  submission?: K,
): Promise<Stored<K, StoredLead & { resume_url: string | null }>> {
  const handle = await givenOrAppDb(db);
  const startedAt = resume?.timestamp ?? Date.now();
  for (let attempt = 0; ; attempt++) {
    let placedKey: string | null = null;
    let pendingKey: string | null = null;
    try {
      const row = await handle.transaction(async (tx) => {
        // A repeat leaves its (already consumed) upload alone.
        if (!(await firstSubmission(tx, submission))) return null;
        let resumeUrl: string | null = null;
        if (resume) {
          const [upload] = await tx
            .delete(resumeUploads)
            .where(and(eq(resumeUploads.id, resume.uploadId), gt(resumeUploads.created_at, sql`now() - make_interval(secs => ${RESUME_PENDING_LIFETIME_SECONDS})`)))
            .returning();
          if (!upload) throw new ResumeUploadMissingError();
          pendingKey = upload.storage_key;
          resumeUrl = resumeObjectName(startedAt + attempt, upload.file_name);
        }
        const [stored] = await tx
          .insert(careerApplications)
          .values({ ...data, resume_url: resumeUrl, ...origin })
          .returning({ id: careerApplications.id, created_at: careerApplications.created_at, resume_url: careerApplications.resume_url });
        await queueNotification(tx, 'career_application', stored.id);
        if (resume && pendingKey && resumeUrl) {
          try {
            await resume.placement.place(pendingKey, resumeUrl);
          } catch (error) {
            // A copy that failed half-way may still have written the file: take it back while
            // this transaction still holds the name (no one else can be writing it now). A name
            // that was already taken belongs to someone else and is left alone.
            if (!isObjectExists(error)) await resume.placement.discard(resumeUrl).catch(() => {});
            throw error;
          }
          placedKey = resumeUrl;
        }
        return stored;
      });
      if (row && resume && pendingKey) await resume.placement.release(pendingKey);
      return row as Stored<K, StoredLead & { resume_url: string | null }>;
    } catch (error) {
      if (placedKey) await resume!.placement.discard(placedKey).catch(() => {});
      if (attempt < 20 && isKeyTaken(error)) continue;
      throw error;
    }
  }
}

/** Newsletter sign-up; signing up twice is the same as once. */
export async function insertNewsletterSubscriber(email: string, origin: LeadOrigin, db?: Database): Promise<void> {
  await (await givenOrAppDb(db)).insert(newsletterSubscribers).values({ email, ...origin }).onConflictDoNothing();
}

/**
 * Get Notified for an upcoming product. Answers the product's name, or null when no such
 * product is listed (nothing is stored then). Asking twice is the same as once.
 */
export async function insertLaunchNotifyRequest(email: string, productId: string, origin: LeadOrigin, db?: Database): Promise<string | null> {
  const handle = await givenOrAppDb(db);
  const [product] = await handle.select({ name: products.name }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) return null;
  await handle
    .insert(launchNotifyRequests)
    .values({ email, product_id: productId, ...origin })
    .onConflictDoNothing();
  return product.name;
}

/** A stored lead, for its notification e-mail (server only; never sent to a browser). */
export async function loadLead(kind: LeadKind, id: string, db?: Database): Promise<LeadRecord | null> {
  const handle = await givenOrAppDb(db);
  switch (kind) {
    case 'inquiry': {
      const [lead] = await handle.select().from(inquiries).where(eq(inquiries.id, id));
      return lead ? { kind, lead } : null;
    }
    case 'quote_request': {
      const [lead] = await handle.select().from(quoteRequests).where(eq(quoteRequests.id, id));
      return lead ? { kind, lead } : null;
    }
    case 'dealer_application': {
      const [lead] = await handle.select().from(dealerApplications).where(eq(dealerApplications.id, id));
      return lead ? { kind, lead } : null;
    }
    case 'career_application': {
      const [lead] = await handle.select().from(careerApplications).where(eq(careerApplications.id, id));
      return lead ? { kind, lead } : null;
    }
  }
}

/** Stored leads of one kind by id, in no particular order (the CSV export's full rows). */
export async function loadLeads(kind: LeadKind, ids: string[], db?: Database): Promise<LeadRecord[]> {
  if (ids.length === 0) return [];
  const handle = await givenOrAppDb(db);
  switch (kind) {
    case 'inquiry':
      return (await handle.select().from(inquiries).where(inArray(inquiries.id, ids))).map((lead) => ({ kind, lead }));
    case 'quote_request':
      return (await handle.select().from(quoteRequests).where(inArray(quoteRequests.id, ids))).map((lead) => ({ kind, lead }));
    case 'dealer_application':
      return (await handle.select().from(dealerApplications).where(inArray(dealerApplications.id, ids))).map((lead) => ({ kind, lead }));
    case 'career_application':
      return (await handle.select().from(careerApplications).where(inArray(careerApplications.id, ids))).map((lead) => ({ kind, lead }));
  }
}
