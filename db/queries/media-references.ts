import { inArray, lt } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { mediaImages, newsArticles, productCategories, productDocuments, productImages, products } from '@/db/schema';

// What the media store's files are used by: the columns that hold a /media URL (a news cover,
// a product's image and its gallery, a category's guide, a product's documents). A file no column
// names any more may be deleted (lib/media/lifecycle.ts), together with its media_images row.

/** The URLs among `urls` that some row still names. */
export async function findReferencedMediaUrls(urls: string[], db?: Database): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const handle = db ?? (await getDb());
  const [covers, cards, galleries, guides, documents] = await Promise.all([
    handle.select({ url: newsArticles.image_url }).from(newsArticles).where(inArray(newsArticles.image_url, urls)),
    handle.select({ url: products.image_url }).from(products).where(inArray(products.image_url, urls)),
    handle.select({ url: productImages.image_url }).from(productImages).where(inArray(productImages.image_url, urls)),
    handle.select({ url: productCategories.guide_upload_url }).from(productCategories).where(inArray(productCategories.guide_upload_url, urls)),
    handle.select({ url: productDocuments.file_url }).from(productDocuments).where(inArray(productDocuments.file_url, urls)),
  ]);
  return new Set([...covers, ...cards, ...galleries, ...guides, ...documents].map((row) => row.url).filter((url): url is string => url !== null));
}

export type StoredImageRecord = { id: string; largest_width: number; created_at: Date };

/** The media_images rows of these ids (the ones that exist). */
export async function findMediaImageRecords(ids: string[], db?: Database): Promise<StoredImageRecord[]> {
  if (ids.length === 0) return [];
  const handle = db ?? (await getDb());
  return handle.select({ id: mediaImages.id, largest_width: mediaImages.largest_width, created_at: mediaImages.created_at }).from(mediaImages).where(inArray(mediaImages.id, ids));
}

/** media_images rows recorded before `before`: the candidates of the orphan sweep. */
export async function listMediaImagesOlderThan(before: Date, db?: Database): Promise<StoredImageRecord[]> {
  const handle = db ?? (await getDb());
  return handle
    .select({ id: mediaImages.id, largest_width: mediaImages.largest_width, created_at: mediaImages.created_at })
    .from(mediaImages)
    .where(lt(mediaImages.created_at, before));
}

export async function deleteMediaImageRecords(ids: string[], db?: Database): Promise<void> {
  if (ids.length === 0) return;
  const handle = db ?? (await getDb());
  await handle.delete(mediaImages).where(inArray(mediaImages.id, ids));
}
