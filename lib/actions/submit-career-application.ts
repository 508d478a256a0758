'use server';

import { insertCareerApplication, ResumeUploadMissingError } from '@/db/queries/leads';
import { requireFormCall } from '@/lib/actions/form-call';
import type { FormState } from '@/lib/actions/form-state';
import { currentRequest, FormRejection, handleFormSubmission } from '@/lib/actions/form-submission';
import { leadStored } from '@/lib/actions/lead-stored';
import { clientAddress } from '@/lib/client-address';
import { env } from '@/lib/core/env';
import { careerMessages } from '@/lib/schemas/career';
import { getResumeStore } from '@/lib/storage';
import { discardStagedResume, ResumeRejectedError, resumePlacement, stageResume } from '@/lib/storage/resumes';
import { careerSchema } from '@/lib/schemas/lead-schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The career form. With JavaScript the resume was uploaded ahead (app/api/resumes) and the form
 * cites its upload id; without JavaScript the file comes inside the form and is staged here.
 * Either way the application and its file are stored together or not at all.
 */
export async function submitCareerApplication(_previous: FormState, formData: FormData): Promise<FormState> {
  requireFormCall(formData);
  const request = await currentRequest();
  return handleFormSubmission({
    form: 'career',
    formData,
    request,
    schema: careerSchema,
    successMessage: careerMessages.success,
    failureMessage: careerMessages.failure,
    store: async (data, origin, submission) => {
      const store = getResumeStore();
      const cited = formData.get('resume_upload_id');
      let uploadId = typeof cited === 'string' && UUID.test(cited) ? cited : null;
      if (typeof cited === 'string' && cited !== '' && !uploadId) throw new FormRejection({ message: careerMessages.failure, uploadExpired: true });

      let stagedHere = false;
      // No file chosen comes as an empty part without a name; an empty file with one is refused.
      const file = formData.get('resume');
      if (!uploadId && file instanceof File && (file.size > 0 || file.name !== '')) {
        try {
          uploadId = await stageResume({
            source: { bytes: new Uint8Array(await file.arrayBuffer()) },
            size: file.size,
            fileName: file.name,
            store,
            client: clientAddress(request, env.TRUSTED_PROXY_COUNT),
          });
        } catch (error) {
          if (error instanceof ResumeRejectedError) throw new FormRejection({ message: error.message, fieldErrors: { resume: error.message } });
          throw error;
        }
        stagedHere = true;
      }

      try {
        const lead = await insertCareerApplication(data, origin, uploadId ? { uploadId, placement: resumePlacement(store) } : null, undefined, submission);
        // Spec §4 logged each new application; this line carries ids and the position only.
        await leadStored('career_application', lead?.id ?? null, lead ? { position: data.position, has_resume: lead.resume_url !== null } : {});
        // A repeat stored nothing: a file staged for it here has no application to belong to.
        if (!lead && stagedHere && uploadId) await discardStagedResume(uploadId, store).catch(() => {});
      } catch (error) {
        if (stagedHere && uploadId) await discardStagedResume(uploadId, store).catch(() => {});
        if (error instanceof ResumeUploadMissingError) throw new FormRejection({ message: careerMessages.failure, uploadExpired: true });
        throw error;
      }
    },
  });
}
