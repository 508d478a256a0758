import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '@/db/schema';
import { searchProductCards, searchProducts } from '@/db/queries/search';
import { seedProducts } from '@/db/seed/seed';
import { testDatabases } from '@/tests/support/databases';
import { tradeSearches } from '@/tests/support/trade-searches';
import { useAppDatabase } from '@/tests/support/use-database';

const ids = (list: { id: string }[]) => list.map((product) => product.id);

for (const target of testDatabases()) {
  describe(`search by the trade's vocabulary on ${target.name}`, () => {
    const handle = useAppDatabase(target);

    it('finds exactly the products of a standard, an approval or a class', async () => {
      for (const [query, expected] of tradeSearches) {
        expect(ids(await searchProductCards(query)).sort(), query).toEqual([...expected].sort());
      }
    });

    it('matches short codes as whole words: IBR is not the "ibr" in fibre', async () => {
      const found = ids(await searchProductCards('ibr'));
      expect(found).not.toContain('fibre-disc-125mm');
      expect(found).not.toContain('zirconia-flap-disc');
      expect(ids(await searchProductCards('fibre'))).toContain('fibre-disc-125mm');
    });

    it('reads a class however it is written, and ranks the exact class first', async () => {
      for (const query of ['E7018', 'E 7018', 'e-7018', '7018', 'e7018 h4r']) {
        expect(ids(await searchProductCards(query))[0], query).toBe('e7018-low-hydrogen');
      }
      for (const query of ['ER70S6', 'ER70S-6', 'er 70s 6']) expect(ids(await searchProductCards(query))[0], query).toBe('er70s-6-mig-wire');
      expect(ids(await searchProductCards('E7018-1'))[0]).toBe('e7018-1-low-temperature');
    });

    it('reads a typo as the nearest words of the catalogue, a word just written included', async () => {
      expect(ids(await searchProductCards('hydrogn'))[0]).toBe('e7018-low-hydrogen');
      await handle.db.update(products).set({ name: 'Vajra Zirconflux Basic Electrode' }).where(eq(products.id, 'e7016-low-hydrogen-root-pass'));
      expect(ids(await searchProductCards('zirconflx'))[0]).toBe('e7016-low-hydrogen-root-pass');
      expect(await searchProductCards('qwxzvb')).toEqual([]);
    });

    it('finds class societies by their code and certificates by their number', async () => {
      expect(ids(await searchProductCards('IRClass')).sort()).toEqual(['e7018-1-low-temperature', 'e71t-1c-flux-cored-wire']);
      expect(ids(await searchProductCards('CBB/WC/2024/1187'))[0]).toBe('e7018-low-hydrogen');
    });

    it('gives each card the approvals in force, never an expired one, and facets over every result', async () => {
      const page = await searchProducts('IS 814', 'all');
      expect(page.hits.find((hit) => hit.card.id === 'e7018-low-hydrogen')!.approvals).toEqual(['IBR', 'RDSO', 'BIS', 'BV']);
      const diameters = page.facets.find((facet) => facet.key === 'diameter')!;
      expect(diameters.options.find((option) => option.value === '3.15')!.count).toBe(4);
      const discontinued = seedProducts.find((product) => product.id === 'e6012-fillet-discontinued')!;
      expect(discontinued.approvals![0].valid_until! < '2026-01-01').toBe(true);

      const ibr = await searchProducts('IS 814', 'all', { approval: ['IBR'] });
      expect(ids(ibr.hits.map((hit) => hit.card)).sort()).toEqual(['e7016-low-hydrogen-root-pass', 'e7018-low-hydrogen']);
      expect([ibr.total, ibr.matched]).toEqual([4, 2]);
    });
  });
}
