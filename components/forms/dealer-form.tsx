'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { submitDealerApplication } from '@/lib/actions/submit-dealer-application';
import { dealerForm } from '@/lib/schemas/dealer';

export function DealerForm() {
  return (
    <LeadForm
      form={dealerForm}
      action={submitDealerApplication}
      label="Dealer application form"
      layout="sections"
      privacyPurpose="We use these business and contact details only to assess your dealership application and contact you about it."
      submitLabel="Submit Application"
      pendingLabel="Submitting Application..."
    />
  );
}
