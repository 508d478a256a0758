import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listListedProducts, listProducts, listSimilarProducts } from '@/db/queries/catalogue';
import { searchProductCards } from '@/db/queries/search';
import { products } from '@/db/schema';
import { seedProducts } from '@/db/seed/seed';
import { similarProducts } from '@/lib/domain/similar-products';
import { testDatabases } from '@/tests/support/databases';
import { useAppDatabase } from '@/tests/support/use-database';

const ids = (list: { id: string }[]) => list.map((product) => product.id);

for (const target of testDatabases()) {
  describe(`product search on ${target.name} with the seeded catalogue`, () => {
    const handle = useAppDatabase(target);

    it("chooses a product page's similar products from the listed catalogue, for a discontinued product too", async () => {
      const listed = seedProducts.filter((product) => product.is_available || product.is_upcoming);
      for (const id of ['e7018-low-hydrogen', 'mig-350-inverter-welder', 'e6012-fillet-discontinued']) {
        const product = seedProducts.find((candidate) => candidate.id === id)!;
        const expected = similarProducts(product, listed).map((similar) => similar.id);
        expect(expected.length, id).toBe(3);
        const similar = await listSimilarProducts(id);
        expect(ids(similar), id).toEqual(expected);
        for (const card of similar) expect(Object.keys(card).sort()).toEqual(['id', 'image_url', 'name', 'subcategory']);
      }
      expect(await listSimilarProducts('no-such-product')).toEqual([]);
    });

    it('finds a classification code however it is typed, the exact grade first', async () => {
      for (const query of ['e7018', 'E7018', 'E 7018', 'e-7018']) {
        const found = ids(await searchProductCards(query));
        expect(found[0], query).toBe('e7018-low-hydrogen');
        expect(found, query).toContain('e7018-1-low-temperature');
        expect(found, query).not.toContain('e6013-general-purpose');
      }
      expect(ids(await searchProductCards('ER70S-6'))[0]).toBe('er70s-6-mig-wire');
    });

    it('matches words anywhere in name, applications and description, names first', async () => {
      const found = ids(await searchProductCards('low hydrogen'));
      const names = found.map((id) => seedProducts.find((product) => product.id === id)!.name.toLowerCase());
      const firstWithoutPhraseInName = names.findIndex((name) => !name.includes('low hydrogen'));
      expect(firstWithoutPhraseInName).toBeGreaterThan(0);
      // Every product with the phrase in its name comes before every product without it.
      expect(names.slice(firstWithoutPhraseInName).some((name) => name.includes('low hydrogen'))).toBe(false);
      expect(found).toContain('electrode-drying-oven-50kg'); // 'low hydrogen' only in its description and applications
    });

    it('ranks a name match before a description match', async () => {
      const found = ids(await searchProductCards('stainless'));
      const inName = found.filter((id) => seedProducts.find((product) => product.id === id)!.name.toLowerCase().includes('stainless'));
      expect(inName.length).toBeGreaterThan(0);
      expect(found.slice(0, inName.length).sort()).toEqual([...inName].sort());
    });

    it('finds the start of a word and tolerates small typos', async () => {
      const electrodes = seedProducts.filter((product) => product.category === 'welding-electrodes' && product.is_available).map((product) => product.id);
      const partial = ids(await searchProductCards('electrod'));
      for (const id of electrodes) expect(partial).toContain(id);
      // Electrodes first: the word is their category, where ovens only mention it.
      expect(electrodes).toContain(partial[0]);

      expect(ids(await searchProductCards('hydrogn'))[0]).toBe('e7018-low-hydrogen');
      expect(ids(await searchProductCards('elecrode'))).toEqual(expect.arrayContaining(electrodes));
      expect(ids(await searchProductCards('grindng disc'))[0]).toMatch(/^grinding-disc/);
      expect(ids(await searchProductCards('stainles steel wire'))).toContain('er308lsi-stainless-mig-wire');
    });

    it('filters by category and is case-insensitive', async () => {
      const all = ids(await searchProductCards('PRESSURE VESSELS'));
      const wires = ids(await searchProductCards('pressure vessels', 'wires-flux'));
      expect(wires.length).toBeGreaterThan(0);
      expect(wires.length).toBeLessThan(all.length);
      for (const id of wires) expect(seedProducts.find((product) => product.id === id)!.category).toBe('wires-flux');
    });

    it('lists upcoming PPE but never a discontinued product', async () => {
      expect(ids(await searchProductCards('helmet'))).toContain('auto-darkening-welding-helmet');
      expect(ids(await searchProductCards('fillet'))).not.toContain('e6012-fillet-discontinued');
    });

    it('finds nothing for an empty query or words in no product, and takes any text safely', async () => {
      expect(await searchProductCards('')).toEqual([]);
      expect(await searchProductCards('   ')).toEqual([]);
      expect(await searchProductCards('xyzzy plugh')).toEqual([]);
      for (const hostile of ["'; drop table products; --", '%', '_', '\\', '%%%_', 'ü😀'.repeat(40), 'a '.repeat(300)]) {
        await expect(searchProductCards(hostile)).resolves.toBeInstanceOf(Array);
      }
      expect((await listListedProducts()).length).toBeGreaterThan(40);
    });

    it('sees a product change at once (search is not stale inside the query layer)', async () => {
      await handle.db.update(products).set({ name: 'Vajra Zirconflux 9000 Test Electrode' }).where(eq(products.id, 'e6013-general-purpose'));
      expect(ids(await searchProductCards('zirconflux'))).toEqual(['e6013-general-purpose']);
    });

    it('gives the search page cards with their similar products, and a category alone lists it', async () => {
      const cards = await searchProductCards('inverter', 'all');
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(Object.keys(card).sort()).toEqual(['applications', 'category', 'description', 'id', 'image_url', 'name', 'similar']);
        expect(card.similar.length).toBeLessThanOrEqual(3);
        expect(card.similar.map((other) => other.id)).not.toContain(card.id);
      }
      expect(await searchProductCards('', 'all')).toEqual([]);
      const ppe = await searchProductCards('  ', 'ppe');
      expect(ids(ppe).sort()).toEqual(seedProducts.filter((product) => product.category === 'ppe' && product.is_upcoming).map((product) => product.id).sort());
    });

    it("serves the spec's product list with its text filter (name, description, applications)", async () => {
      const byName = ids(await listProducts({ search: 'inverter' }));
      expect(byName).toContain('mig-350-inverter-welder');
      const byApplication = ids(await listProducts({ search: 'railway wagons' }));
      expect(byApplication).toContain('e7018-low-hydrogen');
      expect(ids(await listProducts({ search: '100%' }))).toEqual([]); // % is a character, not a wildcard
      const upcoming = await listProducts({ category: 'ppe', isAvailable: null, isUpcoming: true });
      expect(upcoming.length).toBeGreaterThanOrEqual(4);
      expect(upcoming.every((product) => product.is_upcoming)).toBe(true);
      expect(await listProducts({ category: 'ppe' })).toEqual([]); // none on sale yet
      const electrodes = await listProducts({ category: 'welding-electrodes' });
      expect(electrodes.map((product) => product.created_at)).toEqual([...electrodes.map((product) => product.created_at)].sort().reverse());
    });
  });
}
