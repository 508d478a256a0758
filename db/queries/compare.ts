import { inArray } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { products } from '@/db/schema';
import { cachedQuery, cacheTags, serializeDates } from '@/db/queries/cache';
import { productColumns, type ProductView } from '@/db/queries/catalogue';

async function fetchComparedProducts(ids: string[]): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select(productColumns).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, serializeDates(row)]));
  return ids.map((id) => byId.get(id)).filter((row): row is ProductView => row !== undefined);
}

/** The products of a comparison, in the order asked; ids that name no product are left out. */
export const getComparedProducts = cachedQuery('compared-products', fetchComparedProducts, (ids) => [cacheTags.products, ...ids.map(cacheTags.product)]);
