'use server';

import { insertQuoteRequest } from '@/db/queries/leads';
import { requireFormCall } from '@/lib/actions/form-call';
import type { FormState } from '@/lib/actions/form-state';
import { currentRequest, handleFormSubmission } from '@/lib/actions/form-submission';
import { leadStored } from '@/lib/actions/lead-stored';
import { quoteMessages, quoteSchema } from '@/lib/schemas/quote';

const PRODUCT_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The Request Quote dialog (product cards, product page, PPE's Pre-Order Quote) and its page. */
export async function submitQuote(_previous: FormState, formData: FormData): Promise<FormState> {
  requireFormCall(formData);
  const productId = formData.get('product_id');
  return handleFormSubmission({
    form: 'quote',
    formData,
    request: await currentRequest(),
    schema: quoteSchema,
    failureMessage: quoteMessages.failure,
    store: async (data, origin) => {
      const lead = await insertQuoteRequest(
        data,
        typeof productId === 'string' && productId.length <= 120 && PRODUCT_ID.test(productId) ? productId : null,
        origin,
      );
      await leadStored('quote_request', lead.id);
      return quoteMessages.success;
    },
  });
}
