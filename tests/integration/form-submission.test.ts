import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { insertInquiry } from '@/db/queries/leads';
import { inquiries, rateLimitBuckets, submissionKeys } from '@/db/schema';
import { CHECK_FIELDS_MESSAGE } from '@/lib/actions/form-state';
import { handleFormSubmission, type RequestContext } from '@/lib/actions/form-submission';
import { consumeRateLimit } from '@/db/queries/rate-limit';
import { enquirySurfaces } from '@/lib/schemas/enquiry';
import { testDatabases } from '@/tests/support/databases';
import { enquirySchema } from '@/lib/schemas/lead-schemas';

// The path every form action takes (honeypot, schema, rate limit, store), on real databases.

const messages = enquirySurfaces['inquiry-page'];
const fields = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9830012345', industry_type: 'epc', product_category: 'general', message: '' };

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

for (const target of testDatabases()) {
  describe(`form submission on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      handle = await target.open({ seed: false });
    });
    afterAll(async () => handle?.dispose());

    let ipCounter = 0;
    const freshClient = (): RequestContext => ({ forwardedFor: null, socketAddress: `198.51.100.${++ipCounter}`, referer: null, host: 'site.test' });
    const stored = async (email: string) => (await handle.db.select({ n: count() }).from(inquiries).where(eq(inquiries.email, email)))[0].n;

    /** As a browser with JavaScript sends it: a fresh submission key unless the test gives one. */
    const submit = (values: Record<string, string>, request = freshClient(), max = 3) =>
      handleFormSubmission({
        form: 'enquiry',
        formData: formData({ submission_key: crypto.randomUUID(), ...values }),
        request,
        schema: enquirySchema,
        successMessage: messages.success,
        failureMessage: messages.failure,
        store: async (data, origin, submission) => {
          await insertInquiry(data, origin, handle.db, submission);
        },
        db: handle.db,
        rateLimit: { max, windowSeconds: 600 },
      });

    it('stores a valid enquiry with where it came from, and resets the form', async () => {
      const state = await submit({ ...fields, email: 'origin@example.com', source_page: '/inquiry?ref=nav', utm: '{"utm_source":"linkedin","utm_medium":"social"}' });
      expect(state).toEqual({ status: 'success', message: messages.success, fieldErrors: {}, values: {} });
      const [row] = await handle.db.select().from(inquiries).where(eq(inquiries.email, 'origin@example.com'));
      expect(row).toMatchObject({ name: 'Asha Rao', message: null, source_page: '/inquiry?ref=nav', utm: { utm_source: 'linkedin', utm_medium: 'social' } });
    });

    it('answers each invalid field with its message, keeps the input and stores nothing', async () => {
      const state = await submit({ ...fields, name: 'A', email: 'invalid@', mobile: '983001234' });
      expect(state.status).toBe('error');
      expect(state.message).toBe(CHECK_FIELDS_MESSAGE);
      expect(state.fieldErrors).toEqual({
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email address',
        mobile: 'Please enter a valid mobile number',
      });
      expect(state.values).toMatchObject({ name: 'A', email: 'invalid@', mobile: '983001234' });
      expect(await stored('invalid@')).toBe(0);
    });

    it('answers a filled honeypot as it answers a success, and stores nothing', async () => {
      const state = await submit({ ...fields, email: 'bot@example.com', website: 'http://spam.example' });
      expect(state).toEqual({ status: 'success', message: messages.success, fieldErrors: {}, values: {} });
      expect(await stored('bot@example.com')).toBe(0);
    });

    it('stores a submission once however often its key is sent, and answers each repeat as a success', async () => {
      const key = crypto.randomUUID();
      const values = { ...fields, email: 'repeat@example.com', submission_key: key };
      const states = [await submit(values), await submit(values)];
      // A double click: both at once.
      states.push(...(await Promise.all([submit(values), submit(values)])));
      expect(states.map((state) => state.message)).toEqual(Array(4).fill(messages.success));
      expect(await stored('repeat@example.com')).toBe(1);
      const outbox = await handle.db.execute(sql`select count(*)::int as n from mail_outbox m join inquiries i on i.id = m.lead_id where i.email = 'repeat@example.com'`);
      expect((Array.isArray(outbox) ? outbox : (outbox as { rows: { n: number }[] }).rows)[0]).toEqual({ n: 1 });
      // A new key is a new submission.
      await submit({ ...values, submission_key: crypto.randomUUID() });
      expect(await stored('repeat@example.com')).toBe(2);
    });

    it('stores simultaneous first sends of one key once', async () => {
      const values = { ...fields, email: 'burst-key@example.com', submission_key: crypto.randomUUID() };
      const states = await Promise.all(Array.from({ length: 5 }, () => submit(values, freshClient(), 10)));
      expect(states.every((state) => state.status === 'success')).toBe(true);
      expect(await stored('burst-key@example.com')).toBe(1);
    });

    it('keys a form sent without its key (before JavaScript ran) by what it says: a resubmission is a repeat', async () => {
      const data = { ...fields, email: 'nojs-repeat@example.com', submission_key: '', source_page: '/inquiry' };
      await submit(data);
      await submit({ ...data, source_page: '/' });
      expect(await stored('nojs-repeat@example.com')).toBe(1);
      await submit({ ...data, message: 'Something else' });
      expect(await stored('nojs-repeat@example.com')).toBe(2);
    });

    it('keeps a key for a day: after that it is a new submission', async () => {
      const values = { ...fields, email: 'old-key@example.com', submission_key: crypto.randomUUID() };
      await submit(values);
      await handle.db.update(submissionKeys).set({ created_at: sql`now() - interval '25 hours'` }).where(eq(submissionKeys.key, values.submission_key));
      await submit(values);
      expect(await stored('old-key@example.com')).toBe(2);
    });

    it('does not keep the key of a store that failed: the retry with that key stores the submission', async () => {
      const submission = { form: 'enquiry', key: crypto.randomUUID() };
      const data = enquirySchema.parse({ ...fields, email: 'failed-once@example.com' });
      const origin = { source_page: '/inquiry', utm: {} };
      // The lead's insert fails inside the transaction that claimed the key (a value the column refuses).
      await expect(insertInquiry({ ...data, industry_type: 'not-an-industry' as never }, origin, handle.db, submission)).rejects.toThrow();
      expect(await insertInquiry(data, origin, handle.db, submission)).not.toBeNull();
      expect(await insertInquiry(data, origin, handle.db, submission)).toBeNull();
      expect(await stored('failed-once@example.com')).toBe(1);
    });

    it('refuses submissions over the per-client limit with its message, storing only those within it', async () => {
      const client = freshClient();
      const states = [];
      for (let i = 0; i < 5; i++) states.push(await submit({ ...fields, email: 'limited@example.com' }, client));
      expect(states.map((state) => state.status)).toEqual(['success', 'success', 'success', 'error', 'error']);
      expect(states[3].message).toMatch(/^Too many submissions from your network\. Please try again in \d+ minutes?\.$/);
      expect(states[3].values.email).toBe('limited@example.com');
      expect(await stored('limited@example.com')).toBe(3);
      // Another client is not affected.
      expect((await submit({ ...fields, email: 'limited@example.com' })).status).toBe('success');
    });

    it('counts a burst of simultaneous submissions exactly', async () => {
      const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit('burst', '203.0.113.9', { max: 7, windowSeconds: 600 }, handle.db)));
      expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(results.filter((result) => result.allowed)).toHaveLength(7);
    });

    it('starts counting again in the next window', async () => {
      const policy = { max: 1, windowSeconds: 600 };
      expect((await consumeRateLimit('window', '203.0.113.10', policy, handle.db)).allowed).toBe(true);
      expect((await consumeRateLimit('window', '203.0.113.10', policy, handle.db)).allowed).toBe(false);
      await handle.db.update(rateLimitBuckets).set({ window_start: sql`${rateLimitBuckets.window_start} - interval '600 seconds'` });
      expect((await consumeRateLimit('window', '203.0.113.10', policy, handle.db)).allowed).toBe(true);
    });

    it("runs a client's window from its first submission, wherever the clock's ten minutes fall", async () => {
      const policy = { max: 2, windowSeconds: 600 };
      const client = '203.0.113.11';
      expect((await consumeRateLimit('from-first', client, policy, handle.db)).allowed).toBe(true);
      // The first submission was nine minutes ago: a clock-aligned window would have turned over since.
      await handle.db.update(rateLimitBuckets).set({ window_start: sql`now() - interval '540 seconds'` }).where(sql`${rateLimitBuckets.key} like 'from-first:%'`);
      expect((await consumeRateLimit('from-first', client, policy, handle.db)).allowed).toBe(true);
      const third = await consumeRateLimit('from-first', client, policy, handle.db);
      expect(third).toMatchObject({ allowed: false, hits: 3 });
      expect(third.retryAfterSeconds).toBeGreaterThan(55);
      expect(third.retryAfterSeconds).toBeLessThanOrEqual(60);
    });
  });

  describe(`form submission on ${target.name} when the database is gone`, () => {
    it("answers the form's failure message and keeps every value", async () => {
      const handle = await target.open({ seed: false });
      const { db } = handle;
      await handle.dispose();
      const state = await handleFormSubmission({
        form: 'enquiry',
        formData: formData(fields),
        request: { forwardedFor: null, socketAddress: '192.0.2.1', referer: null, host: null },
        schema: enquirySchema,
        successMessage: messages.success,
        failureMessage: messages.failure,
        store: async (data, origin, submission) => {
          await insertInquiry(data, origin, db, submission);
        },
        db,
      });
      expect(state).toEqual({ status: 'error', message: 'Failed to submit inquiry. Please try again.', fieldErrors: {}, values: fields });
    });
  });
}
