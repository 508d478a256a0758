import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { insertCareerApplication, insertDealerApplication, insertInquiry } from '@/db/queries/leads';
import { mailOutbox } from '@/db/schema';
import type { MailSettings } from '@/lib/mail/compose';
import { deliverDueMail, type DeliveryDeps } from '@/lib/mail/delivery';
import { createMailTransport, type MailTransport } from '@/lib/mail/transport';
import { DiskObjectStore } from '@/lib/storage/disk-store';
import { resumePlacement, stageResume } from '@/lib/storage/resumes';
import { testDatabases, tempDir } from '@/tests/support/databases';
import { makePdf } from '@/tests/support/fixtures';
import { sampleCareer, sampleDealer, sampleEnquiry } from '@/tests/support/lead-samples';
import { startSmtpServer, type TestSmtpServer } from '@/tests/support/smtp';
import { enquirySchema } from '@/lib/schemas/lead-schemas';

const settings: MailSettings = {
  from: '"Arcstar Website" <website@arcstar.test>',
  notifyTo: 'sales@arcstar.test',
  notifyToCareers: 'hr@arcstar.test',
  companyName: 'Arcstar Welding Industries',
  messageIdDomain: 'arcstar.test',
  siteUrl: 'https://www.arcstar.test',
  resumeAttachMaxBytes: 5 * 1024 * 1024,
};
const origin = { source_page: '/inquiry', utm: { utm_source: 'google' } };
const policy = { retryBaseSeconds: 0.05, maxAttempts: 4, leaseSeconds: 600 };

for (const target of testDatabases()) {
  describe(`mail outbox on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    let smtp: TestSmtpServer;
    let transport: MailTransport;
    const storeDir = tempDir('outbox-resumes');
    const store = new DiskObjectStore(storeDir);
    let deps: DeliveryDeps;

    beforeAll(async () => {
      handle = await target.open({ seed: false });
      smtp = await startSmtpServer();
      transport = createMailTransport({ smtp: { host: '127.0.0.1', port: smtp.port, secure: false }, mailDir: '' });
      deps = { db: handle.db, transport, store, settings, policy };
    });
    afterAll(async () => {
      transport?.close();
      await smtp?.stop();
      await handle?.dispose();
      fs.rmSync(storeDir, { recursive: true, force: true });
    });
    beforeEach(async () => {
      await handle.db.delete(mailOutbox);
      smtp.messages.length = 0;
    });

    /** Delivers until nothing is pending any more (retries come due after their short backoff). */
    async function deliverAll() {
      for (;;) {
        await deliverDueMail(deps);
        const [{ open }] = rows<{ open: number }>(await handle.db.execute(sql`select count(*)::int as open from mail_outbox where status in ('pending', 'sending')`));
        if (open === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it('sends each lead to the team with every field, created_at and the visitor as Reply-To, once', async () => {
      const enquiry = await insertInquiry(sampleEnquiry, origin, handle.db);
      const dealer = await insertDealerApplication(sampleDealer, origin, handle.db);
      expect(await deliverDueMail(deps)).toBe(2);
      expect(await deliverDueMail(deps)).toBe(0);
      expect(smtp.messages).toHaveLength(2);

      const enquiryMail = smtp.messages.find((mail) => mail.headers.get('x-lead-reference') === enquiry.id)!;
      expect(enquiryMail.subject).toBe('New enquiry from Asha Rao – Welding Wires');
      expect(enquiryMail.to).toMatchObject({ value: [{ address: 'sales@arcstar.test' }] });
      expect(enquiryMail.replyTo).toMatchObject({ value: [{ address: 'asha@example.com', name: 'Asha Rao' }] });
      const [outbox] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.lead_id, enquiry.id));
      expect(enquiryMail.messageId).toBe(`<${outbox.id}@arcstar.test>`);
      for (const line of [
        'Name: Asha Rao',
        'Email: asha@example.com',
        'Mobile: 9830012345',
        'Industry type: Shipbuilding (shipbuilding)',
        'Product category: Welding Wires (wires)',
        'Message: Need ER70S-6 1.2 mm, 15 kg spools.',
        `(${enquiry.created_at.toISOString()})`,
        'Sent from page: /inquiry',
        'Campaign (utm): utm_source=google',
      ]) {
        expect(enquiryMail.text).toContain(line);
      }
      expect(enquiryMail.html).toContain('Shipbuilding (shipbuilding)');
      // One tap from the e-mail to the lead's page, where staff set its status and assign it.
      const leadPage = `https://www.arcstar.test/admin/leads/inquiry/${enquiry.id}`;
      expect(enquiryMail.text).toContain(`Open this lead in the back office:\n${leadPage}`);
      expect(enquiryMail.html).toContain(`href="${leadPage}"`);

      const dealerMail = smtp.messages.find((mail) => mail.headers.get('x-lead-reference') === dealer.id)!;
      expect(dealerMail.subject).toBe('Dealer application: Rao Traders, Howrah');
      expect(dealerMail.text).toContain('Warehouse facility: Yes');
      expect(dealerMail.text).toContain('Annual turnover: ₹1 – 5 Crore (1_5cr)');
      expect(dealerMail.text).toContain('Current suppliers: (not provided)');

      const states = await handle.db.select({ status: mailOutbox.status, sent: mailOutbox.sent_at }).from(mailOutbox);
      expect(states.every((row) => row.status === 'sent' && row.sent !== null)).toBe(true);
    });

    it('escapes what the visitor typed: no markup reaches the e-mail, nothing breaks its headers', async () => {
      const hostile = enquirySchema.parse({
        ...sampleEnquiry,
        name: '<img src=x onerror=alert(1)> "Boss"\r\nBcc: victim@example.com',
        message: '<script>alert("x")</script>\n& more',
      });
      await insertInquiry(hostile, origin, handle.db);
      await deliverAll();
      const [mail] = smtp.messages;
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<img src=x');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>&amp; more');
      expect(mail.bcc).toBeUndefined();
      expect(mail.headers.has('bcc')).toBe(false);
      expect(mail.subject).toBe('New enquiry from <img src=x onerror=alert(1)> "Boss" Bcc: victim@example.com – Welding Wires');
    });

    it('keeps mail while the SMTP server is down, retries with backoff, then delivers each one exactly once', async () => {
      await smtp.stop();
      const leads = await Promise.all([1, 2, 3].map(() => insertInquiry(sampleEnquiry, origin, handle.db)));
      expect(await deliverDueMail(deps)).toBe(3);
      const failed = await handle.db.select().from(mailOutbox);
      expect(failed.map((row) => [row.status, row.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(failed.every((row) => row.last_error && row.next_attempt_at > row.created_at)).toBe(true);

      await smtp.start();
      await deliverAll();
      const references = smtp.messages.map((mail) => mail.headers.get('x-lead-reference')).sort();
      expect(references).toEqual(leads.map((lead) => lead.id).sort());
    });

    it('gives up after the last attempt and records why', async () => {
      await smtp.stop();
      await insertInquiry(sampleEnquiry, origin, handle.db);
      try {
        await deliverAll();
      } finally {
        await smtp.start();
      }
      const [row] = await handle.db.select().from(mailOutbox);
      expect(row).toMatchObject({ status: 'failed', attempts: policy.maxAttempts });
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    });

    it('takes over a row whose sender died mid-send (its lease ran out), as the same message', async () => {
      const lead = await insertInquiry(sampleEnquiry, origin, handle.db);
      // The first sender got the message out, then died before recording it.
      await deliverDueMail(deps);
      await handle.db
        .update(mailOutbox)
        .set({ status: 'sending', attempts: 1, sent_at: null, locked_until: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.lead_id, lead.id));
      expect(await deliverDueMail(deps)).toBe(1);
      expect(smtp.messages).toHaveLength(2);
      const [row] = await handle.db.select().from(mailOutbox);
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      // A mail program recognises the resend as the message it already has.
      expect(smtp.messages[1].messageId).toBe(smtp.messages[0].messageId);
      expect(smtp.messages[1].messageId).toBe(`<${row.id}@arcstar.test>`);
    });

    it('leases a claimed row for a minute: longer than one SMTP attempt, short enough to resume soon after a crash', async () => {
      const { MAIL_LEASE_SECONDS } = await import('@/lib/mail');
      expect(MAIL_LEASE_SECONDS).toBeLessThanOrEqual(60);
      const lead = await insertInquiry(sampleEnquiry, origin, handle.db);
      // A sender that never finishes (its process is about to die).
      void deliverDueMail({ ...deps, policy: { ...policy, leaseSeconds: MAIL_LEASE_SECONDS }, transport: { kind: 'smtp', send: () => new Promise(() => {}), close: () => {} } });
      const lease = async () =>
        rows<{ status: string; lease: number }>(
          await handle.db.execute(sql`select status, extract(epoch from locked_until - now())::float8 as lease from mail_outbox where lead_id = ${lead.id}`),
        )[0];
      await vi.waitFor(async () => expect((await lease()).status).toBe('sending'));
      const row = await lease();
      expect(row.lease).toBeGreaterThan(MAIL_LEASE_SECONDS - 5);
      expect(row.lease).toBeLessThanOrEqual(MAIL_LEASE_SECONDS);
    });

    it('never lets two senders claim the same row', async () => {
      const leads = await Promise.all(Array.from({ length: 12 }, () => insertInquiry(sampleEnquiry, origin, handle.db)));
      const slow: MailTransport = {
        kind: 'smtp',
        send: async (message, name) => {
          await new Promise((resolve) => setTimeout(resolve, 15));
          await transport.send(message, name);
        },
        close: () => {},
      };
      const sender = { ...deps, transport: slow };
      await Promise.all([deliverDueMail(sender), deliverDueMail(sender), deliverDueMail(sender)]);
      await deliverAll();
      const references = smtp.messages.map((mail) => mail.headers.get('x-lead-reference'));
      expect(references.sort()).toEqual(leads.map((lead) => lead.id).sort());
    });

    it('sends career applications to HR with the resume attached', async () => {
      const pdf = await makePdf('Asha Rao');
      const uploadId = await stageResume({ source: { bytes: pdf }, size: pdf.length, fileName: 'asha.pdf', store, client: '192.0.2.1', db: handle.db });
      const stored = await insertCareerApplication(sampleCareer, origin, { uploadId, placement: resumePlacement(store) }, handle.db);
      await deliverAll();
      const [mail] = smtp.messages;
      expect(mail.to).toMatchObject({ value: [{ address: 'hr@arcstar.test' }] });
      expect(mail.subject).toBe('Career application: Quality Engineer – Asha Rao');
      expect(mail.text).toContain(`Resume: ${stored.resume_url}`);
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]).toMatchObject({ filename: stored.resume_url, contentType: 'application/pdf' });
      expect(Buffer.from(mail.attachments[0].content).equals(pdf)).toBe(true);
    });

    it('does not attach a resume over the attachment limit: the e-mail says so and where it is kept', async () => {
      const pdf = await makePdf('Asha Rao, long portfolio');
      const uploadId = await stageResume({ source: { bytes: pdf }, size: pdf.length, fileName: 'portfolio.pdf', store, client: '192.0.2.2', db: handle.db });
      const stored = await insertCareerApplication(sampleCareer, origin, { uploadId, placement: resumePlacement(store) }, handle.db);
      await deliverDueMail({ ...deps, settings: { ...settings, resumeAttachMaxBytes: pdf.length - 1 } });
      const [mail] = smtp.messages;
      expect(mail.attachments).toHaveLength(0);
      const note = `is too large to attach to this e-mail. Download it from the application page in the back office: https://www.arcstar.test/admin/leads/career_application/${stored.id}`;
      expect(mail.text).toContain(note);
      expect(mail.html).toContain(note);
      expect(mail.text).not.toContain('The resume is attached.');
    });

    it('without SMTP writes one .eml per notification that a mail program opens', async () => {
      const mailDir = tempDir('eml');
      const files = createMailTransport({ smtp: null, mailDir });
      const lead = await insertInquiry(sampleEnquiry, origin, handle.db);
      await deliverDueMail({ ...deps, transport: files });
      const written = fs.readdirSync(mailDir);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatch(/-inquiry-[0-9a-f-]{36}\.eml$/);
      const mail = await simpleParser(fs.readFileSync(path.join(mailDir, written[0])));
      expect(mail.headers.get('x-lead-reference')).toBe(lead.id);
      expect(mail.text).toContain('Mobile: 9830012345');
      fs.rmSync(mailDir, { recursive: true, force: true });
    });
  });
}

function rows<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
