'use server';

import { insertLaunchNotifyRequest } from '@/db/queries/leads';
import { requireFormCall } from '@/lib/actions/form-call';
import type { FormState } from '@/lib/actions/form-state';
import { currentRequest, FormRejection, handleFormSubmission } from '@/lib/actions/form-submission';
import { requestLog } from '@/lib/core/log';
import { interestMessages } from '@/lib/schemas/interest';
import { launchNotifySchema } from '@/lib/schemas/lead-schemas';

/** PPE's Get Notified: remember who wants to hear when the product launches. */
export async function requestLaunchNotification(_previous: FormState, formData: FormData): Promise<FormState> {
  requireFormCall(formData);
  return handleFormSubmission({
    form: 'launch-notify',
    formData,
    request: await currentRequest(),
    schema: launchNotifySchema,
    successMessage: interestMessages.notify('this product'),
    failureMessage: interestMessages.failure,
    // Asking twice is the same as once: the address and product are the key.
    store: async ({ email, product_id }, origin) => {
      const productName = await insertLaunchNotifyRequest(email, product_id, origin);
      if (!productName) throw new FormRejection({ message: interestMessages.unknownProduct });
      (await requestLog()).info('launch notification request stored', { product_id });
      return interestMessages.notify(productName);
    },
  });
}
