import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { ProductCategoryKey } from '@/lib/domain/options';
import { MEDIA_PATH } from '@/lib/media/urls';
import { categoryMessages, GUIDE_MAX_BYTES } from '@/lib/schemas/category';
import { getMediaStore, type ObjectStore } from '@/lib/storage';

// A category's guide PDF chosen in the back office: its type read from its bytes (a renamed
// program or image is refused), its size capped, then stored in the media store (the public
// prefix, never beside the resumes) under a new id, so that a stored guide never changes and may be
// cached for a year. When the save that links it does not happen, `discard` removes it again.

export type ReceivedGuide = { url: string; bytes: number; discard: () => Promise<void> };

/** PDF readers look for the end marker within the last 1024 bytes (PDF 1.7, implementation note 18). */
const END_MARKER = Buffer.from('%%EOF');
const END_WINDOW = 1024;

/** The message for a file that is not an acceptable guide, or null for a complete PDF. */
export async function guidePdfProblem(bytes: Uint8Array): Promise<string | null> {
  if (bytes.byteLength > GUIDE_MAX_BYTES) return categoryMessages.guideTooLarge;
  const detected = bytes.byteLength > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  if (detected?.mime !== 'application/pdf') return categoryMessages.guideNotPdf;
  const tail = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(-END_WINDOW);
  return tail.includes(END_MARKER) ? null : categoryMessages.guideDamaged;
}

const GUIDE_FOLDER = 'guides';
/** `/media/guides/<id>/<category>.pdf`: the file name a browser saves it under names the category. */
const GUIDE_URL = /^\/media\/guides\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([a-z0-9-]{1,60})\.pdf$/;

export const guideKey = (id: string, name: string) => `${GUIDE_FOLDER}/${id}/${name}.pdf`;

/** The media store key a guide URL names, or null for any other URL. */
export function guideKeyOfUrl(url: string): string | null {
  const match = GUIDE_URL.exec(url);
  return match ? guideKey(match[1], match[2]) : null;
}

/** The stored guide, or the message for the file field. */
export async function receiveGuidePdf(file: File, category: ProductCategoryKey, store: ObjectStore = getMediaStore()): Promise<ReceivedGuide | { message: string }> {
  if (file.size > GUIDE_MAX_BYTES) return { message: categoryMessages.guideTooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = await guidePdfProblem(bytes);
  if (problem) return { message: problem };
  const key = guideKey(randomUUID(), category);
  await store.put(key, { bytes }, 'application/pdf');
  return { url: `${MEDIA_PATH}/${key}`, bytes: bytes.byteLength, discard: () => store.delete(key) };
}
