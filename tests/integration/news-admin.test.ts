import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newChangeWatcher, pollContentChanges } from '@/db/content-changes';
import { auditLog, mediaImages } from '@/db/schema';
import { cacheTags } from '@/db/queries/cache';
import { publishedArticleQueriesForTests } from '@/db/queries/news';
import { createArticle, getArticleForEditing, listArticlesForAdmin, updateArticle, type ArticleFields } from '@/db/queries/news-admin';
import { testDatabases } from '@/tests/support/databases';
import { createStaff } from '@/tests/support/staff';

const { selectPublishedArticle, selectPublishedArticles } = publishedArticleQueriesForTests;

const fields = (overrides: Partial<ArticleFields> = {}): ArticleFields => ({
  title: 'New Rutile Electrode Line',
  excerpt: 'A new line for general fabrication.',
  content: '## What is new\n\nA **new** line.',
  author: 'Technical Team',
  category: 'technical',
  published_at: new Date('2026-01-05T04:30:00Z'),
  is_published: false,
  image_url: null,
  image_alt: null,
  ...overrides,
});

for (const target of testDatabases()) {
  describe(`news editing on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    let writer: { id: string; email: string; clientHash: string | null };
    let otherWriter: { id: string; email: string; clientHash: string | null };

    beforeAll(async () => {
      handle = await target.open();
      const editor = await createStaff(handle.db, 'editor');
      const other = await createStaff(handle.db, 'editor');
      writer = { id: editor.id, email: editor.email, clientHash: 'hash-a' };
      otherWriter = { id: other.id, email: other.email, clientHash: 'hash-b' };
    });
    afterAll(async () => handle?.dispose());

    const auditOf = (id: string) =>
      handle.db.select({ action: auditLog.action, actor: auditLog.actor_email, details: auditLog.details }).from(auditLog).where(eq(auditLog.subject_id, id)).orderBy(auditLog.created_at);

    it('creates a draft that the public readers do not see, with an audit entry; an address is taken once', async () => {
      const created = await createArticle('new-rutile-line', fields(), null, writer, handle.db);
      expect(created).toMatchObject({ outcome: 'saved', article: { id: 'new-rutile-line', version: 1, status: 'draft' } });
      expect(await selectPublishedArticle(handle.db, 'new-rutile-line')).toBeNull();
      expect((await listArticlesForAdmin(handle.db)).find((row) => row.id === 'new-rutile-line')?.status).toBe('draft');
      expect(await auditOf('new-rutile-line')).toEqual([{ action: 'article_created', actor: writer.email, details: { status: 'draft' } }]);
      expect(await createArticle('new-rutile-line', fields({ title: 'Another' }), null, writer, handle.db)).toEqual({ outcome: 'id_taken' });
    });

    it('refuses the second save of a stale form and names who saved in between; nothing is overwritten', async () => {
      const first = await updateArticle('new-rutile-line', 1, fields({ title: 'First editor' }), null, otherWriter, handle.db);
      expect(first).toMatchObject({ outcome: 'saved', article: { version: 2, title: 'First editor' } });
      const second = await updateArticle('new-rutile-line', 1, fields({ title: 'Second editor' }), null, writer, handle.db);
      expect(second).toEqual({ outcome: 'stale', savedBy: otherWriter.email });
      expect((await getArticleForEditing('new-rutile-line', handle.db))?.title).toBe('First editor');
      expect(await updateArticle('no-such-article', 1, fields(), null, writer, handle.db)).toEqual({ outcome: 'not_found' });
    });

    it('publishes, unpublishes and records each with what changed', async () => {
      const published = await updateArticle('new-rutile-line', 2, fields({ title: 'First editor', is_published: true }), null, writer, handle.db);
      expect(published).toMatchObject({ outcome: 'saved', article: { version: 3, status: 'published' } });
      expect((await selectPublishedArticle(handle.db, 'new-rutile-line'))?.title).toBe('First editor');
      const unpublished = await updateArticle('new-rutile-line', 3, fields({ title: 'First editor', is_published: false }), null, writer, handle.db);
      expect(unpublished).toMatchObject({ outcome: 'saved', article: { version: 4, status: 'draft' } });
      expect(await selectPublishedArticle(handle.db, 'new-rutile-line')).toBeNull();
      const actions = (await auditOf('new-rutile-line')).map((entry) => [entry.action, entry.details.changed ?? null]);
      expect(actions).toEqual([
        ['article_created', null],
        ['article_updated', 'title'],
        ['article_published', 'is_published'],
        ['article_unpublished', 'is_published'],
      ]);
    });

    it('keeps a scheduled article hidden until its time, then the poller reports it changed, without any write', async () => {
      const watcher = newChangeWatcher();
      await pollContentChanges(handle.db, watcher);
      // The database runs on this machine: its clock is this one.
      const due = new Date(Date.now() + 2500);
      const saved = await updateArticle('new-rutile-line', 4, fields({ title: 'First editor', is_published: true, published_at: due }), null, writer, handle.db);
      expect(saved).toMatchObject({ outcome: 'saved', article: { status: 'scheduled' } });
      expect((await auditOf('new-rutile-line')).at(-1)?.action).toBe('article_scheduled');
      // The save itself is a change (the article's row); afterwards nothing until the time comes.
      expect(await pollContentChanges(handle.db, watcher)).toEqual(expect.arrayContaining([cacheTags.news, cacheTags.article('new-rutile-line')]));
      expect(await selectPublishedArticle(handle.db, 'new-rutile-line')).toBeNull();
      expect((await selectPublishedArticles(handle.db)).map((row) => row.id)).not.toContain('new-rutile-line');
      expect(await pollContentChanges(handle.db, watcher)).toEqual([]);

      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect((await pollContentChanges(handle.db, watcher)).sort()).toEqual([cacheTags.article('new-rutile-line'), cacheTags.news].sort());
      expect(await pollContentChanges(handle.db, watcher)).toEqual([]);
      expect((await selectPublishedArticle(handle.db, 'new-rutile-line'))?.title).toBe('First editor');
      expect((await selectPublishedArticles(handle.db))[0].id).toBe('new-rutile-line');
    });

    it('records an uploaded cover image in the same transaction as the article', async () => {
      const image = { id: crypto.randomUUID(), alt_text: 'A box of electrodes', width: 1000, height: 750, largest_width: 1000, original_type: 'image/png', original_bytes: 12_345 };
      const saved = await createArticle('with-a-cover', fields({ image_url: `/media/${image.id}/1000.webp`, image_alt: image.alt_text }), image, writer, handle.db);
      expect(saved.outcome).toBe('saved');
      expect(await handle.db.select({ alt: mediaImages.alt_text, by: mediaImages.uploaded_by }).from(mediaImages).where(eq(mediaImages.id, image.id))).toEqual([{ alt: 'A box of electrodes', by: writer.id }]);
      // A refused save records no image.
      const other = { ...image, id: crypto.randomUUID() };
      expect(await createArticle('with-a-cover', fields(), other, writer, handle.db)).toEqual({ outcome: 'id_taken' });
      expect(await handle.db.select().from(mediaImages).where(eq(mediaImages.id, other.id))).toEqual([]);
    });
  });
}
