'use server';

import { insertNewsletterSubscriber } from '@/db/queries/leads';
import { requireFormCall } from '@/lib/actions/form-call';
import type { FormState } from '@/lib/actions/form-state';
import { currentRequest, handleFormSubmission } from '@/lib/actions/form-submission';
import { requestLog } from '@/lib/core/log';
import { interestMessages } from '@/lib/schemas/interest';
import { newsletterSchema } from '@/lib/schemas/lead-schemas';

/** PPE's newsletter box. */
export async function subscribeNewsletter(_previous: FormState, formData: FormData): Promise<FormState> {
  requireFormCall(formData);
  return handleFormSubmission({
    form: 'newsletter',
    formData,
    request: await currentRequest(),
    schema: newsletterSchema,
    successMessage: interestMessages.subscribed,
    failureMessage: interestMessages.failure,
    // Signing up twice is the same as once: the address is the key.
    store: async ({ email }, origin) => {
      await insertNewsletterSubscriber(email, origin);
      (await requestLog()).info('newsletter sign-up stored');
    },
  });
}
