import { and, asc, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { productCategories, productImages, products, type Product, type ProductCategory, type ProductImage } from '@/db/schema';
import { cachedQuery, cacheTags, serializeDates, type Serialized } from '@/db/queries/cache';
import type { ProductCategoryKey } from '@/lib/options';

export type ProductView = Serialized<Product>;
export type ProductImageView = Serialized<ProductImage>;
export type CategoryView = Serialized<ProductCategory>;

export type ProductFilters = {
  category?: ProductCategoryKey;
  /** spec §7: defaults to true */
  isAvailable?: boolean;
  isUpcoming?: boolean;
};

export async function fetchProducts({ category, isAvailable = true, isUpcoming }: ProductFilters = {}): Promise<ProductView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(products)
    .where(
      and(
        category ? eq(products.category, category) : undefined,
        eq(products.is_available, isAvailable),
        isUpcoming === undefined ? undefined : eq(products.is_upcoming, isUpcoming),
      ),
    )
    .orderBy(desc(products.created_at), asc(products.id));
  return rows.map(serializeDates);
}

export async function fetchProduct(id: string): Promise<ProductView | null> {
  const db = await getDb();
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ? serializeDates(row) : null;
}

export async function fetchProductImages(productId: string): Promise<ProductImageView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(productImages)
    .where(eq(productImages.product_id, productId))
    .orderBy(asc(productImages.display_order));
  return rows.map(serializeDates);
}

export async function fetchCategory(key: ProductCategoryKey): Promise<CategoryView | null> {
  const db = await getDb();
  const [row] = await db.select().from(productCategories).where(eq(productCategories.category_key, key)).limit(1);
  return row ? serializeDates(row) : null;
}

export async function fetchCategories(): Promise<CategoryView[]> {
  const db = await getDb();
  const rows = await db.select().from(productCategories).orderBy(asc(productCategories.display_order));
  return rows.map(serializeDates);
}

export const listProducts = cachedQuery('products', fetchProducts, () => [cacheTags.products]);
export const getProduct = cachedQuery('product', fetchProduct, (id) => [cacheTags.products, cacheTags.product(id)]);
export const getProductImages = cachedQuery('product-images', fetchProductImages, (id) => [cacheTags.products, cacheTags.product(id)]);
export const getCategory = cachedQuery('category', fetchCategory, () => [cacheTags.categories]);
export const listCategories = cachedQuery('categories', fetchCategories, () => [cacheTags.categories]);
