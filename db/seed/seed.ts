import fs from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/db/client';
import { recordAudit } from '@/db/queries/audit';
import { auditLog, dealers, newsArticles, productCategories, productDocuments, productImages, products, productSlugRedirects, staffUsers } from '@/db/schema';
import { contentAuditActions } from '@/lib/domain/audit';
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
 * Writes the seed catalogue, categories, articles and dealers. Idempotent: rows are upserted by
 * their id, so re-running refreshes seed content without duplicating it or touching leads; what
 * the back office changed in those rows is overwritten (`rewriteSeedContent` asks first).
 */
export async function seedDatabase(db: Database): Promise<void> {
  await db.transaction((tx) => writeSeed(tx as unknown as Database));
}

async function writeSeed(tx: Database): Promise<void> {
  // created_at decides listing order (newest first); spacing the seed rows by a minute keeps
  // the order stable and the same as the seed files, first product first.
  const baseTime = Date.UTC(2025, 0, 1);
  const total = seedProducts.length;
  // A re-seed is a save too: a back office form opened before it is then stale.
  const nextVersion = (table: { version: AnyPgColumn }) => sql`${table.version} + 1`;

  for (const category of categories) {
    await tx
      .insert(productCategories)
      .values(category)
      .onConflictDoUpdate({ target: productCategories.category_key, set: { ...category, version: nextVersion(productCategories), updated_at: sql`now()` } });
  }

  const ids = seedProducts.map((product) => product.id);
  // A seed product renamed in the back office left its old address as a redirect: the address is
  // the seed product's again (the renamed copy stays, at its new address).
  await tx.delete(productSlugRedirects).where(inArray(productSlugRedirects.old_id, ids));
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
      .onConflictDoUpdate({ target: products.id, set: { ...row, version: nextVersion(products), updated_at: sql`now()` } });
  }

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
      .onConflictDoUpdate({ target: dealers.id, set: { ...dealer, version: nextVersion(dealers), updated_at: sql`now()` } });
  }

  for (const { contentFile, ...article } of articles) {
    const row = { ...article, content: readArticleBody(contentFile), published_at: new Date(article.published_at) };
    await tx
      .insert(newsArticles)
      .values(row)
      .onConflictDoUpdate({ target: newsArticles.id, set: { ...row, version: nextVersion(newsArticles), updated_at: sql`now()` } });
  }
}

/** A row the seed writes that the back office changed since the seed was last written (by `npm run db:seed`). */
export type SeedRowChange = {
  kind: 'product' | 'category' | 'article' | 'dealer';
  id: string;
  /** Its name or title when last changed. */
  label: string | null;
  /** The last change's audit action, its time and who made it (null: nobody signed in). */
  action: string;
  /** Null for a rename the log does not record (an old address redirected straight in the database). */
  at: Date | null;
  by: string | null;
  /** A product renamed away from the seed's address: where it is now. */
  renamedTo?: string;
};

export type SeedRewrite = { outcome: 'refused'; changes: SeedRowChange[] } | { outcome: 'rewritten'; overwritten: SeedRowChange[] };

/**
 * `npm run db:seed`: writes the seed content again, unless the back office changed some of its rows
 * since it was last written (the audit log says which); then nothing is written and the changes
 * are listed, unless `overwrite`. Each run that writes is recorded in the audit log: changes made
 * before it are then the seed's own. Direct SQL edits leave no trace there and are overwritten.
 */
export async function rewriteSeedContent(db: Database, { overwrite = false }: { overwrite?: boolean } = {}): Promise<SeedRewrite> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const changes = await seedRowsChangedInBackOffice(tx);
    if (changes.length > 0 && !overwrite) return { outcome: 'refused', changes };
    await writeSeed(tx);
    await recordAudit({ action: 'seed_rewritten', actor: null, details: { overwritten: changes.length } }, tx);
    return { outcome: 'rewritten', overwritten: changes };
  });
}

const by = sql<string | null>`coalesce(nullif(btrim(${staffUsers.name}), ''), ${auditLog.actor_email})`;

async function seedRowsChangedInBackOffice(db: Database): Promise<SeedRowChange[]> {
  const [lastWritten] = await db
    .select({ at: auditLog.created_at })
    .from(auditLog)
    .where(eq(auditLog.action, 'seed_rewritten'))
    .orderBy(desc(auditLog.created_at))
    .limit(1);
  // Only what came after: what the seed last overwrote is its own now.
  const since = lastWritten ? gt(auditLog.created_at, lastWritten.at) : undefined;
  const productIds = seedProducts.map((product) => product.id);
  const seedRows = { product: productIds, category: categories.map((category) => category.category_key), article: articles.map((article) => article.id), dealer: dealerData.map((dealer) => dealer.id) };
  const changed = await db
    .selectDistinctOn([auditLog.subject_type, auditLog.subject_id], { kind: auditLog.subject_type, id: auditLog.subject_id, label: auditLog.subject_label, action: auditLog.action, at: auditLog.created_at, by })
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actor_id))
    .where(
      and(
        inArray(auditLog.action, contentAuditActions),
        since,
        or(...Object.entries(seedRows).map(([kind, ids]) => and(eq(auditLog.subject_type, kind), inArray(auditLog.subject_id, ids)))),
      ),
    )
    .orderBy(auditLog.subject_type, auditLog.subject_id, desc(auditLog.created_at));

  // A renamed seed product is logged under its new address; the seed's is a redirect now.
  const renamedFrom = sql<string>`${auditLog.details} ->> 'renamed_from'`;
  const redirects = await db.select({ oldId: productSlugRedirects.old_id, newId: productSlugRedirects.product_id }).from(productSlugRedirects).where(inArray(productSlugRedirects.old_id, productIds));
  const renames =
    redirects.length === 0
      ? []
      : await db
          .selectDistinctOn([renamedFrom], { oldId: renamedFrom, label: auditLog.subject_label, action: auditLog.action, at: auditLog.created_at, by })
          .from(auditLog)
          .leftJoin(staffUsers, eq(staffUsers.id, auditLog.actor_id))
          .where(and(eq(auditLog.subject_type, 'product'), inArray(renamedFrom, redirects.map((redirect) => redirect.oldId)), since))
          .orderBy(renamedFrom, desc(auditLog.created_at));
  const renamedRows = redirects.map(({ oldId, newId }): SeedRowChange => {
    const entry = renames.find((rename) => rename.oldId === oldId);
    return { kind: 'product', id: oldId, label: entry?.label ?? null, action: entry?.action ?? 'product_updated', at: entry?.at ?? null, by: entry?.by ?? null, renamedTo: newId };
  });

  return [...changed.map((row) => ({ ...row, kind: row.kind as SeedRowChange['kind'], id: row.id ?? '' })), ...renamedRows].sort((a, b) => (a.at?.getTime() ?? 0) - (b.at?.getTime() ?? 0));
}

/** Seeds a database that has no catalogue yet; a database with content is left as it is. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [{ value }] = await db.select({ value: count() }).from(products);
  if (value > 0) return false;
  await seedDatabase(db);
  return true;
}
