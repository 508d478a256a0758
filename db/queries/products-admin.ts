import { and, asc, eq, getTableColumns, ilike, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { productSlugRedirects, products, type Product } from '@/db/schema';
import { lastActorOn, recordAudit, type AuditActor } from '@/db/queries/audit';
import { getProductRedirect } from '@/db/queries/product-redirects';
import type { AuditAction } from '@/lib/domain/audit';
import { productStatus, type ProductStatus } from '@/lib/domain/product-status';
import type { ProductCategoryKey } from '@/lib/domain/options';
import type { ProductFields } from '@/lib/schemas/product';
import { containsPattern } from '@/db/queries/internal/like';

// The back office's side of the catalogue: every product, discontinued ones included, and the
// writes. Each write is one transaction holding the product and its audit entry; an edit is
// checked against the version its form was loaded with, so a form saved after somebody else's
// save is refused rather than silently overwriting it. The public pages, search, sitemap and
// datasheet see a change through the content_changes triggers on products and
// product_slug_redirects (db/content-changes.ts).
//
// A product's id is its slug and its address (/product/<id>). Renaming it updates the row in
// place: every table referring to a product does so ON UPDATE CASCADE (images, documents, quote
// requests, launch notifications, earlier redirects), and the old id is kept in
// product_slug_redirects, so the old address answers a permanent redirect to the new one. As the
// earlier redirects follow the rename too, a chain A → B → C always leads from A straight to C.
// An address that still redirects stays reserved for its product: no other product may take it
// (only the product it leads to may take it back, which drops the redirect).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type AdminProductRow = Pick<Product, 'id' | 'name' | 'category' | 'subcategory' | 'updated_at'> & { status: ProductStatus };
export type AdminProductFilter = { query?: string; category?: ProductCategoryKey; status?: ProductStatus };

/** How many products the list shows at most (the catalogue has dozens; a search narrows it). */
export const ADMIN_PRODUCT_LIST_LIMIT = 500;


const statusCondition: Record<ProductStatus, SQL> = {
  available: sql`${products.is_available}`,
  upcoming: sql`not ${products.is_available} and ${products.is_upcoming}`,
  discontinued: sql`not ${products.is_available} and not ${products.is_upcoming}`,
};

/** The products matching a search in the name or slug, a category and a status, by name. */
export async function listProductsForAdmin(filter: AdminProductFilter = {}, db?: Database): Promise<AdminProductRow[]> {
  const handle = db ?? (await getDb());
  const query = filter.query?.trim().slice(0, 200);
  const conditions = [
    query ? or(ilike(products.name, containsPattern(query)), ilike(products.id, containsPattern(query))) : undefined,
    filter.category ? eq(products.category, filter.category) : undefined,
    filter.status ? statusCondition[filter.status] : undefined,
  ].filter(Boolean) as SQL[];
  const rows = await handle
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      subcategory: products.subcategory,
      updated_at: products.updated_at,
      is_available: products.is_available,
      is_upcoming: products.is_upcoming,
    })
    .from(products)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(products.name), asc(products.id))
    .limit(ADMIN_PRODUCT_LIST_LIMIT);
  return rows.map(({ is_available, is_upcoming, ...row }) => ({ ...row, status: productStatus({ is_available, is_upcoming }) }));
}

export type EditableProduct = Omit<Product, 'search_text' | 'search_designations' | 'facet_source'>;

const editableColumns = (() => {
  const { search_text: _text, search_designations: _designations, facet_source: _facets, ...columns } = getTableColumns(products);
  return columns;
})();

/** One product as the editor loads it (any status), or null. */
export async function getProductForEditing(id: string, db?: Database): Promise<EditableProduct | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select(editableColumns).from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}

export type ProductWriter = AuditActor & { clientHash: string | null };

export type ProductSaveOutcome =
  | { outcome: 'saved'; product: EditableProduct }
  | { outcome: 'id_taken' }
  /** The slug is an old address of another product (its redirect is kept). */
  | { outcome: 'id_redirects'; productId: string }
  | { outcome: 'stale'; savedBy: string | null }
  /** The form's product was renamed since it was opened: it now lives at `productId`. */
  | { outcome: 'renamed'; productId: string }
  | { outcome: 'not_found' };

const CHANGEABLE: (keyof ProductFields)[] = [
  'id',
  'name',
  'description',
  'category',
  'subcategory',
  'applications',
  'features',
  'welding_positions',
  'specifications',
  'identification',
  'weld_metal_analysis',
  'mechanical_properties',
  'classification',
  'packing_parameters',
  'approvals',
  'welding_currents',
  'coating',
  'is_available',
  'is_upcoming',
  'launch_date',
];

/** JSON with object keys sorted (jsonb hands them back in its own order); arrays keep theirs. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );

function changedFields(before: EditableProduct, after: ProductFields): string {
  const changed = CHANGEABLE.filter((field) => canonical(before[field]) !== canonical(after[field]));
  return changed.join(', ') || 'nothing';
}

/** Whether `id` is free for the product `ownId` (null for a new product), checked inside the writing transaction. */
async function idAvailability(tx: Tx, id: string, ownId: string | null): Promise<Exclude<ProductSaveOutcome, { outcome: 'saved' | 'stale' | 'renamed' | 'not_found' }> | null> {
  if (id !== ownId) {
    const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).limit(1);
    if (taken) return { outcome: 'id_taken' };
  }
  const redirectTarget = await getProductRedirect(id, tx as unknown as Database);
  if (redirectTarget && redirectTarget !== ownId) return { outcome: 'id_redirects', productId: redirectTarget };
  return null;
}

/** Why no product `id` was found: renamed since (its redirect says where to), or gone. */
async function missing(tx: Tx, id: string): Promise<ProductSaveOutcome> {
  const current = await getProductRedirect(id, tx as unknown as Database);
  return current ? { outcome: 'renamed', productId: current } : { outcome: 'not_found' };
}

/** The actions that change a product's row and version; its images and documents are logged against it too. */
const PRODUCT_SAVES = ['product_created', 'product_updated', 'product_discontinued', 'product_restored'] as const satisfies readonly AuditAction[];

const audit = (tx: Tx, action: AuditAction, writer: ProductWriter, product: { id: string; name: string }, details: Record<string, string>) =>
  recordAudit({ action, actor: writer, subject: { type: 'product', id: product.id, label: product.name }, details, clientHash: writer.clientHash }, tx as unknown as Database);

/** A new product (a unique slug that is no other product's old address). */
export async function createProduct(fields: ProductFields, writer: ProductWriter, db?: Database): Promise<ProductSaveOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const refusal = await idAvailability(tx, fields.id, null);
    if (refusal) return refusal;
    const inserted = await tx.insert(products).values(fields).onConflictDoNothing({ target: products.id }).returning(editableColumns);
    if (inserted.length === 0) return { outcome: 'id_taken' };
    await audit(tx, 'product_created', writer, fields, { status: productStatus(fields) });
    return { outcome: 'saved', product: inserted[0] };
  });
}

/**
 * Saves an edit made on `version` of the product `currentId`; a new slug renames it (see above).
 * When the stored product has moved on, nothing is written and 'stale' names who saved last.
 */
export async function updateProduct(currentId: string, version: number, fields: ProductFields, writer: ProductWriter, db?: Database): Promise<ProductSaveOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const [before] = await tx.select(editableColumns).from(products).where(eq(products.id, currentId)).for('update').limit(1);
    if (!before) return missing(tx, currentId);
    if (before.version !== version) return { outcome: 'stale', savedBy: await lastActorOn({ type: 'product', id: currentId }, PRODUCT_SAVES, tx as unknown as Database) };
    const renamed = fields.id !== currentId;
    if (renamed) {
      const refusal = await idAvailability(tx, fields.id, currentId);
      if (refusal) return refusal;
      // Taking back one of its own old addresses: that address is no longer a redirect.
      await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.old_id, fields.id));
    }
    const [updated] = await tx
      .update(products)
      .set({ ...fields, version: sql`${products.version} + 1`, updated_at: sql`now()` })
      .where(and(eq(products.id, currentId), eq(products.version, version)))
      .returning(editableColumns);
    if (renamed) await tx.insert(productSlugRedirects).values({ old_id: currentId, product_id: fields.id });
    await audit(tx, 'product_updated', writer, fields, {
      changed: changedFields(before, fields),
      ...(renamed ? { renamed_from: currentId } : {}),
      status: productStatus(fields),
    });
    return { outcome: 'saved', product: updated };
  });
}

/** Discontinue (off sale, kept reachable and marked) or restore (available again) a product. */
export async function setProductDiscontinued(id: string, version: number, discontinued: boolean, writer: ProductWriter, db?: Database): Promise<ProductSaveOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const [before] = await tx.select(editableColumns).from(products).where(eq(products.id, id)).for('update').limit(1);
    if (!before) return missing(tx, id);
    if (before.version !== version) return { outcome: 'stale', savedBy: await lastActorOn({ type: 'product', id }, PRODUCT_SAVES, tx as unknown as Database) };
    const availability = discontinued ? { is_available: false, is_upcoming: false } : { is_available: true, is_upcoming: false };
    const [updated] = await tx
      .update(products)
      .set({ ...availability, version: sql`${products.version} + 1`, updated_at: sql`now()` })
      .where(eq(products.id, id))
      .returning(editableColumns);
    await audit(tx, discontinued ? 'product_discontinued' : 'product_restored', writer, before, { from: productStatus(before), to: productStatus(updated) });
    return { outcome: 'saved', product: updated };
  });
}

/** A slug for a copy of `id` that no product uses and no old address holds: `id-copy`, `id-copy-2` … */
export async function freeCopySlug(id: string, db?: Database): Promise<string> {
  const handle = db ?? (await getDb());
  const base = `${id.slice(0, 70).replace(/-+$/, '')}-copy`;
  const result = await handle.execute(sql`
    select candidate from (
      select case when n = 1 then ${base} else ${base} || '-' || n end as candidate, n from generate_series(1, 1000) as n
    ) as c
    where not exists (select 1 from products p where p.id = c.candidate)
      and not exists (select 1 from product_slug_redirects r where r.old_id = c.candidate)
    order by n limit 1`);
  const rows = (Array.isArray(result) ? result : (result as unknown as { rows: { candidate: string }[] }).rows) as { candidate: string }[];
  return rows[0]?.candidate ?? `${base}-${Date.now()}`;
}
