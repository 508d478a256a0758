import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { productCategories, productDocuments, productImages, products, type ProductCategory } from '@/db/schema';
import { cachedQuery, cacheTags, serializeDates } from '@/db/queries/cache';
import { isListed, productColumns, selectListedSummaries, selectProductSummary } from '@/db/queries/internal/listed-products';
import type { CategoryView, ProductDocumentView, ProductImageView, ProductView, SimilarProduct } from '@/db/types';
import { safeErrorMessage } from '@/lib/core/safe-error';
import type { ProductCategoryKey } from '@/lib/domain/options';
import { similarProducts } from '@/lib/domain/similar-products';
import { isSlug } from '@/lib/domain/slug';
import { containsPattern } from '@/db/queries/internal/like';

// The catalogue's readers: one per question a page asks, each cached and tagged (a content
// change expires it, see db/content-changes.ts). Ranked free-text search is db/queries/search.ts.

export type ProductFilters = {
  category?: ProductCategoryKey;
  /** spec §7: defaults to true; null lists products whatever their availability (PPE's upcoming list) */
  isAvailable?: boolean | null;
  isUpcoming?: boolean;
  /** spec §7 text filter: case-insensitive match on name and description, or on any application */
  search?: string;
};

/**
 * Spec §8: a failed read says what it was fetching, followed by the cause: the driver's own
 * message, never drizzle's "Failed query: … params: …" (the params can be what a visitor typed).
 */
async function fetching<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (cause) {
    throw new Error(`Failed to fetch ${what}: ${safeErrorMessage(cause)}`, { cause });
  }
}


async function selectProducts({ category, isAvailable = true, isUpcoming, search }: ProductFilters): Promise<ProductView[]> {
  const db = await getDb();
  const text = search?.trim();
  const pattern = text ? containsPattern(text) : null;
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(
      and(
        category ? eq(products.category, category) : undefined,
        isAvailable === null ? undefined : eq(products.is_available, isAvailable),
        isUpcoming === undefined ? undefined : eq(products.is_upcoming, isUpcoming),
        pattern
          ? or(
              ilike(products.name, pattern),
              ilike(products.description, pattern),
              sql`exists (select 1 from unnest(${products.applications}) as application where application ilike ${pattern})`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(products.created_at), asc(products.id));
  return rows.map(serializeDates);
}

async function selectListedProducts(): Promise<ProductView[]> {
  const db = await getDb();
  const rows = await db.select(productColumns).from(products).where(isListed).orderBy(desc(products.created_at), asc(products.id));
  return rows.map(serializeDates);
}

async function selectProduct(id: string): Promise<ProductView | null> {
  const db = await getDb();
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, id)).limit(1);
  return row ? serializeDates(row) : null;
}

async function selectProductImages(productId: string): Promise<ProductImageView[]> {
  const db = await getDb();
  const rows = await db.select().from(productImages).where(eq(productImages.product_id, productId)).orderBy(asc(productImages.display_order));
  return rows.map(serializeDates);
}

async function selectProductDocuments(productId: string): Promise<ProductDocumentView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(productDocuments)
    .where(eq(productDocuments.product_id, productId))
    .orderBy(asc(productDocuments.display_order), asc(productDocuments.title));
  return rows.map(serializeDates);
}

async function selectComparedProducts(ids: string[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select(productColumns).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, serializeDates(row)]));
  return ids.map((id) => byId.get(id)).filter((row): row is ProductView => row !== undefined);
}

async function selectSimilarProducts(productId: string): Promise<SimilarProduct[]> {
  const db = await getDb();
  const product = await selectProductSummary(db, productId);
  if (!product) return [];
  return similarProducts(product, await selectListedSummaries(db)).map(({ id, name, subcategory, image_url }) => ({ id, name, subcategory, image_url }));
}

async function selectCategory(key: ProductCategoryKey): Promise<CategoryView | null> {
  const db = await getDb();
  const [row] = await db.select().from(productCategories).where(eq(productCategories.category_key, key)).limit(1);
  return row ? categoryView(row) : null;
}

/** The guide the button links to: the one uploaded in the back office, else the built-in one. */
export const categoryView = (row: ProductCategory): CategoryView => serializeDates({ ...row, download_guide_url: row.guide_upload_url ?? row.download_guide_url });

async function selectCategories(): Promise<CategoryView[]> {
  const db = await getDb();
  const rows = await db.select().from(productCategories).orderBy(asc(productCategories.display_order));
  return rows.map(categoryView);
}

/** Spec §7 'Products': filtered, newest first (a category page, PPE's upcoming list). */
export const listProducts = cachedQuery('products', (filters: ProductFilters = {}) => fetching('products', () => selectProducts(filters)), () => [cacheTags.products]);

/** Every product a visitor can see (on sale, or upcoming PPE), newest first: the range pages. */
export const listListedProducts = cachedQuery('listed-products', selectListedProducts, () => [cacheTags.products]);

const readProduct = cachedQuery('product', (id: string) => fetching('product', () => selectProduct(id)), (id) => [cacheTags.products, cacheTags.product(id)]);

/**
 * The product a URL or a form names (/product/{id}, ?product=, a quote's product_id), or null.
 * Takes whatever the request held: product ids are slugs (schema check), so anything else is null
 * without a query.
 */
export async function getProduct(id: unknown): Promise<ProductView | null> {
  return isSlug(id) ? readProduct(id) : null;
}

/** A product's gallery, in display order. */
export const getProductImages = cachedQuery(
  'product-images',
  (productId: string) => fetching('product images', () => selectProductImages(productId)),
  (productId) => [cacheTags.products, cacheTags.product(productId)],
);

/** A product's downloadable documents (safety data sheet, certificates), in their display order. */
export const getProductDocuments = cachedQuery(
  'product-documents',
  (productId: string) => fetching('product documents', () => selectProductDocuments(productId)),
  (productId) => [cacheTags.products, cacheTags.product(productId)],
);

/** The products of a comparison (/compare), in the order asked; ids that name no product are left out. */
export const getComparedProducts = cachedQuery(
  'compared-products',
  (ids: string[]) => fetching('compared products', () => selectComparedProducts(ids)),
  (ids) => [cacheTags.products, ...ids.map(cacheTags.product)],
);

/**
 * Spec §9 'You May Also Like': up to three listed products sharing the most with this one,
 * chosen here from the whole listed catalogue so that the page does not load it.
 */
export const listSimilarProducts = cachedQuery('similar-products', selectSimilarProducts, () => [cacheTags.products]);

export const getCategory = cachedQuery('category', (key: ProductCategoryKey) => fetching('product category', () => selectCategory(key)), () => [cacheTags.categories]);

export const listCategories = cachedQuery('categories', selectCategories, () => [cacheTags.categories]);
