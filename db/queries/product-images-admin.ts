import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { mediaImages, productImages, products } from '@/db/schema';
import { lastActorOn, recordAudit } from '@/db/queries/audit';
import type { ArticleWriter, NewImage } from '@/db/queries/news-admin';
import type { AuditAction } from '@/lib/domain/audit';

// The back office's side of a product's images: the gallery (product_images, in the editor's
// order, exactly one primary while there is any) and the picture that cards, search and similar
// products show (products.image_url), which always follows the primary. A product without
// uploaded images keeps its seeded artwork there. Every change is one transaction, holding the
// product row's lock (so two editors' changes to one product queue), with its audit entry; a
// reorder made on a list that has changed since the page showed it is refused. The public pages
// see a change through the content_changes triggers on both tables (migration 0002).

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type AdminProductImage = { id: string; image_url: string; alt_text: string; display_order: number; is_primary: boolean; uploaded: boolean };
export type ProductImagesForEditing = { product: { id: string; name: string; image_url: string | null }; images: AdminProductImage[] };

export type ImageWriter = ArticleWriter;

export type ImageChangeOutcome =
  | { outcome: 'saved'; images: AdminProductImage[]; /** URLs the change stopped using (lib/media/lifecycle.ts releases them). */ released: string[] }
  | { outcome: 'not_found' }
  | { outcome: 'image_gone' }
  | { outcome: 'stale'; savedBy: string | null };

/** Uploaded in the back office (served by app/media), as opposed to the seed's artwork. */
const isUploaded = (url: string) => url.startsWith('/media/');

async function selectImages(handle: Database | Tx, productId: string): Promise<AdminProductImage[]> {
  const rows = await handle
    .select({ id: productImages.id, image_url: productImages.image_url, alt_text: productImages.alt_text, display_order: productImages.display_order, is_primary: productImages.is_primary })
    .from(productImages)
    .where(eq(productImages.product_id, productId))
    .orderBy(asc(productImages.display_order), asc(productImages.created_at), asc(productImages.id));
  return rows.map((row) => ({ ...row, uploaded: isUploaded(row.image_url) }));
}

/** A product's images as the editor sees them, or null for an unknown product. */
export async function getProductImagesForEditing(productId: string, db?: Database): Promise<ProductImagesForEditing | null> {
  const handle = db ?? (await getDb());
  const [product] = await handle.select({ id: products.id, name: products.name, image_url: products.image_url }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) return null;
  return { product, images: await selectImages(handle, productId) };
}

/**
 * Restores the gallery's rules after a change: orders 0..n-1 as listed, exactly one primary (the
 * first image when the primary went), and the product's own picture following the primary.
 */
async function settle(tx: Tx, productId: string, currentPicture: string | null): Promise<{ images: AdminProductImage[]; released: string[] }> {
  const images = await selectImages(tx, productId);
  const primary = images.find((image) => image.is_primary) ?? images[0];
  for (const [order, image] of images.entries()) {
    const isPrimary = image === primary;
    if (image.display_order !== order || image.is_primary !== isPrimary) {
      await tx.update(productImages).set({ display_order: order, is_primary: isPrimary }).where(eq(productImages.id, image.id));
      image.display_order = order;
      image.is_primary = isPrimary;
    }
  }
  // Seeded artwork stays when the last image goes; an uploaded picture that is no longer in the gallery does not.
  const picture = primary?.image_url ?? (currentPicture && isUploaded(currentPicture) ? null : currentPicture);
  if (picture !== currentPicture) await tx.update(products).set({ image_url: picture, updated_at: sql`now()` }).where(eq(products.id, productId));
  const released = currentPicture && currentPicture !== picture ? [currentPicture] : [];
  return { images, released };
}

type Change = (tx: Tx, product: { id: string; name: string; image_url: string | null }, images: AdminProductImage[]) => Promise<
  { refused: Exclude<ImageChangeOutcome, { outcome: 'saved' }> } | { action: AuditAction; details: Record<string, string | number>; released?: string[] }
>;

/** One change: the product locked, the change, the rules restored and the audit entry, together. */
async function changeImages(productId: string, writer: ImageWriter, db: Database | undefined, change: Change): Promise<ImageChangeOutcome> {
  const handle = db ?? (await getDb());
  return handle.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id, name: products.name, image_url: products.image_url }).from(products).where(eq(products.id, productId)).for('update').limit(1);
    if (!product) return { outcome: 'not_found' };
    const result = await change(tx, product, await selectImages(tx, productId));
    if ('refused' in result) return result.refused;
    const settled = await settle(tx, productId, product.image_url);
    await recordAudit(
      { action: result.action, actor: writer, subject: { type: 'product', id: productId, label: product.name }, details: result.details, clientHash: writer.clientHash },
      tx as unknown as Database,
    );
    return { outcome: 'saved', images: settled.images, released: [...(result.released ?? []), ...settled.released] };
  });
}

/**
 * Adds uploaded images at the end of the gallery, each with its media_images record. The first
 * upload of a product (none of its images uploaded yet) becomes its primary, replacing the artwork.
 */
export function addProductImages(productId: string, uploads: { url: string; row: NewImage }[], writer: ImageWriter, db?: Database): Promise<ImageChangeOutcome> {
  return changeImages(productId, writer, db, async (tx, _product, images) => {
    const firstUpload = !images.some((image) => image.uploaded);
    if (firstUpload) await tx.update(productImages).set({ is_primary: false }).where(eq(productImages.product_id, productId));
    for (const [index, upload] of uploads.entries()) {
      await tx.insert(mediaImages).values({ ...upload.row, uploaded_by: writer.id });
      await tx.insert(productImages).values({
        product_id: productId,
        image_url: upload.url,
        alt_text: upload.row.alt_text,
        display_order: images.length + index,
        is_primary: firstUpload && index === 0,
      });
    }
    return { action: 'product_images_added', details: { added: uploads.length } };
  });
}

const findImage = (images: AdminProductImage[], imageId: string) => images.find((image) => image.id === imageId);

export function updateProductImageAlt(productId: string, imageId: string, altText: string, writer: ImageWriter, db?: Database): Promise<ImageChangeOutcome> {
  return changeImages(productId, writer, db, async (tx, _product, images) => {
    const image = findImage(images, imageId);
    if (!image) return { refused: { outcome: 'image_gone' } };
    await tx.update(productImages).set({ alt_text: altText }).where(eq(productImages.id, imageId));
    return { action: 'product_image_described', details: { position: image.display_order + 1 } };
  });
}

export function removeProductImage(productId: string, imageId: string, writer: ImageWriter, db?: Database): Promise<ImageChangeOutcome> {
  return changeImages(productId, writer, db, async (tx, _product, images) => {
    const image = findImage(images, imageId);
    if (!image) return { refused: { outcome: 'image_gone' } };
    await tx.delete(productImages).where(and(eq(productImages.id, imageId), eq(productImages.product_id, productId)));
    return { action: 'product_image_removed', details: { position: image.display_order + 1, was_primary: String(image.is_primary) }, released: [image.image_url] };
  });
}

export function setPrimaryProductImage(productId: string, imageId: string, writer: ImageWriter, db?: Database): Promise<ImageChangeOutcome> {
  return changeImages(productId, writer, db, async (tx, _product, images) => {
    const image = findImage(images, imageId);
    if (!image) return { refused: { outcome: 'image_gone' } };
    await tx.update(productImages).set({ is_primary: sql`${productImages.id} = ${imageId}` }).where(eq(productImages.product_id, productId));
    return { action: 'product_image_primary_set', details: { position: image.display_order + 1 } };
  });
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * Puts the gallery in `order` (every image id once). `shown` is the order the editor's page
 * showed: when the stored list differs (an image added, removed or moved since), nothing is
 * written and 'stale' names who changed it last.
 */
export function reorderProductImages(productId: string, shown: string[], order: string[], writer: ImageWriter, db?: Database): Promise<ImageChangeOutcome> {
  return changeImages(productId, writer, db, async (tx, _product, images) => {
    const stored = images.map((image) => image.id);
    if (!sameList(stored, shown) || !sameList([...order].sort(), [...stored].sort())) {
      return { refused: { outcome: 'stale', savedBy: await lastActorOn({ type: 'product', id: productId }, 'product_image', tx as unknown as Database) } };
    }
    for (const [position, id] of order.entries()) await tx.update(productImages).set({ display_order: position }).where(eq(productImages.id, id));
    return { action: 'product_images_reordered', details: { order: order.map((id) => stored.indexOf(id) + 1).join(', ') } };
  });
}
