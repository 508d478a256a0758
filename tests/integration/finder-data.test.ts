import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { newChangeWatcher, pollContentChanges } from '@/db/content-changes';
import { cacheTags } from '@/db/queries/cache';
import { getComparedProducts, getProduct, getProductDocuments } from '@/db/queries/catalogue';
import { listActiveDealers } from '@/db/queries/dealers';
import { dealers, productDocuments, products } from '@/db/schema';
import { seedDealers, seedProducts } from '@/db/seed/seed';
import { testDatabases } from '@/tests/support/databases';
import { useAppDatabase } from '@/tests/support/use-database';

for (const target of testDatabases()) {
  describe(`finder data on ${target.name}`, () => {
    const handle = useAppDatabase(target);

    it('stores approvals, currents and coatings as the seed gives them, and never shows the search columns', async () => {
      const product = (await getProduct('e7018-low-hydrogen'))!;
      const seed = seedProducts.find((item) => item.id === 'e7018-low-hydrogen')!;
      expect(product.approvals).toEqual(seed.approvals);
      expect(product.welding_currents).toEqual(['AC', 'DC+']);
      expect(product.coating).toBe('Basic');
      expect(Object.keys(product).filter((key) => key.startsWith('search_') || key === 'facet_source')).toEqual([]);
    });

    it('keeps the search columns current whoever writes a product', async () => {
      await handle.db
        .update(products)
        .set({ approvals: [{ body: 'LR', certificate_number: 'LR 1234567 WC', scope: 'Grade 3Y', valid_until: '2029-01-31' }] })
        .where(eq(products.id, 'e6010-cellulosic-pipe'));
      const [row] = await handle.db
        .select({ text: products.search_text, facets: products.facet_source })
        .from(products)
        .where(eq(products.id, 'e6010-cellulosic-pipe'));
      expect(row.text).toContain(' lr 1234567 wc ');
      expect(row.facets!.approvals).toEqual([{ body: 'LR', valid_until: '2029-01-31' }]);
      expect(row.facets!.specifications.diameters).toEqual(seedProducts.find((item) => item.id === 'e6010-cellulosic-pipe')!.specifications.diameters);
    });

    it('lists a safety data sheet for every electrode and wire', async () => {
      for (const product of seedProducts.filter((item) => item.category === 'welding-electrodes' || item.category === 'wires-flux')) {
        const documents = await getProductDocuments(product.id);
        expect(documents.map((document) => [document.kind, document.file_url]), product.id).toEqual([['safety-data-sheet', `/documents/sds/${product.id}.pdf`]]);
        expect(documents[0].file_size_bytes).toBeGreaterThan(1000);
      }
      expect(await getProductDocuments('mig-350-inverter-welder')).toEqual([]);
    });

    it('seeds the dealers, lists the active ones, and logs changes to them and to documents', async () => {
      expect(seedDealers.length).toBeGreaterThanOrEqual(20);
      expect((await listActiveDealers()).map((dealer) => dealer.id).sort()).toEqual(seedDealers.map((dealer) => dealer.id).sort());
      await expect(handle.db.insert(dealers).values({ ...seedDealers[0], id: 'bad-pin', pincode: '04006' })).rejects.toThrow();

      const watcher = newChangeWatcher();
      await pollContentChanges(handle.db, watcher);
      await handle.db.update(dealers).set({ is_active: false }).where(eq(dealers.id, seedDealers[0].id));
      await handle.db.delete(productDocuments).where(eq(productDocuments.product_id, 'e6013-general-purpose'));
      expect(await pollContentChanges(handle.db, watcher)).toEqual(expect.arrayContaining([cacheTags.dealers, cacheTags.product('e6013-general-purpose')]));
      expect((await listActiveDealers()).map((dealer) => dealer.id)).not.toContain(seedDealers[0].id);
    });

    it('reads compared products in the order asked, leaving out unknown ids', async () => {
      const compared = await getComparedProducts(['er70s-6-mig-wire', 'no-such-product', 'e7018-low-hydrogen']);
      expect(compared.map((product) => product.id)).toEqual(['er70s-6-mig-wire', 'e7018-low-hydrogen']);
    });

    it('stores the search text uncompressed in the row', async () => {
      const [{ storage }] = (await handle.db.execute(
        sql`select attstorage as storage from pg_attribute where attrelid = 'products'::regclass and attname = 'search_text'`,
      ).then((result) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows))) as { storage: string }[];
      expect(storage).toBe('m');
    });
  });
}
