import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { productSlugRedirects } from '@/db/schema';

// Old addresses of renamed products (db/queries/products-admin.ts writes them): read by proxy.ts
// on every product address, so kept apart from the back office's queries and light.

/** The product an old slug now belongs to, or null: /product/<oldId> redirects there. */
export async function getProductRedirect(oldId: string, db?: Database): Promise<string | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select({ productId: productSlugRedirects.product_id }).from(productSlugRedirects).where(eq(productSlugRedirects.old_id, oldId)).limit(1);
  return row?.productId ?? null;
}
