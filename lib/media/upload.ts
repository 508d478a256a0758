import { randomUUID } from 'node:crypto';
import type { NewImage } from '@/db/queries/news-admin';
import { convertImage, deleteImageVariants, ImageRejectedError, storeImageVariants } from '@/lib/media/images';
import { mediaUrl } from '@/lib/media/urls';
import { mediaMessages } from '@/lib/schemas/media';
import { getMediaStore } from '@/lib/storage';

// An image chosen in a back office form: checked, converted and stored before the form's
// transaction, which records it (media_images) with what uses it. When that transaction does not
// happen (refused, stale, failed), `discard` removes the files again.

export type ReceivedImage = { row: NewImage; url: string; discard: () => Promise<void> };

/**
 * The file input's value when a file was chosen. With none, browsers send an empty part without a
 * file name (which arrives as an empty file named '' or 'undefined', depending on the parser), so
 * an empty file counts as none chosen.
 */
export function chosenFile(value: FormDataEntryValue | null): File | null {
  return value instanceof File && value.size > 0 ? value : null;
}

/** The stored image, or the message for the file field (type, size, damage) or the alt text. */
export async function receiveImage(file: File, altText: string | null): Promise<ReceivedImage | { fieldError: 'file' | 'alt'; message: string }> {
  let converted;
  try {
    converted = await convertImage(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    if (error instanceof ImageRejectedError) return { fieldError: 'file', message: error.message };
    throw error;
  }
  if (!altText) return { fieldError: 'alt', message: mediaMessages.altRequired };
  const id = randomUUID();
  const store = getMediaStore();
  await storeImageVariants(store, id, converted);
  const largest = converted.variants[converted.variants.length - 1].width;
  return {
    row: { id, alt_text: altText, width: converted.width, height: converted.height, largest_width: largest, original_type: converted.originalType, original_bytes: converted.originalBytes },
    url: mediaUrl(id, largest),
    discard: () => deleteImageVariants(store, id, converted.width),
  };
}

/** Runs a form's save; the files uploaded with it are removed again unless it saved. */
export async function keepUploadIfSaved<T extends { outcome: string }>(upload: { discard: () => Promise<void> } | null, save: () => Promise<T>): Promise<T> {
  let outcome: T | null = null;
  try {
    outcome = await save();
    return outcome;
  } finally {
    if (upload && outcome?.outcome !== 'saved') await upload.discard();
  }
}
