'use server';

import { revalidatePath } from 'next/cache';
import {
  addProductImages,
  removeProductImage,
  reorderProductImages,
  setPrimaryProductImage,
  updateProductImageAlt,
  type ImageChangeOutcome,
  type ImageWriter,
} from '@/db/queries/product-images-admin';
import { failed, runAdminAction, signedIn, succeeded } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { CHECK_FIELDS_MESSAGE } from '@/lib/actions/form-state';
import { clientOf, type AuthRuntime, type RequestInfo } from '@/lib/auth/runtime';
import type { StaffSession } from '@/lib/auth/session';
import { releaseMedia } from '@/lib/media/lifecycle';
import { chosenFile, keepUploadIfSaved, receiveImage } from '@/lib/media/upload';
import {
  movedOrder,
  productImageAltSchema,
  productImageMessages,
  productImageMoveSchema,
  productImageReorderSchema,
  productImageTargetSchema,
  productImageUploadSchema,
} from '@/lib/schemas/product-images';

// The actions of a product's image page, each a plain form (they work without JavaScript; the
// page's island also calls them directly for drag and keyboard moves). Each checks the editor's
// role itself, writes one transaction with its audit entry (db/queries/product-images-admin.ts),
// then releases the files the change stopped using and refreshes the page.

const imagesPath = (productId: string) => `/admin/products/${productId}/images`;

type Context = { runtime: AuthRuntime; request: RequestInfo; staff: StaffSession | null };
const writerOf = ({ runtime, request, staff }: Context): ImageWriter => ({ ...signedIn(staff), clientHash: clientOf(runtime, request).hash });

/**
 * What the page is told. A refusal reloads its list; so does a success, except a reorder's: the
 * page that sent it already shows the new order, and a reload arriving after its next move would
 * put an older order back for a moment. (Without JavaScript the answer is a fresh page anyway.)
 */
async function answer(productId: string, outcome: ImageChangeOutcome, success: string, { reload = true } = {}): Promise<AdminFormState> {
  switch (outcome.outcome) {
    case 'not_found':
      return failed(productImageMessages.gone);
    case 'image_gone':
      revalidatePath(imagesPath(productId));
      return failed(productImageMessages.imageGone);
    case 'stale':
      revalidatePath(imagesPath(productId));
      return failed(outcome.savedBy ? productImageMessages.staleBy(outcome.savedBy) : productImageMessages.stale);
    case 'saved':
      await releaseMedia(outcome.released);
      if (reload) revalidatePath(imagesPath(productId));
      return succeeded(success);
  }
}

/** One image and its alt text (the page's island sends several files one after the other). */
export async function uploadProductImage(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'upload-product-image',
    formData,
    schema: productImageUploadSchema,
    access: { permission: 'content:edit' },
    run: async ({ product_id, alt_text }, context) => {
      const file = chosenFile(formData.get('image_file'));
      if (!file) return failed(CHECK_FIELDS_MESSAGE, { image_file: productImageMessages.fileRequired });
      const received = await receiveImage(file, alt_text);
      if ('fieldError' in received) return failed(CHECK_FIELDS_MESSAGE, { [received.fieldError === 'file' ? 'image_file' : 'alt_text']: received.message });
      const outcome = await keepUploadIfSaved(received, () => addProductImages(product_id, [{ url: received.url, row: received.row }], writerOf(context)));
      return answer(product_id, outcome, productImageMessages.uploaded(1));
    },
  });
}

export async function describeProductImage(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'describe-product-image',
    formData,
    schema: productImageAltSchema,
    access: { permission: 'content:edit' },
    run: async ({ product_id, image_id, alt_text }, context) =>
      answer(product_id, await updateProductImageAlt(product_id, image_id, alt_text, writerOf(context)), productImageMessages.described),
  });
}

export async function removeProductImageAction(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'remove-product-image',
    formData,
    schema: productImageTargetSchema,
    access: { permission: 'content:edit' },
    run: async ({ product_id, image_id }, context) => answer(product_id, await removeProductImage(product_id, image_id, writerOf(context)), productImageMessages.removed),
  });
}

export async function setPrimaryProductImageAction(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'set-primary-product-image',
    formData,
    schema: productImageTargetSchema,
    access: { permission: 'content:edit' },
    run: async ({ product_id, image_id }, context) => answer(product_id, await setPrimaryProductImage(product_id, image_id, writerOf(context)), productImageMessages.primary),
  });
}

/** Move up / Move down: the no-JavaScript form of the keyboard reorder. */
export async function moveProductImage(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'move-product-image',
    formData,
    schema: productImageMoveSchema,
    access: { permission: 'content:edit' },
    run: async ({ product_id, image_id, direction, shown }, context) =>
      answer(product_id, await reorderProductImages(product_id, shown, movedOrder(shown, image_id, direction), writerOf(context)), productImageMessages.reordered),
  });
}

/** A whole new order (drag and drop, or moves made with JavaScript). */
export async function reorderProductImagesAction(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'reorder-product-images',
    formData,
    schema: productImageReorderSchema,
    access: { permission: 'content:edit' },
    run: async ({ product_id, shown, order }, context) =>
      answer(product_id, await reorderProductImages(product_id, shown, order, writerOf(context)), productImageMessages.reordered, { reload: false }),
  });
}
