import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { newChangeWatcher, pollContentChanges, pruneContentChangeLog, type ChangeWatcher } from '@/db/content-changes';
import { contentChanges, newsArticles, productCategories, productImages, products } from '@/db/schema';
import { cacheTags } from '@/db/queries/cache';
import { seedDatabase } from '@/db/seed/seed';
import { secondSession, testDatabases } from '@/tests/support/databases';

for (const target of testDatabases()) {
  describe(`content changes on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    let watcher: ChangeWatcher;
    const poll = () => pollContentChanges(handle.db, watcher).then((tags) => [...tags].sort());

    beforeAll(async () => {
      handle = await target.open();
      watcher = newChangeWatcher();
    });
    afterAll(async () => handle?.dispose());

    it('starts from what the database holds: the first poll reports nothing', async () => {
      const rows = await handle.db.select().from(contentChanges);
      // Seeding wrote every tag through the triggers.
      expect(rows.map((row) => row.tag)).toEqual(expect.arrayContaining([cacheTags.products, cacheTags.categories, cacheTags.news, cacheTags.product('e7018-low-hydrogen')]));
      expect(await poll()).toEqual([]);
      expect(await poll()).toEqual([]);
    });

    it('reports the list and item tags of a changed product, whoever changed it', async () => {
      await handle.db.update(products).set({ description: 'Changed by an operator.' }).where(eq(products.id, 'e7018-low-hydrogen'));
      expect(await poll()).toEqual([cacheTags.product('e7018-low-hydrogen'), cacheTags.products]);
      expect(await poll()).toEqual([]);
    });

    it('reports a product image change as a change of its product', async () => {
      await handle.db.update(productImages).set({ alt_text: 'New alt text' }).where(eq(productImages.product_id, 'er70s-6-mig-wire'));
      expect(await poll()).toEqual([cacheTags.product('er70s-6-mig-wire'), cacheTags.products]);
    });

    it('reports both ids when a product is renamed to a new id, and deletions', async () => {
      await handle.db.insert(products).values({ id: 'temporary-test-product', name: 'Temporary', description: 'Temporary', category: 'abrasives', subcategory: 'Test' });
      expect(await poll()).toEqual([cacheTags.product('temporary-test-product'), cacheTags.products]);
      await handle.db.update(products).set({ id: 'renamed-test-product' }).where(eq(products.id, 'temporary-test-product'));
      expect(await poll()).toEqual([cacheTags.product('renamed-test-product'), cacheTags.product('temporary-test-product'), cacheTags.products]);
      await handle.db.delete(products).where(eq(products.id, 'renamed-test-product'));
      expect(await poll()).toEqual([cacheTags.product('renamed-test-product'), cacheTags.products]);
    });

    it('reports category and news changes with their own tags', async () => {
      await handle.db.update(productCategories).set({ hero_subtitle: 'New subtitle' }).where(eq(productCategories.category_key, 'abrasives'));
      expect(await poll()).toEqual([cacheTags.categories]);
      const [article] = await handle.db.select({ id: newsArticles.id }).from(newsArticles).limit(1);
      await handle.db.update(newsArticles).set({ title: 'Corrected title' }).where(eq(newsArticles.id, article.id));
      expect(await poll()).toEqual([cacheTags.article(article.id), cacheTags.news]);
    });

    it('reports a re-seed (npm run db:seed) as a change of everything it rewrote', async () => {
      await seedDatabase(handle.db);
      const changed = await poll();
      expect(changed).toEqual(expect.arrayContaining([cacheTags.products, cacheTags.categories, cacheTags.news, cacheTags.product('e6013-general-purpose')]));
    });

    it('reports a truncated table through its list tag', async () => {
      await handle.db.execute(sql`truncate table product_images`);
      expect(await poll()).toEqual([cacheTags.products]);
    });

    it('forgets log rows older than a day', async () => {
      await handle.db.insert(contentChanges).values({ changed_xid: '1', tag: 'stale-test-tag', changed_at: new Date(Date.now() - 25 * 3600_000) });
      await pruneContentChangeLog(handle.db);
      expect(await handle.db.select().from(contentChanges).where(eq(contentChanges.tag, 'stale-test-tag'))).toEqual([]);
      expect((await handle.db.select().from(contentChanges)).length).toBeGreaterThan(0);
    });

    it('logs a tag once per transaction, however many rows it touches', async () => {
      const before = await handle.db.select().from(contentChanges).where(eq(contentChanges.tag, cacheTags.products));
      await handle.db.transaction(async (tx) => {
        for (let i = 0; i < 3; i++) await tx.update(products).set({ name: `Name ${i}` }).where(eq(products.id, 'e7018-low-hydrogen'));
        await tx.update(products).set({ name: 'Another' }).where(eq(products.id, 'e6013-general-purpose'));
      });
      const after = await handle.db.select().from(contentChanges).where(eq(contentChanges.tag, cacheTags.products));
      expect(after.length - before.length).toBe(1);
      expect(await poll()).toEqual([cacheTags.product('e6013-general-purpose'), cacheTags.product('e7018-low-hydrogen'), cacheTags.products]);
    });
  });
}

// Two sessions at once exist only on PostgreSQL (PGlite runs one transaction at a time).
const postgresTarget = testDatabases().find((target) => target.name === 'postgres');
if (postgresTarget) {
  describe('content changes on postgres, with a transaction that commits late', () => {
    let handle: Awaited<ReturnType<NonNullable<typeof postgresTarget>['open']>>;
    let other: postgres.Sql;
    beforeAll(async () => {
      handle = await postgresTarget.open();
      other = await secondSession(handle.db);
    });
    afterAll(async () => {
      await other?.end();
      await handle?.dispose();
    });

    it('never makes writers wait for each other, and sees a change that commits after a later one was seen', async () => {
      const watcher = newChangeWatcher();
      await pollContentChanges(handle.db, watcher);

      // A long transaction changes one product and stays open…
      const reserved = await other.reserve();
      await reserved`begin`;
      await reserved`update products set name = 'Slow change' where id = 'e6013-general-purpose'`;

      // …while another change to the same tables commits (not blocked by it) and is seen.
      await handle.db.update(products).set({ name: 'Quick change' }).where(eq(products.id, 'e7018-low-hydrogen'));
      expect(await pollContentChanges(handle.db, watcher)).toEqual(expect.arrayContaining([cacheTags.product('e7018-low-hydrogen')]));
      expect(await pollContentChanges(handle.db, watcher)).not.toContain(cacheTags.product('e6013-general-purpose'));

      // The slow one commits with an earlier changed_at than the change already seen.
      await reserved`commit`;
      reserved.release();
      expect(await pollContentChanges(handle.db, watcher)).toContain(cacheTags.product('e6013-general-purpose'));
    });
  });
}
