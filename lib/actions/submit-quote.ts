'use server';

import { getProduct } from '@/db/queries/catalogue';
import { insertQuoteRequest } from '@/db/queries/leads';
import { requireFormCall } from '@/lib/actions/form-call';
import type { FormState } from '@/lib/actions/form-state';
import { currentRequest, handleFormSubmission } from '@/lib/actions/form-submission';
import { leadStored } from '@/lib/actions/lead-stored';
import { quoteMessages } from '@/lib/schemas/quote';
import { quoteSchema } from '@/lib/schemas/lead-schemas';

/** The Request Quote dialog (product cards, product page, PPE's Pre-Order Quote) and its page. */
export async function submitQuote(_previous: FormState, formData: FormData): Promise<FormState> {
  requireFormCall(formData);
  return handleFormSubmission({
    form: 'quote',
    formData,
    request: await currentRequest(),
    schema: quoteSchema,
    successMessage: quoteMessages.success,
    failureMessage: quoteMessages.failure,
    store: async (data, origin, submission) => {
      // Linked to the catalogue product the dialog named, when there is one.
      const product = await getProduct(formData.get('product_id'));
      const lead = await insertQuoteRequest(data, product?.id ?? null, origin, undefined, submission);
      await leadStored('quote_request', lead?.id ?? null);
    },
  });
}
