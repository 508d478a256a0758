import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealers, productSlugRedirects } from '@/db/schema';
import { backOfficeAddressNamesNothing, type Asker } from '@/db/queries/back-office-addresses';
import { insertCareerApplication, insertDealerApplication, insertInquiry } from '@/db/queries/leads';
import { articles as seedArticles } from '@/db/seed/data/news';
import { seedProducts } from '@/db/seed/seed';
import { testDatabases } from '@/tests/support/databases';
import { sampleCareer, sampleDealer, sampleEnquiry } from '@/tests/support/lead-samples';
import { createStaff, sessionCookie, testRuntime } from '@/tests/support/staff';
import { sessionTokenOf } from '@/lib/auth/session-cookie';

// proxy.ts answers a back office address these say names nothing with the not-found page before
// the page renders: a record that exists must never answer 404, one that does not always.

const origin = { source_page: '/inquiry', utm: {} };
const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

for (const target of testDatabases()) {
  describe(`back office address checks on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    const namesNothing = (address: string, asker: Asker = { sessionToken: null }) => backOfficeAddressNamesNothing(new URL(address, 'http://x'), asker, handle.db);
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => handle?.dispose());

    it('pages and file routes name something, whatever their query; any other address under /admin names nothing', async () => {
      for (const address of ['/admin', '/admin/leads', '/admin/leads?status=new', '/admin/leads/export', '/admin/news/new', '/admin/products/new', '/admin/dealers/new', '/admin/sign-in', '/admin/sign-in/two-factor', '/admin/staff']) {
        expect(await namesNothing(address), address).toBe(false);
      }
      for (const address of ['/admin/no-such-page', '/admin/leads/inquiry', '/admin/news/a/b/c', '/admin/sign-in/other', '/admin/leads/export/more']) {
        expect(await namesNothing(address), address).toBe(true);
      }
    });

    it('a lead exists under its own kind and id only', async () => {
      const { id } = await insertInquiry(sampleEnquiry, origin, handle.db);
      expect(await namesNothing(`/admin/leads/inquiry/${id}`)).toBe(false);
      expect(await namesNothing(`/admin/leads/quote_request/${id}`)).toBe(true);
      expect(await namesNothing(`/admin/leads/inquiry/${MISSING_UUID}`)).toBe(true);
      expect(await namesNothing('/admin/leads/inquiry/not-a-uuid')).toBe(true);
      expect(await namesNothing(`/admin/leads/no-such-kind/${id}`)).toBe(true);
      // The resume is a file route: it answers its own 404.
      expect(await namesNothing(`/admin/leads/career_application/${MISSING_UUID}/resume`)).toBe(false);
    });

    it("a lead of a kind the signed-in role does not open names nothing, as a missing one: HR's inbox holds no enquiry, sales' no job application", async () => {
      const runtime = testRuntime(handle.db);
      const askerOf = async (role: 'hr' | 'sales' | 'staff'): Promise<Asker> => {
        const member = await createStaff(handle.db, role);
        const cookie = await sessionCookie(runtime, member.email, member.password);
        return { sessionToken: sessionTokenOf(new Headers({ cookie }), runtime.siteUrl) };
      };
      const [hr, sales, staff] = [await askerOf('hr'), await askerOf('sales'), await askerOf('staff')];
      expect(hr.sessionToken).toMatch(/^[A-Za-z0-9]{20,}$/);
      const enquiry = `/admin/leads/inquiry/${(await insertInquiry(sampleEnquiry, origin, handle.db)).id}`;
      const application = `/admin/leads/career_application/${(await insertCareerApplication(sampleCareer, origin, null, handle.db)).id}`;
      expect(await namesNothing(enquiry, hr)).toBe(true);
      expect(await namesNothing(application, hr)).toBe(false);
      expect(await namesNothing(application, sales)).toBe(true);
      expect(await namesNothing(enquiry, sales)).toBe(false);
      for (const address of [enquiry, application]) expect(await namesNothing(address, staff), address).toBe(false);
      // A token naming no session: the page itself sends its visitor to sign in.
      expect(await namesNothing(application, { sessionToken: 'no-such-session' })).toBe(false);
    });

    it('articles (drafts too), products (and a renamed one’s old id), categories and dealers as their editing pages read them', async () => {
      const draft = seedArticles.find((article) => !article.is_published)!;
      for (const id of [seedArticles[0].id, draft.id]) {
        expect(await namesNothing(`/admin/news/${id}`), id).toBe(false);
        expect(await namesNothing(`/admin/news/${id}/preview`), id).toBe(false);
      }
      expect(await namesNothing('/admin/news/no-such-article')).toBe(true);
      expect(await namesNothing('/admin/news/no-such-article/preview')).toBe(true);

      const product = seedProducts[0].id;
      expect(await namesNothing(`/admin/products/${product}`)).toBe(false);
      expect(await namesNothing(`/admin/products/${product}/images`)).toBe(false);
      expect(await namesNothing(`/admin/products/${product}/documents`)).toBe(false);
      await handle.db.insert(productSlugRedirects).values({ old_id: 'an-old-name', product_id: product });
      expect(await namesNothing('/admin/products/an-old-name')).toBe(false); // the page redirects
      expect(await namesNothing('/admin/products/an-old-name/images')).toBe(true);
      expect(await namesNothing('/admin/products/an-old-name/documents')).toBe(true);
      expect(await namesNothing('/admin/products/no-such-product/documents')).toBe(true);
      expect(await namesNothing('/admin/products/no-such-product')).toBe(true);
      expect(await namesNothing('/admin/products/Not%20A%20Slug')).toBe(true);

      expect(await namesNothing('/admin/categories/welding-electrodes')).toBe(false);
      expect(await namesNothing('/admin/categories/no-such-category')).toBe(true);

      const [dealer] = await handle.db.select({ id: dealers.id }).from(dealers).limit(1);
      expect(await namesNothing(`/admin/dealers/${dealer.id}`)).toBe(false);
      expect(await namesNothing('/admin/dealers/no-such-dealer')).toBe(true);
    });

    it('a new dealer from an application: the application must exist', async () => {
      const { id } = await insertDealerApplication(sampleDealer, { source_page: '/dealers', utm: {} }, handle.db);
      expect(await namesNothing(`/admin/dealers/new?application=${id}`)).toBe(false);
      expect(await namesNothing(`/admin/dealers/new?application=${MISSING_UUID}`)).toBe(true);
      expect(await namesNothing('/admin/dealers/new?application=nonsense')).toBe(true);
    });
  });
}
