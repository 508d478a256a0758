'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { setProductDiscontinued } from '@/db/queries/products-admin';
import { runAdminAction, signedIn } from '@/lib/actions/admin/admin-action';
import type { AdminFormState } from '@/lib/actions/admin/admin-form-state';
import { productSaveRefusal } from '@/lib/actions/admin/product-save-refusal';
import { clientOf } from '@/lib/auth/runtime';
import { productMessages, productSlug } from '@/lib/schemas/product';

// Discontinue a product (off sale: its page stays reachable, marked Discontinued, without quotes)
// or restore it (available again). Checked against the version the page showed, like an edit.

const schema = z.object({
  id: productSlug,
  version: z.coerce.number({ error: productMessages.stale }).int().positive().max(2_147_483_647),
  discontinued: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

export async function setCatalogueProductDiscontinued(_previous: AdminFormState, formData: FormData): Promise<AdminFormState> {
  return runAdminAction({
    name: 'set-product-discontinued',
    formData,
    schema,
    access: { permission: 'content:edit' },
    run: async ({ id, version, discontinued }, { runtime, request, staff }) => {
      const writer = { ...signedIn(staff), clientHash: clientOf(runtime, request).hash };
      const outcome = await setProductDiscontinued(id, version, discontinued, writer);
      if (outcome.outcome !== 'saved') return productSaveRefusal(outcome);
      redirect(`/admin/products/${id}?saved=${outcome.product.version}`);
    },
  });
}
