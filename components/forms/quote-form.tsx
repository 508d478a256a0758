'use client';

import { useMemo } from 'react';
import { LeadForm } from '@/components/forms/lead-form';
import { inputFields } from '@/lib/schemas/form-description';
import { submitQuote } from '@/lib/actions/submit-quote';
import { quoteForm, quoteMessages } from '@/lib/schemas/quote';
import { quotePagePath } from '@/components/forms/form-paths';

/**
 * The quote request. `productCategory` arrives as 'category - product name' (spec §3) and is
 * shown read-only; without it (the quote page opened on its own) the visitor names the product.
 */
export function QuoteForm({ productCategory, productId, onSuccess }: { productCategory?: string; productId?: string; onSuccess?: () => void }) {
  // Kept as a draft per product until sent: the dialog may be closed (Escape, a tap outside) and
  // opened again, after a failed send too, and what was typed is there.
  const draft = useMemo(
    () => ({ key: `quote:${productId ?? productCategory ?? ''}`, fields: inputFields(quoteForm).flatMap((field) => (productCategory && field.name === 'product_category' ? [] : [field.name])) }),
    [productId, productCategory],
  );
  return (
    <LeadForm
      form={quoteForm}
      action={submitQuote}
      failureMessage={quoteMessages.failure}
      permalink={quotePagePath(productCategory, productId)}
      draft={draft}
      label="Quote request form"
      layout="dialog"
      hidden={{ product_id: productId }}
      prefilled={productCategory ? { product_category: productCategory } : undefined}
      readOnly={productCategory ? ['product_category'] : undefined}
      onSuccess={onSuccess}
      privacyPurpose="We use your contact details only to prepare and send this quote."
      submitLabel="Submit Quote Request"
      pendingLabel="Submitting Request..."
    />
  );
}
