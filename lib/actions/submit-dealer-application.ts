'use server';

import { insertDealerApplication } from '@/db/queries/leads';
import { requireFormCall } from '@/lib/actions/form-call';
import type { FormState } from '@/lib/actions/form-state';
import { currentRequest, handleFormSubmission } from '@/lib/actions/form-submission';
import { leadStored } from '@/lib/actions/lead-stored';
import { dealerMessages } from '@/lib/schemas/dealer';
import { dealerSchema } from '@/lib/schemas/lead-schemas';

export async function submitDealerApplication(_previous: FormState, formData: FormData): Promise<FormState> {
  requireFormCall(formData);
  return handleFormSubmission({
    form: 'dealer',
    formData,
    request: await currentRequest(),
    schema: dealerSchema,
    successMessage: dealerMessages.success,
    failureMessage: dealerMessages.failure,
    store: async (data, origin, submission) => {
      const lead = await insertDealerApplication(data, origin, undefined, submission);
      await leadStored('dealer_application', lead?.id ?? null);
    },
  });
}
