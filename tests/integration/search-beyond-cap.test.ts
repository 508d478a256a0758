import { describe, expect, it, beforeAll } from 'vitest';
import { searchProducts } from '@/db/queries/search';
import { products } from '@/db/schema';
import { seedProducts, storedTables } from '@/db/seed/seed';
import { MAX_SEARCH_CARDS } from '@/lib/domain/search';
import { testDatabases } from '@/tests/support/databases';
import { useAppDatabase } from '@/tests/support/use-database';

// More matches than a page shows (MAX_SEARCH_CARDS), with and without a facet ticked: the
// database ranks and caps, and counts the facets over groups of products that share their facet
// fields. What a visitor sees must be what ranking every match one by one would show.

const RODS = 140;
const WORD = 'zorvexite';
const rodId = (n: number) => `zorvex-rod-${String(n).padStart(3, '0')}`;
/** Seven rods in ten carry the word in their name (ranked first), the rest only in their description. */
const namedRod = (n: number) => n % 10 < 7;
/** The first hundred are 3.15 mm rods, the others 4.00 mm. */
const diameterOf = (n: number) => (n < 100 ? '3.15' : '4.00');

function rod(n: number) {
  const { images: _images, approvals = [], welding_currents = [], coating = null, ...base } = seedProducts.find((product) => product.id === 'e7018-low-hydrogen')!;
  const tables = storedTables(base);
  return {
    ...base,
    ...tables,
    specifications: { ...tables.specifications, diameters: [`${diameterOf(n)} x 350 mm`] },
    id: rodId(n),
    name: namedRod(n) ? `Zorvexite Rod ${n}` : `Plain Rod ${n}`,
    description: `A ${WORD} test electrode.`,
    approvals,
    welding_currents,
    coating,
    image_url: null,
    // One moment for all: equal relevance falls back to the id.
    created_at: new Date(Date.UTC(2025, 0, 1)),
  };
}

const all = Array.from({ length: RODS }, (_, n) => n);
const shownIds = (page: Awaited<ReturnType<typeof searchProducts>>) => page.hits.map((hit) => hit.card.id);

for (const target of testDatabases()) {
  describe(`a search with more matches than a page shows, on ${target.name}`, () => {
    const handle = useAppDatabase(target);
    beforeAll(async () => {
      await handle.db.insert(products).values(all.map(rod));
    });

    it('shows the best-ranked first page of all matches, and counts every match in the facets', async () => {
      const page = await searchProducts(WORD, 'all', {});
      expect([page.total, page.matched]).toEqual([RODS, RODS]);
      expect(shownIds(page)).toEqual(all.filter(namedRod).map(rodId).slice(0, MAX_SEARCH_CARDS));
      const diameters = page.facets.find((facet) => facet.key === 'diameter')!;
      expect(Object.fromEntries(diameters.options.map((option) => [option.value, option.count]))).toEqual({ '3.15': 100, '4.00': 40 });
    });

    it('with a facet ticked, shows the best-ranked first page of the matches it keeps', async () => {
      const page = await searchProducts(WORD, 'all', { diameter: ['3.15'] });
      expect([page.total, page.matched]).toEqual([RODS, 100]);
      expect(shownIds(page)).toEqual(all.filter((n) => namedRod(n) && diameterOf(n) === '3.15').map(rodId).slice(0, MAX_SEARCH_CARDS));

      const fewer = await searchProducts(WORD, 'all', { diameter: ['4.00'] });
      expect(fewer.matched).toBe(40);
      expect(shownIds(fewer)).toEqual([...all.filter((n) => namedRod(n) && diameterOf(n) === '4.00'), ...all.filter((n) => !namedRod(n) && diameterOf(n) === '4.00')].map(rodId));
    });
  });
}
