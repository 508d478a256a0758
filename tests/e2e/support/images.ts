import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { mediaKey, mediaUrl } from '@/lib/media/urls';
import { DiskObjectStore } from '@/lib/storage/disk-store';

export type TestImage = { name: string; format: 'png' | 'jpeg'; colour: { r: number; g: number; b: number } };

/** A real image file for an upload field: a 1000 × 750 plain picture in the given format. */
export const imageFile = async ({ name, format, colour }: TestImage) => ({
  name,
  mimeType: format === 'png' ? 'image/png' : 'image/jpeg',
  buffer: await sharp({ create: { width: 1000, height: 750, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer(),
});

/**
 * A WebP of `width` px stored in an embedded server's media store as the back office stores an
 * upload (DATA_DIR/storage/media, lib/storage getMediaStore); returns its address (/media/…).
 */
export async function storeUploadedPicture(dataDir: string, width: number): Promise<string> {
  const id = randomUUID();
  const bytes = await sharp({ create: { width, height: Math.round((width * 3) / 4), channels: 3, background: '#c05a1a' } }).webp().toBuffer();
  await new DiskObjectStore(path.join(dataDir, 'storage', 'media')).put(mediaKey(id, width), { bytes }, 'image/webp');
  return mediaUrl(id, width);
}
