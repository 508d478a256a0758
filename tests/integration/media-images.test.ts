import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { convertImage, deleteImageVariants, detectImageType, ImageRejectedError, storeImageVariants } from '@/lib/media/images';
import { mediaKey, mediaSrcSet, parseMediaUrl, responsiveImage, variantWidths } from '@/lib/media/urls';
import { MEDIA_MAX_BYTES, mediaMessages } from '@/lib/schemas/media';
import { DiskObjectStore } from '@/lib/storage/disk-store';
import { PrefixedObjectStore } from '@/lib/storage/prefixed-store';
import { S3ObjectStore } from '@/lib/storage/s3-store';
import { tempDir } from '@/tests/support/databases';
import { startS3Server } from '@/tests/support/s3';

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 20 } } })
    .toFormat(format)
    .toBuffer();

async function rejection(bytes: Uint8Array): Promise<string> {
  try {
    await convertImage(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ImageRejectedError);
    return (error as Error).message;
  }
  throw new Error('the image was accepted');
}

describe('image uploads', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

  it('reads the type from the bytes: JPEG, PNG and WebP pass, whatever the name says', async () => {
    expect(await detectImageType(await picture(20, 20, 'png'))).toBe('image/png');
    expect(await detectImageType(await picture(20, 20, 'jpeg'))).toBe('image/jpeg');
    expect(await detectImageType(await picture(20, 20, 'webp'))).toBe('image/webp');
  });

  it('refuses a renamed program, SVG, GIF, an empty file and a PDF with the type message', async () => {
    const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'binary'), Buffer.alloc(2048, 1)]);
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [program, svg, await picture(20, 20, 'gif'), Buffer.alloc(0), Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')]) {
      expect(await rejection(bytes)).toBe(mediaMessages.invalidType);
    }
  });

  it('refuses more than 10 MB, a damaged image and a pixel bomb, each with its message', async () => {
    expect(await rejection(Buffer.alloc(MEDIA_MAX_BYTES + 1))).toBe(mediaMessages.tooLarge);
    const jpeg = await picture(1200, 800, 'jpeg');
    expect(await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 3)))).toBe(mediaMessages.unreadable);
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.byteLength).toBeLessThan(MEDIA_MAX_BYTES);
    expect(await rejection(huge)).toBe(mediaMessages.tooManyPixels);
  });

  it('converts to WebP at each page width up to its own, upright, without metadata', async () => {
    // A portrait photo stored sideways with an EXIF orientation, as phones take them.
    const sideways = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await convertImage(sideways);
    expect(image).toMatchObject({ width: 1000, height: 1500, originalType: 'image/jpeg' });
    expect(image.variants.map((variant) => variant.width)).toEqual([480, 800, 1000]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
      expect(meta.exif).toBeUndefined();
    }
    expect((await convertImage(await picture(3000, 1000, 'png'))).variants.map((variant) => variant.width)).toEqual([480, 800, 1200, 1600]);
    expect((await convertImage(await picture(300, 200, 'webp'))).variants.map((variant) => variant.width)).toEqual([300]);
  });

  it('stores the variants in a folder of their own, apart from the resumes', async () => {
    const root = tempDir('media-store');
    folders.push(root);
    const bucket = new DiskObjectStore(root);
    const media = new PrefixedObjectStore(bucket, 'media/');
    const image = await convertImage(await picture(900, 600, 'png'));
    const id = crypto.randomUUID();
    await storeImageVariants(media, id, image);
    expect(fs.readdirSync(path.join(root, 'media', id)).sort()).toEqual(['480.webp', '800.webp', '900.webp']);
    expect(await media.read(mediaKey(id, 900))).toEqual(image.variants[2].bytes);
    expect((await media.list(`${id}/`)).map((object) => object.key).sort()).toEqual([`${id}/480.webp`, `${id}/800.webp`, `${id}/900.webp`]);
    await deleteImageVariants(media, id, image.width);
    expect(fs.readdirSync(path.join(root, 'media', id))).toEqual([]);
  });

  it('on S3, stores the variants under media/ in the bucket, beside and apart from the resumes', async () => {
    const s3 = await startS3Server();
    try {
      const bucket = new S3ObjectStore(s3.settings);
      await bucket.put('20260101-cv.pdf', { bytes: Buffer.from('%PDF-1.7 resume') }, 'application/pdf');
      const media = new PrefixedObjectStore(bucket, 'media/');
      const image = await convertImage(await picture(700, 400, 'jpeg'));
      const id = crypto.randomUUID();
      await storeImageVariants(media, id, image);
      expect((await bucket.list(`media/${id}/`)).map((object) => object.key).sort()).toEqual([`media/${id}/480.webp`, `media/${id}/700.webp`]);
      expect(await media.read(mediaKey(id, 700))).toEqual(image.variants[1].bytes);
      // Nothing outside media/ is reachable through the media store.
      expect(await media.read('20260101-cv.pdf')).toBeNull();
      expect((await media.list('')).map((object) => object.key)).toEqual([]);
    } finally {
      await s3.close();
    }
  });

  it('derives srcset from the URL alone; other URLs pass through', () => {
    const id = '0b7e9a52-3c1d-4a5e-9f10-2b3c4d5e6f70';
    expect(variantWidths(1000)).toEqual([480, 800, 1000]);
    expect(parseMediaUrl(`/media/${id}/1000.webp`)).toEqual({ id, width: 1000 });
    expect(responsiveImage(`/media/${id}/1000.webp`, '100vw')).toEqual({
      src: `/media/${id}/1000.webp`,
      srcSet: `/media/${id}/480.webp 480w, /media/${id}/800.webp 800w, /media/${id}/1000.webp 1000w`,
      sizes: '100vw',
    });
    expect(responsiveImage('/images/news/plant.svg', '100vw')).toEqual({ src: '/images/news/plant.svg' });
    // The product gallery takes the srcset alone (its sizes differ between the image and its thumbnails).
    expect(mediaSrcSet(`/media/${id}/480.webp`)).toBe(`/media/${id}/480.webp 480w`);
    expect(mediaSrcSet('/images/products/e7018-low-hydrogen/1.svg')).toBeUndefined();
    for (const bad of [`/media/${id}/../../resumes/x.webp`, `/media/${id}/1000.png`, '/media/not-an-id/800.webp', `https://evil.example/media/${id}/800.webp`]) expect(parseMediaUrl(bad)).toBeNull();
  });
});
