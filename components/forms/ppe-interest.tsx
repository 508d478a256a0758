'use client';

import { useEffect, useState } from 'react';
import { Bell, Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { LeadForm } from '@/components/forms/lead-form';
import { useHydrated } from '@/components/forms/use-hydrated';
import { rememberVisitUtm } from '@/components/forms/visit-utm';
import { requestLaunchNotification } from '@/lib/actions/request-launch-notification';
import { subscribeNewsletter } from '@/lib/actions/subscribe-newsletter';
import { interestMessages, launchNotifyForm, newsletterForm } from '@/lib/schemas/interest';

// PPE's Get Notified button and newsletter box: both store the visitor's e-mail (Get Notified
// with the product) and confirm it.

/** The Get Notified form; in the dialog, or on its own page without JavaScript. */
export function LaunchNotifyForm({ productId, onSuccess }: { productId: string; onSuccess?: () => void }) {
  return (
    <LeadForm
      form={launchNotifyForm}
      action={requestLaunchNotification}
      failureMessage={interestMessages.failure}
      permalink={`/inquiry/notify?${new URLSearchParams({ product: productId })}`}
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

export function GetNotifiedButton({ productId, productName }: { productId: string; productName: string }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [subscribed, setSubscribed] = useState(false);
  useEffect(rememberVisitUtm, []);

  const content = (
    <>
      {subscribed ? <Check aria-hidden="true" /> : <Bell aria-hidden="true" />}
      {subscribed ? 'Notified' : 'Get Notified'}
    </>
  );
  if (!hydrated) {
    return (
      <Button asChild variant="outline">
        <a href={`/inquiry/notify?${new URLSearchParams({ product: productId })}`} aria-label={`Get Notified: ${productName}`}>
          {content}
        </a>
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" type="button" aria-label={`Get Notified: ${productName}`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {content}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Get Notified</DialogTitle>
            <DialogDescription>
              We&apos;ll e-mail you once when <span className="font-semibold text-foreground">{productName}</span> launches.
            </DialogDescription>
          </DialogHeader>
          <LaunchNotifyForm
            productId={productId}
            onSuccess={() => {
              setSubscribed(true);
              setOpen(false);
            }}
          />
        </DialogContent>
      </Dialog>
    </>
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
