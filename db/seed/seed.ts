import fs from 'node:fs';
import path from 'node:path';
import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db/client';
import { dealers, newsArticles, productCategories, productDocuments, productImages, products } from '@/db/schema';
import { categories } from '@/db/seed/data/categories';
import { dealers as dealerData } from '@/db/seed/data/dealers';
import { productDocuments as productDocumentData } from '@/db/seed/data/product-documents';
import { articles } from '@/db/seed/data/news';
import { abrasives } from '@/db/seed/data/products/abrasives';
import { equipment } from '@/db/seed/data/products/equipment';
import { ppe } from '@/db/seed/data/products/ppe';
import { weldingElectrodes } from '@/db/seed/data/products/welding-electrodes';
import { wiresFlux } from '@/db/seed/data/products/wires-flux';
import type { SeedProduct, SeedSpecifications, TechnicalData } from '@/db/seed/types';
import type { ProductSpecifications, TechnicalRows } from '@/db/schema';

export const seedProducts: SeedProduct[] = [...weldingElectrodes, ...wiresFlux, ...equipment, ...abrasives, ...ppe];
export { articles as seedArticles, categories as seedCategories, dealerData as seedDealers };

/** Documents of the seed products: the safety data sheets made by db/seed/artwork/safety-data-sheets.ts. */
export const seedProductDocuments = productDocumentData;

const namedSpecificationKeys = ['diameters', 'mesh_size', 'spool_weights'] as const;
const rows = (table: TechnicalData): TechnicalRows => Object.entries(table).map(([key, value]) => ({ key, value }));

/** A seed product's tables as the database stores them: ordered rows, in the order the seed file writes them. */
export function storedTables(product: Pick<SeedProduct, 'specifications' | 'identification' | 'weld_metal_analysis' | 'mechanical_properties' | 'classification' | 'packing_parameters'>) {
  return {
    specifications: storedSpecifications(product.specifications),
    identification: rows(product.identification),
    weld_metal_analysis: rows(product.weld_metal_analysis),
    mechanical_properties: rows(product.mechanical_properties),
    classification: rows(product.classification),
    packing_parameters: rows(product.packing_parameters),
  };
}

function storedSpecifications(specs: SeedSpecifications): ProductSpecifications {
  const stored: ProductSpecifications = { rows: [] };
  for (const [key, value] of Object.entries(specs)) {
    if ((namedSpecificationKeys as readonly string[]).includes(key)) stored[key as (typeof namedSpecificationKeys)[number]] = [value].flat();
    else stored.rows.push({ key, value: Array.isArray(value) ? value.join(', ') : value });
  }
  return stored;
}

const newsFolder = path.join(process.cwd(), 'db', 'seed', 'data', 'news');

export function readArticleBody(contentFile: string): string {
  return fs.readFileSync(path.join(newsFolder, contentFile), 'utf8');
}

/**
 * Writes the seed catalogue, categories and articles. Idempotent: rows are upserted by their
 * slug, so re-running refreshes seed content without duplicating it or touching leads.
 */
export async function seedDatabase(db: Database): Promise<void> {
  // created_at decides listing order (newest first); spacing the seed rows by a minute keeps
  // the order stable and the same as the seed files, first product first.
  const baseTime = Date.UTC(2025, 0, 1);
  const total = seedProducts.length;

  await db.transaction(async (tx) => {
    for (const category of categories) {
      await tx
        .insert(productCategories)
        .values(category)
        .onConflictDoUpdate({ target: productCategories.category_key, set: { ...category, updated_at: sql`now()` } });
    }

    for (const [index, { images, approvals = [], welding_currents = [], coating = null, ...product }] of seedProducts.entries()) {
      const row = {
        ...product,
        ...storedTables(product),
        approvals,
        welding_currents,
        coating,
        image_url: images[0]?.url ?? null,
        created_at: new Date(baseTime + (total - index) * 60_000),
      };
      await tx
        .insert(products)
        .values(row)
        .onConflictDoUpdate({ target: products.id, set: { ...row, updated_at: sql`now()` } });
    }

    const ids = seedProducts.map((product) => product.id);
    await tx.delete(productImages).where(inArray(productImages.product_id, ids));
    await tx.insert(productImages).values(
      seedProducts.flatMap((product) =>
        product.images.map((image, order) => ({
          product_id: product.id,
          image_url: image.url,
          alt_text: image.alt,
          display_order: order,
          is_primary: order === 0,
        })),
      ),
    );

    await tx.delete(productDocuments).where(inArray(productDocuments.product_id, ids));
    await tx.insert(productDocuments).values(seedProductDocuments);

    for (const dealer of dealerData) {
      await tx
        .insert(dealers)
        .values(dealer)
        // A re-seed is a save too: a back office form opened before it is then stale.
        .onConflictDoUpdate({ target: dealers.id, set: { ...dealer, version: sql`${dealers.version} + 1`, updated_at: sql`now()` } });
    }

    for (const { contentFile, ...article } of articles) {
      const row = { ...article, content: readArticleBody(contentFile), published_at: new Date(article.published_at) };
      await tx
        .insert(newsArticles)
        .values(row)
        .onConflictDoUpdate({ target: newsArticles.id, set: { ...row, updated_at: sql`now()` } });
    }
  });
}

/** Seeds a database that has no catalogue yet; a database with content is left as it is. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [{ value }] = await db.select({ value: count() }).from(products);
  if (value > 0) return false;
  await seedDatabase(db);
  return true;
}
