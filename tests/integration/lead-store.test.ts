import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import {
  insertCareerApplication,
  insertDealerApplication,
  insertInquiry,
  insertLaunchNotifyRequest,
  insertNewsletterSubscriber,
  insertQuoteRequest,
} from '@/db/queries/leads';
import { careerApplications, dealerApplications, inquiries, launchNotifyRequests, mailOutbox, newsletterSubscribers, quoteRequests } from '@/db/schema';
import { testDatabases } from '@/tests/support/databases';
import { sampleCareer, sampleDealer, sampleEnquiry } from '@/tests/support/lead-samples';
import { quoteSchema } from '@/lib/schemas/lead-schemas';

const origin = { source_page: '/inquiry', utm: { utm_source: 'newsletter', utm_campaign: 'monsoon' } };

for (const target of testDatabases()) {
  describe(`lead store on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => handle?.dispose());

    const outboxFor = (leadId: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.lead_id, leadId));

    it('stores an enquiry with its origin, and its notification in the same transaction', async () => {
      const stored = await insertInquiry(sampleEnquiry, origin, handle.db);
      const [row] = await handle.db.select().from(inquiries).where(eq(inquiries.id, stored.id));
      expect(row).toMatchObject({ ...sampleEnquiry, source_page: '/inquiry', utm: origin.utm });
      const outbox = await outboxFor(stored.id);
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ lead_kind: 'inquiry', status: 'pending', attempts: 0 });
    });

    it('stores nothing, neither lead nor e-mail, when the lead is refused by the database', async () => {
      const [{ n: leadsBefore }] = await handle.db.select({ n: count() }).from(dealerApplications);
      const [{ n: mailBefore }] = await handle.db.select({ n: count() }).from(mailOutbox);
      await expect(insertDealerApplication({ ...sampleDealer, years_in_business: -1 }, origin, handle.db)).rejects.toThrow();
      const [{ n: leadsAfter }] = await handle.db.select({ n: count() }).from(dealerApplications);
      const [{ n: mailAfter }] = await handle.db.select({ n: count() }).from(mailOutbox);
      expect([leadsAfter, mailAfter]).toEqual([leadsBefore, mailBefore]);
    });

    it('stores a dealer application with every field', async () => {
      const stored = await insertDealerApplication(sampleDealer, origin, handle.db);
      const [row] = await handle.db.select().from(dealerApplications).where(eq(dealerApplications.id, stored.id));
      expect(row).toMatchObject({ ...sampleDealer, warehouse_facility: true, current_suppliers: null });
      expect(await outboxFor(stored.id)).toHaveLength(1);
    });

    it('links a quote to its catalogue product only when the product exists', async () => {
      const quote = quoteSchema.parse({
        product_category: 'Welding Electrodes - E7018',
        customer_name: 'Asha Rao',
        customer_email: 'asha@example.com',
        quantity: '40',
      });
      const [product] = await handle.db.execute<{ id: string }>(sql`select id from products limit 1`).then((result) =>
        Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows,
      );
      const linked = await insertQuoteRequest(quote, product.id, origin, handle.db);
      const unlinked = await insertQuoteRequest(quote, 'no-such-product', origin, handle.db);
      const rows = await handle.db.select().from(quoteRequests);
      expect(rows.find((row) => row.id === linked.id)).toMatchObject({ product_id: product.id, quantity: 40, customer_phone: null });
      expect(rows.find((row) => row.id === unlinked.id)).toMatchObject({ product_id: null, product_category: 'Welding Electrodes - E7018' });
    });

    it('stores a career application without a resume as resume_url null', async () => {
      const stored = await insertCareerApplication(sampleCareer, origin, null, handle.db);
      expect(stored.resume_url).toBeNull();
      const [row] = await handle.db.select().from(careerApplications).where(eq(careerApplications.id, stored.id));
      expect(row).toMatchObject({ ...sampleCareer, resume_url: null });
      expect(await outboxFor(stored.id)).toHaveLength(1);
    });

    it('keeps one newsletter row per address, whatever its case', async () => {
      await insertNewsletterSubscriber('Reader@Example.com', origin, handle.db);
      await insertNewsletterSubscriber('reader@example.com', origin, handle.db);
      const rows = await handle.db.select().from(newsletterSubscribers);
      expect(rows.filter((row) => row.email.toLowerCase() === 'reader@example.com')).toHaveLength(1);
    });

    it('stores Get Notified with its product once, and nothing for an unknown product', async () => {
      const [product] = await handle.db.execute<{ id: string; name: string }>(sql`select id, name from products where is_upcoming limit 1`).then((result) =>
        Array.isArray(result) ? result : (result as { rows: { id: string; name: string }[] }).rows,
      );
      expect(await insertLaunchNotifyRequest('buyer@example.com', product.id, origin, handle.db)).toBe(product.name);
      expect(await insertLaunchNotifyRequest('BUYER@example.com', product.id, origin, handle.db)).toBe(product.name);
      expect(await insertLaunchNotifyRequest('buyer@example.com', 'no-such-product', origin, handle.db)).toBeNull();
      const rows = await handle.db.select().from(launchNotifyRequests);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ product_id: product.id, email: 'buyer@example.com' });
    });
  });
}
