import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fetchProducts, fetchListedProducts } from '@/db/queries/catalogue';
import { fetchSearchCards, fetchSearchResults } from '@/db/queries/search';
import { products } from '@/db/schema';
import { seedProducts } from '@/db/seed/seed';
import { testDatabases } from '@/tests/support/databases';
import { useDatabase } from '@/tests/support/use-database';

const ids = (list: { id: string }[]) => list.map((product) => product.id);

for (const target of testDatabases()) {
  describe(`product search on ${target.name} with the seeded catalogue`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    let restore: () => void;
    beforeAll(async () => {
      handle = await target.open();
      restore = useDatabase(handle);
    });
    afterAll(async () => {
      restore?.();
      await handle?.dispose();
    });

    it('finds a classification code however it is typed, the exact grade first', async () => {
      for (const query of ['e7018', 'E7018', 'E 7018', 'e-7018']) {
        const found = ids(await fetchSearchResults(query));
        expect(found[0], query).toBe('e7018-low-hydrogen');
        expect(found, query).toContain('e7018-1-low-temperature');
        expect(found, query).not.toContain('e6013-general-purpose');
      }
      expect(ids(await fetchSearchResults('ER70S-6'))[0]).toBe('er70s-6-mig-wire');
    });

    it('matches words anywhere in name, applications and description, names first', async () => {
      const found = ids(await fetchSearchResults('low hydrogen'));
      const names = found.map((id) => seedProducts.find((product) => product.id === id)!.name.toLowerCase());
      const firstWithoutPhraseInName = names.findIndex((name) => !name.includes('low hydrogen'));
      expect(firstWithoutPhraseInName).toBeGreaterThan(0);
      // Every product with the phrase in its name comes before every product without it.
      expect(names.slice(firstWithoutPhraseInName).some((name) => name.includes('low hydrogen'))).toBe(false);
      expect(found).toContain('electrode-drying-oven-50kg'); // 'low hydrogen' only in its description and applications
    });

    it('ranks a name match before a description match', async () => {
      const found = ids(await fetchSearchResults('stainless'));
      const inName = found.filter((id) => seedProducts.find((product) => product.id === id)!.name.toLowerCase().includes('stainless'));
      expect(inName.length).toBeGreaterThan(0);
      expect(found.slice(0, inName.length).sort()).toEqual([...inName].sort());
    });

    it('finds the start of a word and tolerates small typos', async () => {
      const electrodes = seedProducts.filter((product) => product.category === 'welding-electrodes' && product.is_available).map((product) => product.id);
      const partial = ids(await fetchSearchResults('electrod'));
      for (const id of electrodes) expect(partial).toContain(id);
      // Electrodes first: the word is their category, where ovens only mention it.
      expect(electrodes).toContain(partial[0]);

      expect(ids(await fetchSearchResults('hydrogn'))[0]).toBe('e7018-low-hydrogen');
      expect(ids(await fetchSearchResults('elecrode'))).toEqual(expect.arrayContaining(electrodes));
      expect(ids(await fetchSearchResults('grindng disc'))[0]).toMatch(/^grinding-disc/);
      expect(ids(await fetchSearchResults('stainles steel wire'))).toContain('er308lsi-stainless-mig-wire');
    });

    it('filters by category and is case-insensitive', async () => {
      const all = ids(await fetchSearchResults('PRESSURE VESSELS'));
      const wires = ids(await fetchSearchResults('pressure vessels', 'wires-flux'));
      expect(wires.length).toBeGreaterThan(0);
      expect(wires.length).toBeLessThan(all.length);
      for (const id of wires) expect(seedProducts.find((product) => product.id === id)!.category).toBe('wires-flux');
    });

    it('lists upcoming PPE but never a discontinued product', async () => {
      expect(ids(await fetchSearchResults('helmet'))).toContain('auto-darkening-welding-helmet');
      expect(ids(await fetchSearchResults('fillet'))).not.toContain('e6012-fillet-discontinued');
    });

    it('finds nothing for an empty query or words in no product, and takes any text safely', async () => {
      expect(await fetchSearchResults('')).toEqual([]);
      expect(await fetchSearchResults('   ')).toEqual([]);
      expect(await fetchSearchResults('xyzzy plugh')).toEqual([]);
      for (const hostile of ["'; drop table products; --", '%', '_', '\\', '%%%_', 'ü😀'.repeat(40), 'a '.repeat(300)]) {
        await expect(fetchSearchResults(hostile)).resolves.toBeInstanceOf(Array);
      }
      expect((await fetchListedProducts()).length).toBeGreaterThan(40);
    });

    it('sees a product change at once (search is not stale inside the query layer)', async () => {
      await handle.db.update(products).set({ name: 'Vajra Zirconflux 9000 Test Electrode' }).where(eq(products.id, 'e6013-general-purpose'));
      expect(ids(await fetchSearchResults('zirconflux'))).toEqual(['e6013-general-purpose']);
    });

    it('gives the search page cards with their similar products, and a category alone lists it', async () => {
      const cards = await fetchSearchCards('inverter', 'all');
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(Object.keys(card).sort()).toEqual(['applications', 'category', 'description', 'id', 'image_url', 'name', 'similar']);
        expect(card.similar.length).toBeLessThanOrEqual(3);
        expect(card.similar.map((other) => other.id)).not.toContain(card.id);
      }
      expect(await fetchSearchCards('', 'all')).toEqual([]);
      const ppe = await fetchSearchCards('  ', 'ppe');
      expect(ids(ppe).sort()).toEqual(seedProducts.filter((product) => product.category === 'ppe' && product.is_upcoming).map((product) => product.id).sort());
    });

    it("serves the spec's product list with its text filter (name, description, applications)", async () => {
      const byName = ids(await fetchProducts({ search: 'inverter' }));
      expect(byName).toContain('mig-350-inverter-welder');
      const byApplication = ids(await fetchProducts({ search: 'railway wagons' }));
      expect(byApplication).toContain('e7018-low-hydrogen');
      expect(ids(await fetchProducts({ search: '100%' }))).toEqual([]); // % is a character, not a wildcard
      const upcoming = await fetchProducts({ category: 'ppe', isAvailable: null, isUpcoming: true });
      expect(upcoming.length).toBeGreaterThanOrEqual(4);
      expect(upcoming.every((product) => product.is_upcoming)).toBe(true);
      expect(await fetchProducts({ category: 'ppe' })).toEqual([]); // none on sale yet
      const electrodes = await fetchProducts({ category: 'welding-electrodes' });
      expect(electrodes.map((product) => product.created_at)).toEqual([...electrodes.map((product) => product.created_at)].sort().reverse());
    });
  });
}
