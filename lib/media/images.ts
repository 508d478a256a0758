import { fileTypeFromBuffer } from 'file-type';
import { MEDIA_MAX_BYTES, mediaInputTypes, mediaMessages, type MediaInputType } from '@/lib/schemas/media';
import { mediaKey, variantWidths } from '@/lib/media/urls';
import type { ObjectStore } from '@/lib/storage/object-store';

// An uploaded image becomes a set of WebP files, one per width the pages use (lib/media/urls.ts).
// Its type is read from its bytes; anything else than JPEG, PNG or WebP is refused with a message,
// as is a file too large, too many pixels or damaged. Metadata (EXIF: camera, place) is dropped;
// the orientation it carried is applied first. AVIF was measured and left out: see README.

/** sharp refuses larger inputs before decoding them: a small file can still hold a huge bitmap. */
export const MEDIA_MAX_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

export class ImageRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

/** The image's type from its bytes, or null. SVG (text) and everything not in mediaInputTypes is null. */
export async function detectImageType(bytes: Uint8Array): Promise<MediaInputType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && (mediaInputTypes as readonly string[]).includes(detected.mime) ? (detected.mime as MediaInputType) : null;
}

export type ConvertedImage = {
  width: number;
  height: number;
  originalType: MediaInputType;
  originalBytes: number;
  variants: { width: number; bytes: Buffer }[];
};

/** Checks an upload and converts it; throws ImageRejectedError with the message for the editor. */
export async function convertImage(bytes: Uint8Array): Promise<ConvertedImage> {
  if (bytes.byteLength === 0) throw new ImageRejectedError(mediaMessages.invalidType);
  if (bytes.byteLength > MEDIA_MAX_BYTES) throw new ImageRejectedError(mediaMessages.tooLarge);
  const originalType = await detectImageType(bytes);
  if (!originalType) throw new ImageRejectedError(mediaMessages.invalidType);

  // Loaded on the first upload, not with the server (the media sweeper that starts with it imports
  // this module only to delete): loading libvips adds about 19 MiB to a bare Node process.
  const { default: sharp } = await import('sharp');
  try {
    // Orientation applied, so width and height are as seen; an animated WebP keeps its first frame.
    const upright = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' }).autoOrient();
    const { width, height } = (await upright.metadata()).autoOrient;
    // Converting decodes the whole image: damage the header does not show is found here.
    const variants = await Promise.all(
      variantWidths(width).map(async (variantWidth) => ({
        width: variantWidth,
        bytes: await upright.clone().resize({ width: variantWidth, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer(),
      })),
    );
    return { width, height, originalType, originalBytes: bytes.byteLength, variants };
  } catch (error) {
    throw new ImageRejectedError(/pixel limit/i.test((error as Error).message) ? mediaMessages.tooManyPixels : mediaMessages.unreadable);
  }
}

/** Writes the variants under `<id>/<width>.webp`; a failure removes what was written. */
export async function storeImageVariants(store: ObjectStore, id: string, image: ConvertedImage): Promise<void> {
  try {
    for (const variant of image.variants) await store.put(mediaKey(id, variant.width), { bytes: variant.bytes }, 'image/webp');
  } catch (error) {
    await deleteImageVariants(store, id, image.width);
    throw error;
  }
}

export async function deleteImageVariants(store: ObjectStore, id: string, width: number): Promise<void> {
  await Promise.all(variantWidths(width).map((variantWidth) => store.delete(mediaKey(id, variantWidth)).catch(() => undefined)));
}
