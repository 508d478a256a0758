'use client';

import { LeadForm } from '@/components/forms/lead-form';
import { submitDealerApplication } from '@/lib/actions/submit-dealer-application';
import { dealerForm, dealerMessages } from '@/lib/schemas/dealer';
import { inputFields } from '@/lib/schemas/form-description';

/** A dealer's business details take a while to write: kept as a draft until sent. */
const draft = { key: 'dealer', fields: inputFields(dealerForm).map((field) => field.name) };

export function DealerForm() {
  return (
    <LeadForm
      form={dealerForm}
      action={submitDealerApplication}
      failureMessage={dealerMessages.failure}
      draft={draft}
      label="Dealer application form"
      layout="sections"
      privacyPurpose="We use these business and contact details only to assess your dealership application and contact you about it."
      submitLabel="Submit Application"
      pendingLabel="Submitting Application..."
    />
  );
}
