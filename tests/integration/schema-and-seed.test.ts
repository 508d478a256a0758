import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { inquiries, newsArticles, productCategories, productImages, products, careerApplications, dealerApplications } from '@/db/schema';
import { seedDatabase } from '@/db/seed/seed';
import { productCategoryKeys } from '@/lib/domain/options';
import { testDatabases } from '@/tests/support/databases';

for (const target of testDatabases()) {
  describe(`schema and seed on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => handle?.dispose());

    it('seeds an empty database with the catalogue, categories and articles', async () => {
      const { db } = handle;
      const perCategory = await db
        .select({ category: products.category, n: count() })
        .from(products)
        .groupBy(products.category);
      const counts = Object.fromEntries(perCategory.map((row) => [row.category, row.n]));
      for (const key of ['welding-electrodes', 'wires-flux', 'equipment', 'abrasives'] as const) {
        expect(counts[key], key).toBeGreaterThanOrEqual(8);
      }
      const upcomingPpe = await db
        .select()
        .from(products)
        .where(sql`${products.category} = 'ppe' and ${products.is_upcoming} and ${products.launch_date} is not null`);
      expect(upcomingPpe.length).toBeGreaterThanOrEqual(4);

      const categories = await db.select().from(productCategories);
      expect(categories.map((c) => c.category_key).sort()).toEqual([...productCategoryKeys].sort());

      const published = await db.select().from(newsArticles).where(eq(newsArticles.is_published, true));
      const drafts = await db.select().from(newsArticles).where(eq(newsArticles.is_published, false));
      expect(published.length).toBeGreaterThanOrEqual(6);
      expect(drafts.length).toBeGreaterThanOrEqual(1);
      expect(published[0].content).toMatch(/^#|\n## /);
    });

    it('gives every product 2 to 4 images with exactly one primary, and real technical data', async () => {
      const { db } = handle;
      const rows = await db.select().from(products);
      const images = await db.select().from(productImages);
      for (const product of rows) {
        const own = images.filter((image) => image.product_id === product.id);
        expect(own.length, product.id).toBeGreaterThanOrEqual(2);
        expect(own.length, product.id).toBeLessThanOrEqual(4);
        expect(own.filter((image) => image.is_primary)).toHaveLength(1);
        expect(product.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(Object.keys(product.classification).length, product.id).toBeGreaterThan(0);
        if (product.category === 'welding-electrodes' || product.category === 'wires-flux') {
          expect(Object.keys(product.weld_metal_analysis).length, product.id).toBeGreaterThan(0);
          expect(Object.keys(product.mechanical_properties).length, product.id).toBeGreaterThan(0);
        }
      }
    });

    it('is idempotent: seeding again changes no counts', async () => {
      const { db } = handle;
      const before = await tableCounts(db);
      await seedDatabase(db);
      await seedDatabase(db);
      expect(await tableCounts(db)).toEqual(before);
    });

    it('enforces the option lists and limits of spec §3 in the database', async () => {
      const { db } = handle;
      const inquiry = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9830012345', product_category: 'electrodes' as const };
      await expect(db.insert(inquiries).values({ ...inquiry, industry_type: 'bakery' as never })).rejects.toThrow();
      const [stored] = await db.insert(inquiries).values({ ...inquiry, industry_type: 'epc' }).returning();
      expect(stored.created_at).toBeInstanceOf(Date);
      expect(stored.message).toBeNull();

      const career = {
        full_name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '9876543210',
        position: 'quality_engineer' as const,
        education: 'B.E. Metallurgy',
        availability: '1_month' as const,
        cover_letter: 'x'.repeat(120),
      };
      await expect(db.insert(careerApplications).values({ ...career, experience_years: 51 })).rejects.toThrow();
      await expect(db.insert(careerApplications).values({ ...career, experience_years: -1 })).rejects.toThrow();
      await db.insert(careerApplications).values({ ...career, experience_years: 50 });

      const [dealer] = await db
        .insert(dealerApplications)
        .values({
          business_name: 'Shakti Traders',
          contact_person: 'Meena Shah',
          email: 'meena@example.com',
          phone: '9820012345',
          business_address: '12 Lal Bazar Street, Kolkata',
          city: 'Kolkata',
          state: 'West Bengal',
          pincode: '700001',
          business_type: 'distributor',
          annual_turnover: '1_5cr',
          investment_capacity: '10_25l',
          why_partner: 'y'.repeat(60),
        })
        .returning();
      expect(dealer.warehouse_facility).toBe(false);
      expect(dealer.years_in_business).toBe(0);
    });
  });
}

async function tableCounts(db: Awaited<ReturnType<ReturnType<typeof testDatabases>[number]['open']>>['db']) {
  const tables = { products, productImages, productCategories, newsArticles };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [{ n }] = await db.select({ n: count() }).from(table);
    out[name] = n;
  }
  return out;
}
