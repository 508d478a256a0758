'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { submitQuote } from '@/lib/actions/submit-quote';
import { quoteForm, quoteMessages } from '@/lib/schemas/quote';

/** The quote page for this product: where the form posts before JavaScript runs (spec §3's query). */
export function quotePagePath(productCategory: string | undefined, productId: string | undefined) {
  const query: Record<string, string> | null = productId ? { product: productId } : productCategory ? { item: productCategory } : null;
  return query ? `/inquiry/quote?${new URLSearchParams(query)}` : '/inquiry/quote';
}

/**
 * The quote request. `productCategory` arrives as 'category - product name' (spec §3) and is
 * shown read-only; without it (the quote page opened on its own) the visitor names the product.
 */
export function QuoteForm({ productCategory, productId, onSuccess }: { productCategory?: string; productId?: string; onSuccess?: () => void }) {
  return (
    <LeadForm
      form={quoteForm}
      action={submitQuote}
      failureMessage={quoteMessages.failure}
      permalink={quotePagePath(productCategory, productId)}
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
