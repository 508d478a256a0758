import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { newChangeWatcher, pollContentChanges } from '@/db/content-changes';
import { auditLog, mediaImages, staffUsers } from '@/db/schema';
import { cacheTags } from '@/db/queries/cache';
import { findReferencedMediaUrls } from '@/db/queries/media-references';
import { publishedArticleQueriesForTests } from '@/db/queries/news';
import { createArticle, deleteArticle, findArticleDeletion, getArticleForEditing, listArticlesForAdmin, updateArticle, type ArticleFields, type SaveOutcome } from '@/db/queries/news-admin';
import { convertImage, storeImageVariants } from '@/lib/media/images';
import { releaseMedia } from '@/lib/media/lifecycle';
import { mediaKey, mediaUrl } from '@/lib/media/urls';
import { DiskObjectStore } from '@/lib/storage/disk-store';
import { tempDir, testDatabases } from '@/tests/support/databases';
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
    let otherWriter: { id: string; email: string; name: string; clientHash: string | null };

    beforeAll(async () => {
      handle = await target.open();
      const editor = await createStaff(handle.db, 'editor');
      const other = await createStaff(handle.db, 'editor');
      writer = { id: editor.id, email: editor.email, clientHash: 'hash-a' };
      otherWriter = { id: other.id, email: other.email, name: other.name, clientHash: 'hash-b' };
    });
    afterAll(async () => handle?.dispose());

    /** The database's clock, which dates an article going on the site. */
    const databaseNow = async () => {
      const result = await handle.db.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`);
      const rows = (Array.isArray(result) ? result : (result as unknown as { rows: { ms: number }[] }).rows) as { ms: number }[];
      return Number(rows[0].ms);
    };
    const savedArticle = (outcome: SaveOutcome) => {
      if (outcome.outcome !== 'saved') throw new Error(`not saved: ${outcome.outcome}`);
      return outcome;
    };

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

    it('refuses the second save of a stale form and names who saved in between by name; nothing is overwritten', async () => {
      const first = await updateArticle('new-rutile-line', 1, fields({ title: 'First editor' }), null, otherWriter, handle.db);
      expect(first).toMatchObject({ outcome: 'saved', article: { version: 2, title: 'First editor' } });
      const second = await updateArticle('new-rutile-line', 1, fields({ title: 'Second editor' }), null, writer, handle.db);
      expect(second).toEqual({ outcome: 'stale', savedBy: otherWriter.name });
      expect((await getArticleForEditing('new-rutile-line', handle.db))?.title).toBe('First editor');
      expect(await updateArticle('no-such-article', 1, fields(), null, writer, handle.db)).toEqual({ outcome: 'not_found' });
    });

    it('publishes an old draft dated the moment it goes live (the database clock, to the second), unpublishes, and records each with what changed', async () => {
      const before = await databaseNow();
      const published = savedArticle(await updateArticle('new-rutile-line', 2, fields({ title: 'First editor', is_published: true }), null, writer, handle.db));
      const after = await databaseNow();
      expect(published).toMatchObject({ outcome: 'saved', redated: true, article: { version: 3, status: 'published' } });
      const dated = published.article.published_at.getTime();
      expect(dated % 1000).toBe(0);
      expect(dated).toBeGreaterThan(before - 1000);
      expect(dated).toBeLessThanOrEqual(after);
      const shown = await selectPublishedArticle(handle.db, 'new-rutile-line');
      expect(shown?.title).toBe('First editor');
      expect(shown?.published_at).toBe(new Date(dated).toISOString());
      // Unpublished with the date the form showed: nothing else changes.
      const unpublished = await updateArticle('new-rutile-line', 3, fields({ title: 'First editor', is_published: false, published_at: new Date(dated) }), null, writer, handle.db);
      expect(unpublished).toMatchObject({ outcome: 'saved', redated: false, article: { version: 4, status: 'draft' } });
      expect(await selectPublishedArticle(handle.db, 'new-rutile-line')).toBeNull();
      const actions = (await auditOf('new-rutile-line')).map((entry) => [entry.action, entry.details.changed ?? null, entry.details.dated ?? null]);
      expect(actions).toEqual([
        ['article_created', null, null],
        ['article_updated', 'title', null],
        ['article_published', 'published_at, is_published', 'on publishing'],
        ['article_unpublished', 'is_published', null],
      ]);
    });

    it('keeps a passed date when the editor asks, and never re-dates an article already on the site or a scheduled one', async () => {
      const old = new Date('2025-11-20T05:00:00Z');
      // A new article published with a passed date: dated now, or backdated when asked.
      const fresh = savedArticle(await createArticle('published-at-once', fields({ is_published: true, published_at: old }), null, writer, handle.db));
      expect(fresh).toMatchObject({ redated: true, article: { status: 'published' } });
      expect(fresh.article.published_at.getTime()).toBeGreaterThan(old.getTime());
      expect((await auditOf('published-at-once'))[0].details).toEqual({ status: 'published', dated: 'on publishing' });
      const backdated = savedArticle(await createArticle('backdated-release', fields({ is_published: true, published_at: old }), null, writer, handle.db, { keepDate: true }));
      expect(backdated).toMatchObject({ redated: false, article: { status: 'published', published_at: old } });
      // Published already: a date set on it now is the one kept (the way to backdate after publishing).
      const moved = savedArticle(await updateArticle('published-at-once', 1, fields({ is_published: true, published_at: old }), null, writer, handle.db));
      expect(moved).toMatchObject({ redated: false, article: { status: 'published', published_at: old } });
      // A draft published with a date ahead is scheduled for that date, as before.
      const ahead = new Date(Math.ceil((Date.now() + 3_600_000) / 1000) * 1000);
      const scheduled = savedArticle(await createArticle('scheduled-ahead', fields({ is_published: true, published_at: ahead }), null, writer, handle.db));
      expect(scheduled).toMatchObject({ redated: false, article: { status: 'scheduled', published_at: ahead } });
      for (const id of ['published-at-once', 'backdated-release', 'scheduled-ahead']) await handle.db.execute(sql`delete from news_articles where id = ${id}`);
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

    it('names the other editor by e-mail when their account has no name or is gone', async () => {
      const gone = await createStaff(handle.db, 'editor');
      const goneWriter = { id: gone.id, email: gone.email, clientHash: null };
      await createArticle('conflict-names', fields(), null, writer, handle.db);
      await updateArticle('conflict-names', 1, fields({ title: 'By a named editor' }), null, goneWriter, handle.db);
      expect(await updateArticle('conflict-names', 1, fields(), null, writer, handle.db)).toEqual({ outcome: 'stale', savedBy: gone.name });
      await handle.db.update(staffUsers).set({ name: '  ' }).where(eq(staffUsers.id, gone.id));
      expect(await updateArticle('conflict-names', 1, fields(), null, writer, handle.db)).toEqual({ outcome: 'stale', savedBy: gone.email });
      // Removed: the log keeps the e-mail (its actor_id is set null).
      await handle.db.delete(staffUsers).where(eq(staffUsers.id, gone.id));
      expect(await updateArticle('conflict-names', 1, fields(), null, writer, handle.db)).toEqual({ outcome: 'stale', savedBy: gone.email });
    });

    it('deletes an article as it was shown: a stale one is refused naming who saved, then it goes with an audit entry, its page tags and its cover', async () => {
      const root = tempDir('news-delete-media');
      try {
        const store = new DiskObjectStore(root);
        const converted = await convertImage(await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c85a14' } }).png().toBuffer());
        const imageId = crypto.randomUUID();
        await storeImageVariants(store, imageId, converted);
        const largest = converted.variants.at(-1)!.width;
        const url = mediaUrl(imageId, largest);
        const image = { id: imageId, alt_text: 'Cartons', width: converted.width, height: converted.height, largest_width: largest, original_type: converted.originalType, original_bytes: converted.originalBytes };
        const created = savedArticle(await createArticle('to-be-deleted', fields({ title: 'Soon Gone', is_published: true, image_url: url, image_alt: 'Cartons' }), image, writer, handle.db));
        expect(created.article.status).toBe('published');
        await updateArticle('to-be-deleted', 1, fields({ title: 'Soon Gone, Edited', is_published: true, published_at: created.article.published_at, image_url: url, image_alt: 'Cartons' }), null, otherWriter, handle.db);

        expect(await deleteArticle('to-be-deleted', 1, writer, handle.db)).toEqual({ outcome: 'stale', savedBy: otherWriter.name });
        expect(await selectPublishedArticle(handle.db, 'to-be-deleted')).not.toBeNull();

        const watcher = newChangeWatcher();
        await pollContentChanges(handle.db, watcher);
        const deleted = await deleteArticle('to-be-deleted', 2, writer, handle.db);
        expect(deleted).toEqual({ outcome: 'deleted', title: 'Soon Gone, Edited', status: 'published', released: [url] });
        // The public readers no longer see it, and the pollers expire its page and the lists.
        expect(await selectPublishedArticle(handle.db, 'to-be-deleted')).toBeNull();
        expect((await selectPublishedArticles(handle.db)).map((row) => row.id)).not.toContain('to-be-deleted');
        expect((await listArticlesForAdmin(handle.db)).map((row) => row.id)).not.toContain('to-be-deleted');
        expect((await pollContentChanges(handle.db, watcher)).sort()).toEqual([cacheTags.article('to-be-deleted'), cacheTags.news].sort());
        expect((await auditOf('to-be-deleted')).at(-1)).toEqual({ action: 'article_deleted', actor: writer.email, details: { status: 'published', title: 'Soon Gone, Edited' } });
        expect(await findArticleDeletion('to-be-deleted', handle.db)).toEqual({ title: 'Soon Gone, Edited' });

        // Its cover, named by nothing now, is released with its record, as a replaced cover is.
        expect(await findReferencedMediaUrls([url], handle.db)).toEqual(new Set());
        expect(await releaseMedia(deleted.outcome === 'deleted' ? deleted.released : [], store, handle.db)).toBe(1);
        expect(await store.exists(mediaKey(imageId, largest))).toBe(false);
        expect(await handle.db.select().from(mediaImages).where(eq(mediaImages.id, imageId))).toEqual([]);

        // Deleted twice (another tab): nothing left to delete. A new article may take the address,
        // and the list then no longer reports the old one as deleted.
        expect(await deleteArticle('to-be-deleted', 2, writer, handle.db)).toEqual({ outcome: 'not_found' });
        await createArticle('to-be-deleted', fields({ title: 'Born Again' }), null, writer, handle.db);
        expect(await findArticleDeletion('to-be-deleted', handle.db)).toBeNull();
        expect(await findArticleDeletion('never-existed', handle.db)).toBeNull();
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    });

    it('deletes a draft too, and a shared cover stays while another article shows it', async () => {
      const url = `/media/${crypto.randomUUID()}/800.webp`;
      await createArticle('draft-to-delete', fields({ image_url: url, image_alt: 'Shared' }), null, writer, handle.db);
      await createArticle('keeps-the-cover', fields({ image_url: url, image_alt: 'Shared' }), null, writer, handle.db);
      expect(await deleteArticle('draft-to-delete', 1, writer, handle.db)).toMatchObject({ outcome: 'deleted', status: 'draft', released: [url] });
      expect(await findReferencedMediaUrls([url], handle.db)).toEqual(new Set([url]));
    });
  });
}
