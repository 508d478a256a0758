import { asc, desc, eq, getTableColumns, or } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { products, type Product } from '@/db/schema';

// Building blocks shared by the query modules (catalogue, search, sitemap). Not readers: nothing
// outside db/ imports this folder (tests/unit/architecture.test.ts).

/**
 * A product's columns as pages read them (db/types.ts ProductView): all but the ones search keeps
 * for itself, which repeat the others and only db/queries/search.ts reads.
 */
export const productColumns = (({ search_text, search_designations, facet_source, ...columns }) => columns)(getTableColumns(products));

/** Products a visitor can see: on sale, or announced as upcoming (PPE). */
export const isListed = or(eq(products.is_available, true), eq(products.is_upcoming, true));

const summaryColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  subcategory: products.subcategory,
  description: products.description,
  image_url: products.image_url,
  applications: products.applications,
  features: products.features,
};

/** What result cards show and the similar-products rule (lib/domain/similar-products.ts) compares. */
export type ListedProductSummary = Pick<Product, keyof typeof summaryColumns>;

/** Every listed product as a summary, in the catalogue's order (newest first). */
export async function selectListedSummaries(db: Database): Promise<ListedProductSummary[]> {
  return db.select(summaryColumns).from(products).where(isListed).orderBy(desc(products.created_at), asc(products.id));
}

/** One product's summary, listed or not (a discontinued product's page still shows similar ones). */
export async function selectProductSummary(db: Database, id: string): Promise<ListedProductSummary | null> {
  const [row] = await db.select(summaryColumns).from(products).where(eq(products.id, id)).limit(1);
  return row ?? null;
}
