import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { auditLog, mediaImages, newsArticles, type NewsArticle } from '@/db/schema';
import { lastActorOn, recordAudit, type AuditActor } from '@/db/queries/audit';
import { articleStatus, type ArticleStatus } from '@/lib/domain/news';
import type { AuditAction } from '@/lib/domain/audit';

// The back office's side of the news: every article, drafts and scheduled ones included, and the
// writes. Each write is one transaction holding the article, the image it brings and the audit
// entry. Edits are checked against the version the form was loaded with: a form saved after
// somebody else's save is refused rather than silently overwriting it. The public pages see a
// change through the content_changes trigger on news_articles (db/content-changes.ts), a deletion
// included.
//
// The date of an article that goes on the site: the save that puts it there (a new article, a
// draft, a scheduled one moved to a date already past) dates it the moment it goes live when its
// date has passed, unless the editor ticked 'Keep the date above' (backdating). A date still
// ahead schedules it, as before. An article already on the site keeps whatever date is saved.

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

/** How a save treats a date that has passed when it puts the article on the site. */
export type PublishOptions = { keepDate?: boolean };

export type ArticleWriter = AuditActor & { clientHash: string | null };

export type SaveOutcome =
  /** `redated`: the save put the article on the site dated the moment it went live, its date having passed. */
  | { outcome: 'saved'; article: EditableArticle; redated: boolean }
  | { outcome: 'id_taken' }
  | { outcome: 'stale'; savedBy: string | null }
  | { outcome: 'not_found' };

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

async function databaseNow(tx: Tx): Promise<Date> {
  const [{ now }] = await tx.select({ now: sql<Date>`now()`.mapWith(newsArticles.published_at) }).from(sql`(select 1) as clock`);
  return now;
}

/**
 * The fields as saved: an article that this save puts on the site (it was not there before) with
 * a date that has passed is dated now, to the second (the form's precision), unless `keepDate`.
 */
function datedOnPublishing(fields: ArticleFields, before: ArticleStatus | null, now: Date, { keepDate = false }: PublishOptions): { fields: ArticleFields; redated: boolean } {
  const goesLive = before !== 'published' && articleStatus(fields, now) === 'published';
  if (!goesLive || keepDate) return { fields, redated: false };
  const moment = new Date(Math.floor(now.getTime() / 1000) * 1000);
  if (fields.published_at.getTime() >= moment.getTime()) return { fields, redated: false };
  return { fields: { ...fields, published_at: moment }, redated: true };
}

/** A new article (id chosen by the editor, unique); the audit entry says whether it went live. */
export async function createArticle(id: string, input: ArticleFields, image: NewImage | null, writer: ArticleWriter, db?: Database, options: PublishOptions = {}): Promise<SaveOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const now = await databaseNow(tx);
    const { fields, redated } = datedOnPublishing(input, null, now, options);
    const inserted = await tx
      .insert(newsArticles)
      .values({ id, ...fields })
      .onConflictDoNothing({ target: newsArticles.id })
      .returning();
    if (inserted.length === 0) return { outcome: 'id_taken' };
    await recordImage(tx, image, writer);
    const status = articleStatus(fields, now);
    await recordAudit(
      {
        action: auditActionFor(null, status),
        actor: writer,
        subject: { type: 'article', id, label: fields.title },
        details: redated ? { status, dated: 'on publishing' } : { status },
        clientHash: writer.clientHash,
      },
      tx as unknown as Database,
    );
    return { outcome: 'saved', article: { ...inserted[0], status }, redated };
  });
}

/**
 * Saves an edit made on `version`. When the stored article has moved on (somebody saved in the
 * meantime), nothing is written and 'stale' names who saved last, from the audit log.
 */
export async function updateArticle(id: string, version: number, input: ArticleFields, image: NewImage | null, writer: ArticleWriter, db?: Database, options: PublishOptions = {}): Promise<SaveOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const [before] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update').limit(1);
    if (!before) return { outcome: 'not_found' };
    if (before.version !== version) return { outcome: 'stale', savedBy: await lastActorOn({ type: 'article', id }, 'article_', tx as unknown as Database) };
    const now = await databaseNow(tx);
    const beforeStatus = articleStatus(before, now);
    const { fields, redated } = datedOnPublishing(input, beforeStatus, now, options);
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
        details: { from: beforeStatus, to: status, changed: changedFields(before, fields).join(', ') || 'nothing', ...(redated ? { dated: 'on publishing' } : {}) },
        clientHash: writer.clientHash,
      },
      tx as unknown as Database,
    );
    return { outcome: 'saved', article: { ...updated, status }, redated };
  });
}

export type DeleteOutcome =
  /** `released`: the cover's URL, for lib/media/lifecycle.ts once the transaction has committed. */
  | { outcome: 'deleted'; title: string; status: ArticleStatus; released: (string | null)[] }
  | { outcome: 'stale'; savedBy: string | null }
  | { outcome: 'not_found' };

/**
 * Deletes an article in any status, as it was shown at `version` (somebody's save in between
 * refuses it, naming them, so nobody deletes what they have not seen), with an audit entry that
 * keeps its title. Its row's trigger tells the public pages, which answer 404 from then on.
 */
export async function deleteArticle(id: string, version: number, writer: ArticleWriter, db?: Database): Promise<DeleteOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const [before] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update').limit(1);
    if (!before) return { outcome: 'not_found' };
    if (before.version !== version) return { outcome: 'stale', savedBy: await lastActorOn({ type: 'article', id }, 'article_', tx as unknown as Database) };
    const status = articleStatus(before, await databaseNow(tx));
    await tx.delete(newsArticles).where(eq(newsArticles.id, id));
    await recordAudit(
      { action: 'article_deleted', actor: writer, subject: { type: 'article', id, label: before.title }, details: { status, title: before.title }, clientHash: writer.clientHash },
      tx as unknown as Database,
    );
    return { outcome: 'deleted', title: before.title, status, released: [before.image_url] };
  });
}

/**
 * The latest deletion of this article, as the audit log recorded it (the row itself is gone): the
 * list names it after the deletion. Null when the log has none, or when the address holds an
 * article again.
 */
export async function findArticleDeletion(id: string, db?: Database): Promise<{ title: string } | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select({ label: auditLog.subject_label, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'article_deleted'), eq(auditLog.subject_type, 'article'), eq(auditLog.subject_id, id), sql`not exists (select 1 from ${newsArticles} where ${newsArticles.id} = ${id})`))
    .orderBy(desc(auditLog.created_at))
    .limit(1);
  if (!row) return null;
  return { title: typeof row.details.title === 'string' ? row.details.title : (row.label ?? id) };
}
