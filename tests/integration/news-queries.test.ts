import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsArticles } from '@/db/schema';
import { publishedArticleQueriesForTests } from '@/db/queries/news';
import { articles as seedArticles } from '@/db/seed/data/news';
import { testDatabases } from '@/tests/support/databases';

const { selectPublishedArticle, selectPublishedArticles } = publishedArticleQueriesForTests;
const published = seedArticles.filter((article) => article.is_published);
const draft = seedArticles.find((article) => !article.is_published)!;
const newestFirst = [...published].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at)).map((article) => article.id);

for (const target of testDatabases()) {
  describe(`news queries on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => handle?.dispose());

    it('list only published articles, newest first, without their bodies', async () => {
      const rows = await selectPublishedArticles(handle.db);
      expect(rows.map((row) => row.id)).toEqual(newestFirst);
      expect(rows.map((row) => row.id)).not.toContain(draft.id);
      expect(rows[0]).not.toHaveProperty('content');
      expect(rows[0].published_at).toBe(new Date(published.find((article) => article.id === newestFirst[0])!.published_at).toISOString());
    });

    it('limit the teaser to the latest three', async () => {
      const rows = await selectPublishedArticles(handle.db, 3);
      expect(rows.map((row) => row.id)).toEqual(newestFirst.slice(0, 3));
    });

    it('read one published article with its Markdown body; a draft or unknown id is null', async () => {
      const article = await selectPublishedArticle(handle.db, newestFirst[0]);
      expect(article?.title).toBe(published.find((row) => row.id === newestFirst[0])!.title);
      expect(article?.content).toMatch(/^## /m);
      expect(await selectPublishedArticle(handle.db, draft.id)).toBeNull();
      expect(await selectPublishedArticle(handle.db, 'no-such-article')).toBeNull();
      expect(await selectPublishedArticle(handle.db, "' or 1=1 --")).toBeNull();
    });

    it('follow publishing changes: a new article leads, an unpublished one disappears, none leaves an empty list', async () => {
      // Dated a minute ago: a date still ahead would keep it hidden until then (scheduled).
      await handle.db.update(newsArticles).set({ is_published: true, published_at: new Date(Date.now() - 60_000) }).where(eq(newsArticles.id, draft.id));
      expect((await selectPublishedArticles(handle.db, 3))[0].id).toBe(draft.id);
      expect(await selectPublishedArticle(handle.db, draft.id)).not.toBeNull();

      await handle.db.update(newsArticles).set({ is_published: false }).where(eq(newsArticles.id, newestFirst[0]));
      expect((await selectPublishedArticles(handle.db)).map((row) => row.id)).not.toContain(newestFirst[0]);

      await handle.db.update(newsArticles).set({ is_published: false });
      expect(await selectPublishedArticles(handle.db)).toEqual([]);
    });
  });
}
