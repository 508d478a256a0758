import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { mediaImages, newsArticles, type NewsArticle } from '@/db/schema';
import { lastActorOn, recordAudit, type AuditActor } from '@/db/queries/audit';
import { articleStatus, type ArticleStatus } from '@/lib/domain/news';
import type { AuditAction } from '@/lib/domain/audit';

// The back office's side of the news: every article, drafts and scheduled ones included, and the
// writes. Each write is one transaction holding the article, the image it brings and the audit
// entry. Edits are checked against the version the form was loaded with: a form saved after
// somebody else's save is refused rather than silently overwriting it. The public pages see a
// change through the content_changes trigger on news_articles (db/content-changes.ts).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type AdminArticleRow = {
  id: string;
  title: string;
  category: string;
  author: string;
  published_at: Date;
  updated_at: Date;
  status: ArticleStatus;
};

/** Every article, the newest date first (scheduled ones on top). */
export async function listArticlesForAdmin(db?: Database): Promise<AdminArticleRow[]> {
  const handle = db ?? (await getDb());
  const rows = await handle
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      category: newsArticles.category,
      author: newsArticles.author,
      published_at: newsArticles.published_at,
      updated_at: newsArticles.updated_at,
      is_published: newsArticles.is_published,
      now: sql<Date>`now()`.mapWith(newsArticles.published_at),
    })
    .from(newsArticles)
    .orderBy(desc(newsArticles.published_at), desc(newsArticles.id));
  // The database's clock decides, as it does for the public pages.
  return rows.map(({ is_published, now, ...row }) => ({ ...row, status: articleStatus({ is_published, published_at: row.published_at }, now) }));
}

export type EditableArticle = NewsArticle & { status: ArticleStatus };

/** One article as the editor loads it (any status), or null. */
export async function getArticleForEditing(id: string, db?: Database): Promise<EditableArticle | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select({ article: newsArticles, now: sql<Date>`now()`.mapWith(newsArticles.published_at) })
    .from(newsArticles)
    .where(eq(newsArticles.id, id))
    .limit(1);
  return row ? { ...row.article, status: articleStatus(row.article, row.now) } : null;
}

export type ArticleFields = {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  published_at: Date;
  is_published: boolean;
  image_url: string | null;
  image_alt: string | null;
};

/** An image converted and stored by the action, recorded with the article that uses it. */
export type NewImage = { id: string; alt_text: string; width: number; height: number; largest_width: number; original_type: string; original_bytes: number };

export type ArticleWriter = AuditActor & { clientHash: string | null };

export type SaveOutcome = { outcome: 'saved'; article: EditableArticle } | { outcome: 'id_taken' } | { outcome: 'stale'; savedBy: string | null } | { outcome: 'not_found' };

async function recordImage(tx: Tx, image: NewImage | null, writer: ArticleWriter) {
  if (image) await tx.insert(mediaImages).values({ ...image, uploaded_by: writer.id });
}

/** What the save did to the article's visibility, for the audit log. */
function auditActionFor(before: ArticleStatus | null, after: ArticleStatus): AuditAction {
  if (after === 'draft') return before && before !== 'draft' ? 'article_unpublished' : before ? 'article_updated' : 'article_created';
  if (before === after) return 'article_updated';
  return after === 'scheduled' ? 'article_scheduled' : 'article_published';
}

const CHANGEABLE: (keyof ArticleFields)[] = ['title', 'excerpt', 'content', 'author', 'category', 'published_at', 'is_published', 'image_url', 'image_alt'];

function changedFields(before: NewsArticle, after: ArticleFields): string[] {
  const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b);
  return CHANGEABLE.filter((field) => !same(before[field], after[field]));
}

async function statusNow(tx: Tx, fields: ArticleFields): Promise<{ status: ArticleStatus; now: Date }> {
  const [{ now }] = await tx.select({ now: sql<Date>`now()`.mapWith(newsArticles.published_at) }).from(sql`(select 1) as clock`);
  return { status: articleStatus(fields, now), now };
}

/** A new article (id chosen by the editor, unique); the audit entry says whether it went live. */
export async function createArticle(id: string, fields: ArticleFields, image: NewImage | null, writer: ArticleWriter, db?: Database): Promise<SaveOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsArticles)
      .values({ id, ...fields })
      .onConflictDoNothing({ target: newsArticles.id })
      .returning();
    if (inserted.length === 0) return { outcome: 'id_taken' };
    await recordImage(tx, image, writer);
    const { status } = await statusNow(tx, fields);
    await recordAudit(
      { action: auditActionFor(null, status), actor: writer, subject: { type: 'article', id, label: fields.title }, details: { status }, clientHash: writer.clientHash },
      tx as unknown as Database,
    );
    return { outcome: 'saved', article: { ...inserted[0], status } };
  });
}

/**
 * Saves an edit made on `version`. When the stored article has moved on (somebody saved in the
 * meantime), nothing is written and 'stale' names who saved last, from the audit log.
 */
export async function updateArticle(id: string, version: number, fields: ArticleFields, image: NewImage | null, writer: ArticleWriter, db?: Database): Promise<SaveOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const [before] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update').limit(1);
    if (!before) return { outcome: 'not_found' };
    if (before.version !== version) return { outcome: 'stale', savedBy: await lastActorOn({ type: 'article', id }, 'article_', tx as unknown as Database) };
    const { now } = await statusNow(tx, fields);
    const beforeStatus = articleStatus(before, now);
    const [updated] = await tx
      .update(newsArticles)
      .set({ ...fields, version: sql`${newsArticles.version} + 1`, updated_at: sql`now()` })
      .where(and(eq(newsArticles.id, id), eq(newsArticles.version, version)))
      .returning();
    await recordImage(tx, image, writer);
    const status = articleStatus(updated, now);
    await recordAudit(
      {
        action: auditActionFor(beforeStatus, status),
        actor: writer,
        subject: { type: 'article', id, label: fields.title },
        details: { from: beforeStatus, to: status, changed: changedFields(before, fields).join(', ') || 'nothing' },
        clientHash: writer.clientHash,
      },
      tx as unknown as Database,
    );
    return { outcome: 'saved', article: { ...updated, status } };
  });
}
