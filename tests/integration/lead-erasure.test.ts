import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findLeadsOf } from '@/db/queries/lead-erasure';
import { addLeadNote, listLeads, setLeadStatus } from '@/db/queries/lead-inbox';
import { insertCareerApplication, insertDealerApplication, insertInquiry, insertLaunchNotifyRequest, insertNewsletterSubscriber, insertQuoteRequest } from '@/db/queries/leads';
import { queueMessage } from '@/db/queries/outbox';
import { rowsOf } from '@/db/queries/internal/rows';
import { eraseLeadsEverywhere } from '@/lib/leads/erasure';
import { purgeExpiredLeads, retentionCutoff } from '@/lib/leads/retention';
import { deliverDueMail } from '@/lib/mail/delivery';
import { createMailTransport } from '@/lib/mail/transport';
import { personIdentifier } from '@/lib/schemas/personal-data';
import { DiskObjectStore } from '@/lib/storage/disk-store';
import { resumePlacement, stageResume } from '@/lib/storage/resumes';
import { testDatabases, tempDir } from '@/tests/support/databases';
import { makePdf } from '@/tests/support/fixtures';
import { sampleCareer, sampleDealer, sampleEnquiry } from '@/tests/support/lead-samples';
import { createStaff } from '@/tests/support/staff';
import { quoteSchema } from '@/lib/schemas/lead-schemas';

// Data protection: everything about one e-mail address or phone number found across every kind of
// lead and erased (rows, status and history, resume files, queued mail and its saved .eml copies),
// and the retention purge of old leads. Checked in the database and in storage afterwards.

const origin = { source_page: '/inquiry', utm: {} };
const ERASED = 'Asha.Rao@Example.com';
const KEPT = 'kept.person@example.org';
const settings = { from: 'website@arcstar.test', notifyTo: 'sales@arcstar.test', notifyToCareers: 'hr@arcstar.test', companyName: 'Arcstar', messageIdDomain: 'arcstar.test', siteUrl: 'https://www.arcstar.test', resumeAttachMaxBytes: 5 * 1024 * 1024 };
const policy = { retryBaseSeconds: 1, retryMaxSeconds: 10, maxAttempts: 3, leaseSeconds: 600 };

const leadTables = [
  ['inquiries', 'email'],
  ['quote_requests', 'customer_email'],
  ['dealer_applications', 'email'],
  ['career_applications', 'email'],
  ['launch_notify_requests', 'email'],
  ['newsletter_subscribers', 'email'],
] as const;

for (const target of testDatabases()) {
  describe(`erasure and retention on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    const storeDir = tempDir('erasure-resumes');
    const mailDir = tempDir('erasure-mail');
    const store = new DiskObjectStore(storeDir);
    let resumeKey: string;
    let keptResumeKey: string;

    const countWith = async (email: string) => {
      let total = 0;
      for (const [table, column] of leadTables) {
        const rows = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where lower(${sql.identifier(column)}) = ${email.toLowerCase()}`));
        total += Number(rows[0].n);
      }
      return total;
    };
    const mailFilesHolding = (text: string) => fs.readdirSync(mailDir).filter((name) => fs.readFileSync(path.join(mailDir, name), 'utf8').toLowerCase().includes(text.toLowerCase()));

    beforeAll(async () => {
      handle = await target.open({ seed: true });
      const db = handle.db;
      const staff = await createStaff(db, 'staff');
      const [product] = rowsOf<{ id: string }>(await db.execute(sql`select id from products limit 1`));
      const career = async (email: string, name: string) => {
        const uploadId = await stageResume({ source: { bytes: await makePdf(name) }, size: (await makePdf(name)).length, fileName: `${name}.pdf`, store, client: `192.0.2.${name.length}`, db });
        return insertCareerApplication({ ...sampleCareer, email, full_name: name }, origin, { uploadId, placement: resumePlacement(store) }, db);
      };
      // One person, by mixed-case e-mail, in every kind of lead (and by phone in one more).
      const inquiry = await insertInquiry({ ...sampleEnquiry, email: ERASED, mobile: '+91 98765 43210' }, origin, db);
      await insertQuoteRequest(quoteSchema.parse({ product_category: 'Electrodes', customer_name: 'Asha Rao', customer_email: ERASED.toLowerCase(), customer_phone: '9876543210', message: 'Rates please' }), null, origin, db);
      await insertDealerApplication({ ...sampleDealer, email: ERASED, phone: '98765 43210' }, origin, db);
      resumeKey = (await career(ERASED, 'Asha Rao')).resume_url!;
      await insertLaunchNotifyRequest(ERASED, product.id, origin, db);
      await insertNewsletterSubscriber(ERASED, origin, db);
      await setLeadStatus({ kind: 'inquiry', id: inquiry.id }, 'contacted', staff, db);
      await addLeadNote({ kind: 'inquiry', id: inquiry.id }, 'Called Asha about the wire.', staff, db);
      // Someone else, who must be left alone.
      await insertInquiry({ ...sampleEnquiry, name: 'Kept Person', email: KEPT, mobile: '9123456780' }, origin, db);
      keptResumeKey = (await career(KEPT, 'Kept Person')).resume_url!;
      // A composed e-mail that names the person, and .eml copies of every notification.
      await queueMessage({ to: 'sales@arcstar.test', subject: 'About a customer', text: `Please call ${ERASED.toLowerCase()}`, html: '<p>Please call</p>' }, db);
      const transport = createMailTransport({ smtp: null, mailDir });
      while ((await deliverDueMail({ db, transport, store, settings, policy })) > 0);
      await queueMessage({ to: 'sales@arcstar.test', subject: 'Queued, not sent', text: `Reply to ${ERASED}`, html: '<p>x</p>' }, db);
    }, 120_000);
    afterAll(async () => {
      await handle?.dispose();
      fs.rmSync(storeDir, { recursive: true, force: true });
      fs.rmSync(mailDir, { recursive: true, force: true });
    });

    it('reads an e-mail address or a phone number of 10 digits or more, and nothing else', () => {
      expect(personIdentifier.parse(' Asha.Rao@Example.com ')).toEqual({ email: 'asha.rao@example.com' });
      expect(personIdentifier.parse('+91 98765-43210')).toEqual({ phoneDigits: '919876543210' });
      expect(personIdentifier.safeParse('12345').success).toBe(false);
      expect(personIdentifier.safeParse('asha@').success).toBe(false);
    });

    it('finds everything about the person by e-mail in any case, and by phone in any spacing', async () => {
      const byEmail = await findLeadsOf({ person: { email: 'ASHA.RAO@example.COM' } }, handle.db);
      expect(byEmail.map((lead) => lead.kind).sort()).toEqual(['career_application', 'dealer_application', 'inquiry', 'launch_notification', 'newsletter_subscription', 'quote_request']);
      const byPhone = await findLeadsOf({ person: { phoneDigits: '919876543210' } }, handle.db);
      expect(byPhone.map((lead) => lead.kind).sort()).toEqual(['dealer_application', 'inquiry', 'quote_request']);
      expect(mailFilesHolding(ERASED).length).toBeGreaterThan(0);
    });

    it('erases rows, status and history, the resume file, queued mail and saved copies, and nothing of anyone else', async () => {
      const outcome = await eraseLeadsEverywhere({ person: { email: ERASED } }, { store, mailDir, db: handle.db });
      expect(outcome.leads).toBe(6);
      expect(outcome.resumeKeys).toEqual([resumeKey]);
      expect(await countWith(ERASED)).toBe(0);
      expect(rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from lead_states`))[0].n).toBe(0);
      expect(rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from lead_events`))[0].n).toBe(0);
      const mail = rowsOf<{ lead_kind: string | null; message: unknown }>(await handle.db.execute(sql`select lead_kind, message from mail_outbox`));
      expect(JSON.stringify(mail).toLowerCase()).not.toContain(ERASED.toLowerCase());
      expect(mail.filter((row) => row.lead_kind !== null)).toHaveLength(2); // the kept person's two notifications
      expect(await store.exists(resumeKey)).toBe(false);
      expect(mailFilesHolding(ERASED)).toEqual([]);
      expect(mailFilesHolding('asha rao')).toEqual([]);

      expect(await countWith(KEPT)).toBe(2);
      expect(await store.exists(keptResumeKey)).toBe(true);
      expect(mailFilesHolding(KEPT).length).toBeGreaterThan(0);
      // Erasing again finds nothing.
      expect((await eraseLeadsEverywhere({ person: { email: ERASED } }, { store, mailDir, db: handle.db })).leads).toBe(0);
    });

    it('purges leads older than the retention with their resumes, and records counts only', async () => {
      expect(retentionCutoff(12, new Date('2026-03-31T00:00:00Z')).toISOString()).toBe('2025-03-31T00:00:00.000Z');
      await handle.db.execute(sql`update career_applications set created_at = now() - interval '25 months' where email = ${KEPT}`);
      const outcome = await purgeExpiredLeads(24, { store, mailDir, db: handle.db });
      expect(outcome.counts.career_application).toBe(1);
      expect(outcome.leads).toBe(1);
      expect(await store.exists(keptResumeKey)).toBe(false);
      expect((await listLeads({}, { page: 1, pageSize: 50 }, handle.db)).leads.map((lead) => lead.kind)).toEqual(['inquiry']);
      const [entry] = rowsOf<{ action: string; details: Record<string, unknown> }>(await handle.db.execute(sql`select action, details from audit_log where action = 'leads_purged'`));
      expect(entry.details).toMatchObject({ retention_months: 24, leads: 1, resumes: 1 });
      expect(JSON.stringify(entry).toLowerCase()).not.toContain(KEPT);
      // Nothing else is old enough.
      expect((await purgeExpiredLeads(24, { store, mailDir, db: handle.db })).leads).toBe(0);
    });
  });
}
