import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsArticles, products } from '@/db/schema';
import { publishedArticleQueriesForTests } from '@/db/queries/news';
import { articleIsPublic, productExists } from '@/db/queries/page-addresses';
import { fallbackArticles } from '@/db/fallback-news';
import { articles as seedArticles } from '@/db/seed/data/news';
import { seedProducts } from '@/db/seed/seed';
import { testDatabases } from '@/tests/support/databases';

// proxy.ts answers an address these say names nothing with the not-found page, before the page
// renders: they must agree with what the pages read, or a page that exists would answer 404.

const { selectPublishedArticle } = publishedArticleQueriesForTests;

for (const target of testDatabases()) {
  describe(`page address checks on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => handle?.dispose());

    it('an article is public exactly when its page reads it: drafts, scheduled and unknown ids are not', async () => {
      const scheduled = seedArticles.find((article) => article.is_published)!;
      await handle.db.update(newsArticles).set({ published_at: new Date(Date.now() + 86_400_000) }).where(eq(newsArticles.id, scheduled.id));
      for (const id of [...seedArticles.map((article) => article.id), 'no-such-article']) {
        expect(await articleIsPublic(id, handle.db), id).toBe((await selectPublishedArticle(handle.db, id)) !== null);
      }
      expect(await articleIsPublic(scheduled.id, handle.db)).toBe(false);
      expect(await articleIsPublic(seedArticles.find((article) => !article.is_published)!.id, handle.db)).toBe(false);
      // The built-in articles (spec §7), as the page reads them: no query.
      for (const { id } of fallbackArticles) expect(await articleIsPublic(id, handle.db), id).toBe(true);
      expect(await articleIsPublic(`fallback-${fallbackArticles.length + 1}`, handle.db)).toBe(false);
    });

    it('every product exists, listed, upcoming or discontinued; an unknown or deleted one does not', async () => {
      for (const product of seedProducts) expect(await productExists(product.id, handle.db), product.id).toBe(true);
      expect(await productExists('no-such-product', handle.db)).toBe(false);
      const gone = seedProducts.find((product) => product.is_available)!;
      await handle.db.delete(products).where(eq(products.id, gone.id));
      expect(await productExists(gone.id, handle.db)).toBe(false);
    });
  });
}
