'use server';

import { redirect } from 'next/navigation';
import { createProduct, updateProduct } from '@/db/queries/products-admin';
import { runAdminAction, signedIn } from '@/lib/actions/admin/admin-action';
import { productSaveRefusal } from '@/lib/actions/admin/product-save-refusal';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { clientOf } from '@/lib/auth/runtime';
import { newProductSchema, productEditSchema } from '@/lib/schemas/product';

// Creating and editing a product: one form, with or without JavaScript. The product and its
// audit entry are written in one transaction; an edit made on an outdated version is refused, and
// a new slug keeps the old address redirecting (db/queries/products-admin.ts). After a save the
// editor lands on the product's page in the back office.

const productPath = (id: string) => `/admin/products/${id}`;

export async function createCatalogueProduct(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'create-product',
    formData,
    schema: newProductSchema,
    access: { permission: 'content:edit' },
    run: async (fields, { runtime, request, staff }) => {
      const writer = { ...signedIn(staff), clientHash: clientOf(runtime, request).hash };
      const outcome = await createProduct(fields, writer);
      if (outcome.outcome !== 'saved') return productSaveRefusal(outcome);
      redirect(`${productPath(outcome.product.id)}?saved=1`);
    },
  });
}

export async function saveCatalogueProduct(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'save-product',
    formData,
    schema: productEditSchema,
    access: { permission: 'content:edit' },
    run: async ({ current_id, version, ...fields }, { runtime, request, staff }) => {
      const writer = { ...signedIn(staff), clientHash: clientOf(runtime, request).hash };
      const outcome = await updateProduct(current_id, version, fields, writer);
      if (outcome.outcome !== 'saved') return productSaveRefusal(outcome);
      redirect(`${productPath(outcome.product.id)}?saved=${outcome.product.version}`);
    },
  });
}
