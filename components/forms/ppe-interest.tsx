'use client';

import { useEffect } from 'react';
import { LeadForm } from '@/components/forms/lead-form';
import { notifyPagePath } from '@/components/forms/form-paths';
import { rememberVisitUtm } from '@/components/forms/visit-utm';
import { requestLaunchNotification } from '@/lib/actions/request-launch-notification';
import { subscribeNewsletter } from '@/lib/actions/subscribe-newsletter';
import { interestMessages, launchNotifyForm, newsletterForm } from '@/lib/schemas/interest';

// PPE's Get Notified form (components/forms/get-notified-button.tsx opens it in a dialog) and
// newsletter box: both store the visitor's e-mail (Get Notified with the product) and confirm it.

/** The Get Notified form; in the dialog, or on its own page without JavaScript. */
export function LaunchNotifyForm({ productId, onSuccess }: { productId: string; onSuccess?: () => void }) {
  return (
    <LeadForm
      form={launchNotifyForm}
      action={requestLaunchNotification}
      failureMessage={interestMessages.failure}
      permalink={notifyPagePath(productId)}
      label="Get notified form"
      layout="single"
      prefilled={{ product_id: productId }}
      onSuccess={onSuccess}
      privacyPurpose="We use your e-mail only to tell you when this product launches."
      submitLabel="Notify Me"
      pendingLabel="Submitting..."
    />
  );
}

export function NewsletterSignup() {
  useEffect(rememberVisitUtm, []);
  return (
    <LeadForm
      form={newsletterForm}
      action={subscribeNewsletter}
      failureMessage={interestMessages.failure}
      label="Newsletter"
      layout="inline"
      privacyPurpose="We use your e-mail only to announce new PPE products."
      submitLabel="Subscribe"
      pendingLabel="Submitting..."
    />
  );
}
