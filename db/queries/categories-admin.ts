import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { productCategories } from '@/db/schema';
import type { EditableCategory } from '@/db/types';
import { lastActorOn, recordAudit, type AuditActor } from '@/db/queries/audit';
import type { ProductCategoryKey } from '@/lib/domain/options';

// The back office's side of the product categories: the hero texts and the guide of each. A save
// is one transaction holding the row and its audit entry, checked against the version the form was
// loaded with (as news-admin.ts does). The public pages see it through the content_changes trigger
// on product_categories (tag 'product-categories', db/content-changes.ts).

/** One category as the editor loads it, or null. */
export async function getCategoryForEditing(key: ProductCategoryKey, db?: Database): Promise<EditableCategory | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select().from(productCategories).where(eq(productCategories.category_key, key)).limit(1);
  return row ?? null;
}

/** Every category, in the site's order. */
export async function listCategoriesForAdmin(db?: Database): Promise<EditableCategory[]> {
  const handle = db ?? (await getDb());
  return handle.select().from(productCategories).orderBy(asc(productCategories.display_order));
}

export type CategoryFields = {
  hero_title: string;
  hero_subtitle: string;
  download_guide_text: string | null;
  /** The uploaded guide after this save (null: the built-in one, if any). */
  guide_upload_url: string | null;
};

export type CategorySaveOutcome = { outcome: 'saved'; category: EditableCategory } | { outcome: 'stale'; savedBy: string | null } | { outcome: 'not_found' };

const CHANGEABLE: (keyof CategoryFields)[] = ['hero_title', 'hero_subtitle', 'download_guide_text', 'guide_upload_url'];

/**
 * Saves an edit made on `version`. When the stored category has moved on (somebody saved in the
 * meantime), nothing is written and 'stale' names who saved last, from the audit log.
 */
export async function updateCategory(
  key: ProductCategoryKey,
  version: number,
  fields: CategoryFields,
  writer: AuditActor & { clientHash: string | null },
  db?: Database,
): Promise<CategorySaveOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const [before] = await tx.select().from(productCategories).where(eq(productCategories.category_key, key)).for('update').limit(1);
    if (!before) return { outcome: 'not_found' };
    const subject = { type: 'category', id: key, label: before.name };
    if (before.version !== version) return { outcome: 'stale', savedBy: await lastActorOn(subject, 'category_', tx as unknown as Database) };
    const [updated] = await tx
      .update(productCategories)
      .set({ ...fields, version: sql`${productCategories.version} + 1`, updated_at: sql`now()` })
      .where(and(eq(productCategories.category_key, key), eq(productCategories.version, version)))
      .returning();
    const changed = CHANGEABLE.filter((field) => before[field] !== fields[field]);
    await recordAudit(
      {
        action: 'category_updated',
        actor: writer,
        subject,
        details: { changed: changed.join(', ') || 'nothing', guide: fields.guide_upload_url ?? 'built-in' },
        clientHash: writer.clientHash,
      },
      tx as unknown as Database,
    );
    return { outcome: 'saved', category: updated };
  });
}
