'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { submitEnquiry } from '@/lib/actions/submit-enquiry';
import { enquiryForm, type EnquirySurface } from '@/lib/schemas/enquiry';

/** The enquiry form of the home page (`home`) and of /inquiry (`inquiry-page`). */
export function EnquiryForm({ surface, submitLabel }: { surface: EnquirySurface; submitLabel: string }) {
  return (
    <LeadForm
      form={enquiryForm}
      action={submitEnquiry}
      label={surface === 'home' ? 'Enquiry form' : 'Inquiry form'}
      layout="grid"
      hidden={{ surface }}
      privacyPurpose="We use your name, e-mail and mobile only to answer this enquiry."
      submitLabel={submitLabel}
      pendingLabel="Submitting..."
    />
  );
}
