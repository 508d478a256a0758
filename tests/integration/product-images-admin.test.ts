import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { newChangeWatcher, pollContentChanges } from '@/db/content-changes';
import { auditLog, mediaImages, newsArticles, productCategories, products } from '@/db/schema';
import { cacheTags } from '@/db/queries/cache';
import type { NewImage } from '@/db/queries/news-admin';
import {
  addProductImages,
  getProductImagesForEditing,
  removeProductImage,
  reorderProductImages,
  setPrimaryProductImage,
  updateProductImageAlt,
} from '@/db/queries/product-images-admin';
import { convertImage, storeImageVariants } from '@/lib/media/images';
import { releaseMedia, sweepMediaStorage, MEDIA_GRACE_MS } from '@/lib/media/lifecycle';
import { guideKey } from '@/lib/media/stored-pdf';
import { mediaKey, mediaUrl } from '@/lib/media/urls';
import { movedOrder, productImageMoveSchema, productImageReorderSchema, productImageUploadSchema } from '@/lib/schemas/product-images';
import { mediaMessages } from '@/lib/schemas/media';
import { DiskObjectStore } from '@/lib/storage/disk-store';
import type { ObjectStore } from '@/lib/storage/object-store';
import { PrefixedObjectStore } from '@/lib/storage/prefixed-store';
import { S3ObjectStore } from '@/lib/storage/s3-store';
import { tempDir, testDatabases } from '@/tests/support/databases';
import { startS3Server } from '@/tests/support/s3';
import { createStaff } from '@/tests/support/staff';

const PRODUCT = 'e7018-low-hydrogen';
const HOUR = 60 * 60 * 1000;

const picture = (width: number, colour: string, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/** An image converted and stored as the upload action does it, ready for addProductImages. */
async function upload(store: ObjectStore, alt: string, width = 900): Promise<{ url: string; row: NewImage }> {
  const converted = await convertImage(await picture(width, '#c85a14'));
  const id = randomUUID();
  await storeImageVariants(store, id, converted);
  const largest = converted.variants[converted.variants.length - 1].width;
  return {
    url: mediaUrl(id, largest),
    row: { id, alt_text: alt, width: converted.width, height: converted.height, largest_width: largest, original_type: converted.originalType, original_bytes: converted.originalBytes },
  };
}

describe('product image forms', () => {
  it('need alt text and image ids; a move swaps neighbours and stops at either end', () => {
    expect(productImageUploadSchema.safeParse({ product_id: PRODUCT, alt_text: '   ' }).error?.issues[0].message).toBe(mediaMessages.altRequired);
    expect(productImageMoveSchema.safeParse({ product_id: PRODUCT, image_id: 'x', direction: 'up', shown: '' }).success).toBe(false);
    expect(productImageReorderSchema.safeParse({ product_id: '../etc', shown: '', order: '' }).success).toBe(false);
    expect(productImageReorderSchema.parse({ product_id: PRODUCT, shown: '', order: '' }).order).toEqual([]);
    expect(movedOrder(['a', 'b', 'c'], 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'b', 'down')).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 'a', 'up')).toEqual(['a', 'b', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'c', 'down')).toEqual(['a', 'b', 'c']);
  });
});

for (const target of testDatabases()) {
  describe(`product images on ${target.name}`, () => {
    let handle: Awaited<ReturnType<typeof target.open>>;
    let writer: { id: string; email: string; clientHash: string | null };
    let other: { id: string; email: string; name: string; clientHash: string | null };
    let store: DiskObjectStore;
    let root: string;

    beforeAll(async () => {
      handle = await target.open();
      const editor = await createStaff(handle.db, 'editor');
      const second = await createStaff(handle.db, 'editor');
      writer = { id: editor.id, email: editor.email, clientHash: 'hash-a' };
      other = { id: second.id, email: second.email, name: second.name, clientHash: 'hash-b' };
      root = tempDir('media-lifecycle');
      store = new DiskObjectStore(root);
    });
    afterAll(async () => {
      await handle?.dispose();
      fs.rmSync(root, { recursive: true, force: true });
    });

    const picture = async () => (await handle.db.select({ url: products.image_url }).from(products).where(eq(products.id, PRODUCT)))[0].url;
    const editing = async () => (await getProductImagesForEditing(PRODUCT, handle.db))!;
    const saved = <T extends { outcome: string }>(outcome: T) => {
      expect(outcome.outcome).toBe('saved');
      return outcome as Extract<T, { outcome: 'saved' }>;
    };

    it('starts from the seeded artwork: in order, the first primary, none uploaded', async () => {
      const { product, images } = await editing();
      expect(images.length).toBeGreaterThanOrEqual(2);
      expect(images.map((image) => image.is_primary)).toEqual(images.map((_, index) => index === 0));
      expect(images.every((image) => !image.uploaded)).toBe(true);
      expect(product.image_url).toBe(images[0].image_url);
      expect(await getProductImagesForEditing('no-such-product', handle.db)).toBeNull();
    });

    it('adds uploads at the end; the first upload becomes primary and the product picture; audited; the poller sees the product change', async () => {
      const watcher = newChangeWatcher();
      await pollContentChanges(handle.db, watcher);
      const seeded = (await editing()).images.length;
      const first = await upload(store, 'Bundle of 7018 rods');
      const outcome = saved(await addProductImages(PRODUCT, [first], writer, handle.db));
      expect(outcome.images).toHaveLength(seeded + 1);
      expect(outcome.images.at(-1)).toMatchObject({ image_url: first.url, alt_text: 'Bundle of 7018 rods', is_primary: true, uploaded: true, display_order: seeded });
      expect(outcome.images.filter((image) => image.is_primary)).toHaveLength(1);
      expect(await picture()).toBe(first.url);
      expect(await handle.db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.id, first.row.id))).toHaveLength(1);

      const second = await upload(store, 'Vacuum pouch');
      const next = saved(await addProductImages(PRODUCT, [second], writer, handle.db));
      expect(next.images.at(-1)).toMatchObject({ image_url: second.url, is_primary: false });
      expect(await picture()).toBe(first.url);

      const changed = await pollContentChanges(handle.db, watcher);
      expect(changed).toEqual(expect.arrayContaining([cacheTags.products, cacheTags.product(PRODUCT)]));
      const audit = await handle.db.select({ action: auditLog.action, actor: auditLog.actor_email }).from(auditLog).where(eq(auditLog.subject_id, PRODUCT));
      expect(audit.filter((entry) => entry.action === 'product_images_added')).toHaveLength(2);
    });

    it('reorders and refuses a reorder made on a list that changed since, naming who changed it', async () => {
      const before = (await editing()).images.map((image) => image.id);
      const reversed = [...before].reverse();
      saved(await reorderProductImages(PRODUCT, before, reversed, other, handle.db));
      expect((await editing()).images.map((image) => image.id)).toEqual(reversed);
      // A second editor still showing the old order.
      expect(await reorderProductImages(PRODUCT, before, movedOrder(before, before[1], 'up'), writer, handle.db)).toEqual({ outcome: 'stale', savedBy: other.name });
      expect((await editing()).images.map((image) => image.id)).toEqual(reversed);
      // An order that is not the same images (a hand-made post) changes nothing either.
      expect((await reorderProductImages(PRODUCT, reversed, [...reversed.slice(1), randomUUID()], writer, handle.db)).outcome).toBe('stale');
      const moved = movedOrder(reversed, reversed[1], 'up');
      saved(await reorderProductImages(PRODUCT, reversed, moved, writer, handle.db));
      expect((await editing()).images.map((image) => [image.id, image.display_order])).toEqual(moved.map((id, index) => [id, index]));
    });

    it('sets the primary (exactly one), edits alt text, and answers image_gone for an image removed meanwhile', async () => {
      const { images } = await editing();
      const chosen = images.find((image) => !image.is_primary && image.uploaded)!;
      const outcome = saved(await setPrimaryProductImage(PRODUCT, chosen.id, writer, handle.db));
      expect(outcome.images.filter((image) => image.is_primary).map((image) => image.id)).toEqual([chosen.id]);
      expect(await picture()).toBe(chosen.image_url);
      saved(await updateProductImageAlt(PRODUCT, chosen.id, 'Pouch, sealed', writer, handle.db));
      expect((await editing()).images.find((image) => image.id === chosen.id)?.alt_text).toBe('Pouch, sealed');
      expect(await setPrimaryProductImage(PRODUCT, randomUUID(), writer, handle.db)).toEqual({ outcome: 'image_gone' });
      expect(await removeProductImage('no-such-product', chosen.id, writer, handle.db)).toEqual({ outcome: 'not_found' });
    });

    it('removing the primary promotes the first image, and its files go once nothing names them', async () => {
      const { images } = await editing();
      const primary = images.find((image) => image.is_primary)!;
      const outcome = saved(await removeProductImage(PRODUCT, primary.id, writer, handle.db));
      expect(outcome.released).toContain(primary.image_url);
      expect(outcome.images[0].is_primary).toBe(true);
      expect(await picture()).toBe(outcome.images[0].image_url);
      const removedId = primary.image_url.split('/')[2];
      // Another row still showing it (a news cover) keeps the files.
      await handle.db.update(newsArticles).set({ image_url: primary.image_url }).where(eq(newsArticles.id, (await handle.db.select({ id: newsArticles.id }).from(newsArticles).limit(1))[0].id));
      expect(await releaseMedia(outcome.released, store, handle.db)).toBe(0);
      expect(await store.exists(mediaKey(removedId, 900))).toBe(true);
      await handle.db.update(newsArticles).set({ image_url: null }).where(eq(newsArticles.image_url, primary.image_url));
      expect(await releaseMedia(outcome.released, store, handle.db)).toBe(1);
      expect(await store.list(`${removedId}/`)).toEqual([]);
      expect(await handle.db.select().from(mediaImages).where(eq(mediaImages.id, removedId))).toEqual([]);
      // Seed artwork and built-in guides are never touched.
      expect(await releaseMedia(['/images/products/e7018-low-hydrogen/1.svg', '/guides/electrodes.pdf', null], store, handle.db)).toBe(0);
    });

    it('once every upload is gone the product keeps no uploaded picture; with none at all, the seeded artwork stays', async () => {
      for (const image of (await editing()).images.filter((item) => item.uploaded)) {
        const outcome = saved(await removeProductImage(PRODUCT, image.id, writer, handle.db));
        await releaseMedia(outcome.released, store, handle.db);
      }
      const { images } = await editing();
      expect(images.every((image) => !image.uploaded)).toBe(true);
      expect(await picture()).toBe(images.find((image) => image.is_primary)!.image_url);
      // The picture follows the primary, which moves to the next image as each one goes.
      for (const image of images) saved(await removeProductImage(PRODUCT, image.id, writer, handle.db));
      expect(await picture()).toBe(images.at(-1)!.image_url);
      expect((await editing()).images).toEqual([]);
    });

    it('the sweep removes, past the grace period, images and guides nothing names, and keeps recent and used ones', async () => {
      const used = await upload(store, 'Used');
      saved(await addProductImages(PRODUCT, [used], writer, handle.db));
      // An upload whose form was never saved (files and record, no row naming it).
      const abandoned = await upload(store, 'Abandoned');
      await handle.db.insert(mediaImages).values({ ...abandoned.row, uploaded_by: writer.id });
      // Files without a record (a crash between the store and the commit).
      const stray = await upload(store, 'Stray');
      // A guide some category links, and one nobody does.
      const linkedGuide = guideKey(randomUUID(), 'welding-electrodes');
      const oldGuide = guideKey(randomUUID(), 'welding-electrodes');
      for (const key of [linkedGuide, oldGuide]) await store.put(key, { bytes: Buffer.from('%PDF-1.7\n%%EOF') }, 'application/pdf');
      await handle.db.update(productCategories).set({ guide_upload_url: `/media/${linkedGuide}` }).where(eq(productCategories.category_key, 'welding-electrodes'));

      // Within the grace period nothing goes.
      expect(await sweepMediaStorage(store, handle.db)).toEqual({ removed: 0 });
      const later = Date.now() + MEDIA_GRACE_MS + HOUR;
      expect(await sweepMediaStorage(store, handle.db, later)).toEqual({ removed: 3 });
      expect(await store.list(`${used.row.id}/`)).not.toEqual([]);
      expect(await store.list(`${abandoned.row.id}/`)).toEqual([]);
      expect(await store.list(`${stray.row.id}/`)).toEqual([]);
      expect(await store.exists(linkedGuide)).toBe(true);
      expect(await store.exists(oldGuide)).toBe(false);
      expect(await handle.db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.id, abandoned.row.id))).toEqual([]);
      expect(await handle.db.select({ id: mediaImages.id }).from(mediaImages).where(eq(mediaImages.id, used.row.id))).toHaveLength(1);
    });

    if (target.name === 'pglite') {
      it('on S3, the sweep and the release work on the bucket media/ folder and never touch the resumes', async () => {
        const s3 = await startS3Server();
        try {
          const bucket = new S3ObjectStore(s3.settings);
          await bucket.put('20260101-cv.pdf', { bytes: Buffer.from('%PDF-1.7 resume') }, 'application/pdf');
          const media = new PrefixedObjectStore(bucket, 'media/');
          const kept = await upload(media, 'Kept');
          saved(await addProductImages(PRODUCT, [kept], writer, handle.db));
          const dropped = await upload(media, 'Dropped');
          const guide = guideKey(randomUUID(), 'wires-flux');
          await media.put(guide, { bytes: Buffer.from('%PDF-1.7\n%%EOF') }, 'application/pdf');
          expect(await media.listFolders('')).toEqual(expect.arrayContaining([`${kept.row.id}/`, `${dropped.row.id}/`]));
          expect(await media.listFolders('guides/')).toEqual([guide.slice(0, guide.lastIndexOf('/') + 1)]);

          expect(await sweepMediaStorage(media, handle.db, Date.now() + MEDIA_GRACE_MS + HOUR)).toEqual({ removed: 2 });
          expect(await media.list(`${dropped.row.id}/`)).toEqual([]);
          expect(await media.exists(guide)).toBe(false);
          expect((await media.list(`${kept.row.id}/`)).length).toBeGreaterThan(0);
          expect(await bucket.exists('20260101-cv.pdf')).toBe(true);

          const { images } = await editing();
          const outcome = saved(await removeProductImage(PRODUCT, images.find((image) => image.image_url === kept.url)!.id, writer, handle.db));
          expect(await releaseMedia(outcome.released, media, handle.db)).toBe(1);
          expect(await media.list(`${kept.row.id}/`)).toEqual([]);
          expect(await bucket.exists('20260101-cv.pdf')).toBe(true);
        } finally {
          await s3.close();
        }
      });
    }
  });
}
