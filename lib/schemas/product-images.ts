import { z } from 'zod';
import { requiredText } from '@/lib/schemas/fields';
import { MEDIA_ALT_MAX, mediaMessages } from '@/lib/schemas/media';

// The forms of a product's image page (/admin/products/<id>/images): upload, alt text, remove,
// primary, move and reorder. The image file is read by the action (lib/media/images.ts checks its
// bytes). `shown` is the gallery's order as the page showed it (image ids, comma-separated): a
// reorder is refused when the stored list no longer matches it.

export const productImageMessages = {
  gone: 'This product no longer exists.',
  imageGone: 'This image has been removed in the meantime. The list below shows the images as they are now.',
  stale: 'Somebody else changed the images of this product after you opened this page, so the new order was not saved. The list below shows their changes; move the images again.',
  staleBy: (who: string) => `${who} changed the images of this product after you opened this page, so the new order was not saved. The list below shows their changes; move the images again.`,
  fileRequired: 'Choose an image to upload.',
  uploaded: (count: number) => (count === 1 ? 'Image uploaded.' : `${count} images uploaded.`),
  described: 'Alt text saved.',
  removed: 'Image removed.',
  primary: 'Primary image chosen: product cards and search show this one.',
  reordered: 'New order saved.',
} as const;

const productId = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(120);
const imageId = z.uuid();
const idList = z
  .string()
  .max(40 * 200)
  .transform((value) => (value === '' ? [] : value.split(',')))
  .pipe(z.array(imageId));

export const altTextField = requiredText({ label: 'Alt text', max: MEDIA_ALT_MAX, message: mediaMessages.altRequired });

export const productImageUploadSchema = z.object({ product_id: productId, alt_text: altTextField });
export const productImageAltSchema = z.object({ product_id: productId, image_id: imageId, alt_text: altTextField });
export const productImageTargetSchema = z.object({ product_id: productId, image_id: imageId });
export const productImageMoveSchema = z.object({ product_id: productId, image_id: imageId, direction: z.enum(['up', 'down']), shown: idList });
export const productImageReorderSchema = z.object({ product_id: productId, shown: idList, order: idList });

/** `order` with the image moved one place up or down (unchanged at either end or when absent). */
export function movedOrder(order: string[], imageId: string, direction: 'up' | 'down'): string[] {
  const from = order.indexOf(imageId);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
