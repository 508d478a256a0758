import { and, asc, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { productCategories, productImages, products, type Product, type ProductCategory, type ProductImage } from '@/db/schema';
import { cachedQuery, cacheTags, serializeDates, type Serialized } from '@/db/queries/cache';
import type { ProductCategoryKey } from '@/lib/options';

/** A product as pages read it: every column but the ones search keeps for itself. */
export type ProductView = Serialized<Omit<Product, SearchColumn>>;
type SearchColumn = 'search_text' | 'search_designations' | 'facet_source';
// The search columns are named only to be left out: they repeat the others, and only search reads them.
const { search_text, search_designations, facet_source, ...productColumns } = getTableColumns(products);
export { productColumns };
export type ProductImageView = Serialized<ProductImage>;
export type CategoryView = Serialized<ProductCategory>;

export type ProductFilters = {
  category?: ProductCategoryKey;
  /** spec §7: defaults to true; null lists products whatever their availability (PPE's upcoming list) */
  isAvailable?: boolean | null;
  isUpcoming?: boolean;
  /** spec §7 text filter: case-insensitive match on name and description, or on any application */
  search?: string;
};

/** Spec §8: a failed read says what it was fetching, followed by the cause. */
async function fetching<T>(what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (cause) {
    throw new Error(`Failed to fetch ${what}: ${(cause as Error).message}`, { cause });
  }
}

/** A LIKE pattern matching `text` anywhere, with the visitor's own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Spec §7 'Products': filtered, newest first. Ranked free-text search is db/queries/search.ts. */
export function fetchProducts(filters: ProductFilters = {}): Promise<ProductView[]> {
  return fetching('products', () => selectProducts(filters));
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

/** Products a visitor can see: on sale, or announced as upcoming (PPE). */
export const isListed = or(eq(products.is_available, true), eq(products.is_upcoming, true));

/** Every product a visitor can see (on sale, or upcoming PPE): the range page and similar products. */
export async function fetchListedProducts(): Promise<ProductView[]> {
  const db = await getDb();
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(isListed)
    .orderBy(desc(products.created_at), asc(products.id));
  return rows.map(serializeDates);
}

export function fetchProduct(id: string): Promise<ProductView | null> {
  return fetching('product', async () => {
    const db = await getDb();
    const [row] = await db.select(productColumns).from(products).where(eq(products.id, id)).limit(1);
    return row ? serializeDates(row) : null;
  });
}

export function fetchProductImages(productId: string): Promise<ProductImageView[]> {
  return fetching('product images', async () => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(productImages)
      .where(eq(productImages.product_id, productId))
      .orderBy(asc(productImages.display_order));
    return rows.map(serializeDates);
  });
}

export function fetchCategory(key: ProductCategoryKey): Promise<CategoryView | null> {
  return fetching('product category', async () => {
    const db = await getDb();
    const [row] = await db.select().from(productCategories).where(eq(productCategories.category_key, key)).limit(1);
    return row ? serializeDates(row) : null;
  });
}

export async function fetchCategories(): Promise<CategoryView[]> {
  const db = await getDb();
  const rows = await db.select().from(productCategories).orderBy(asc(productCategories.display_order));
  return rows.map(serializeDates);
}

export const listProducts = cachedQuery('products', fetchProducts, () => [cacheTags.products]);
export const listListedProducts = cachedQuery('listed-products', fetchListedProducts, () => [cacheTags.products]);
export const getProduct = cachedQuery('product', fetchProduct, (id) => [cacheTags.products, cacheTags.product(id)]);

/** Product ids are URL slugs (schema check); anything else cannot exist and costs no query. */
export const isProductId = (id: string) => id.length <= 120 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id);

/** The product for a /product/{id} URL, or null. */
export async function findProduct(id: string): Promise<ProductView | null> {
  return isProductId(id) ? getProduct(id) : null;
}
export const getProductImages = cachedQuery('product-images', fetchProductImages, (id) => [cacheTags.products, cacheTags.product(id)]);
export const getCategory = cachedQuery('category', fetchCategory, () => [cacheTags.categories]);
export const listCategories = cachedQuery('categories', fetchCategories, () => [cacheTags.categories]);
