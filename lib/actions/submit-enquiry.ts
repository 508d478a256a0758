'use server';

import { insertInquiry } from '@/db/queries/leads';
import { requireFormCall } from '@/lib/actions/form-call';
import type { FormState } from '@/lib/actions/form-state';
import { currentRequest, handleFormSubmission } from '@/lib/actions/form-submission';
import { leadStored } from '@/lib/actions/lead-stored';
import { enquirySurfaces } from '@/lib/schemas/enquiry';
import { enquirySchema } from '@/lib/schemas/lead-schemas';

/** The home enquiry form and the /inquiry page (hidden field `surface` picks the wording). */
export async function submitEnquiry(_previous: FormState, formData: FormData): Promise<FormState> {
  requireFormCall(formData);
  const messages = enquirySurfaces[formData.get('surface') === 'inquiry-page' ? 'inquiry-page' : 'home'];
  return handleFormSubmission({
    form: 'enquiry',
    formData,
    request: await currentRequest(),
    schema: enquirySchema,
    successMessage: messages.success,
    failureMessage: messages.failure,
    store: async (data, origin, submission) => {
      const lead = await insertInquiry(data, origin, undefined, submission);
      await leadStored('inquiry', lead?.id ?? null);
    },
  });
}
