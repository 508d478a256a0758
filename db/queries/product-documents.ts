import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { productDocuments, type ProductDocument } from '@/db/schema';
import { cachedQuery, cacheTags, serializeDates, type Serialized } from '@/db/queries/cache';

export type ProductDocumentView = Serialized<ProductDocument>;

async function fetchProductDocuments(productId: string): Promise<ProductDocumentView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(productDocuments)
    .where(eq(productDocuments.product_id, productId))
    .orderBy(asc(productDocuments.display_order), asc(productDocuments.title));
  return rows.map(serializeDates);
}

/** A product's downloadable documents (safety data sheet, certificates), in their display order. */
export const getProductDocuments = cachedQuery('product-documents', fetchProductDocuments, (id) => [cacheTags.products, cacheTags.product(id)]);
