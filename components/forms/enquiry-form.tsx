'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { submitEnquiry } from '@/lib/actions/submit-enquiry';
import { enquiryForm, enquirySurfaces, type EnquirySurface } from '@/lib/schemas/enquiry';

/** The message is the enquiry's long part: kept as a draft until sent, one per surface. */
const drafts = {
  home: { key: 'enquiry-home', fields: ['message'] },
  'inquiry-page': { key: 'enquiry-inquiry-page', fields: ['message'] },
} as const;

/** The enquiry form of the home page (`home`) and of /inquiry (`inquiry-page`). */
export function EnquiryForm({ surface, submitLabel }: { surface: EnquirySurface; submitLabel: string }) {
  return (
    <LeadForm
      form={enquiryForm}
      action={submitEnquiry}
      failureMessage={enquirySurfaces[surface].failure}
      draft={drafts[surface]}
      label={surface === 'home' ? 'Enquiry form' : 'Inquiry form'}
      layout="grid"
      hidden={{ surface }}
      privacyPurpose="We use your name, e-mail and mobile only to answer this enquiry."
      submitLabel={submitLabel}
      pendingLabel="Submitting..."
    />
  );
}
