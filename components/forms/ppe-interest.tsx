'use client';

import { useEffect, useState } from 'react';
import { Bell, Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FieldsProvider, SubmitButton, TextField } from '@/components/forms/fields';
import { FormExtras } from '@/components/forms/form-extras';
import { FormNotice, PrivacyNote } from '@/components/forms/form-notice';
import { useHydrated } from '@/components/forms/use-hydrated';
import { useLeadForm } from '@/components/forms/use-lead-form';
import { rememberVisitUtm } from '@/components/forms/visit-utm';
import { requestLaunchNotification } from '@/lib/actions/request-launch-notification';
import { subscribeNewsletter } from '@/lib/actions/subscribe-newsletter';
import { launchNotifySchema, newsletterSchema } from '@/lib/schemas/interest';

// PPE's Get Notified button and newsletter box: both store the visitor's e-mail (Get Notified
// with the product) and confirm it.

/** The Get Notified form; in the dialog, or on its own page without JavaScript. */
export function LaunchNotifyForm({ productId, onSuccess }: { productId: string; onSuccess?: () => void }) {
  const { state, hydrated, pending, formProps, fields } = useLeadForm({
    schema: launchNotifySchema,
    action: requestLaunchNotification,
    defaults: { email: '', product_id: productId },
    onSuccess,
  });
  return (
    <form {...formProps} className="relative grid gap-4" aria-label="Get notified form">
      <FormNotice state={state} hydrated={hydrated} />
      <input type="hidden" name="product_id" value={productId} />
      <FormExtras />
      <FieldsProvider fields={fields}>
        <TextField name="email" label="Email" type="email" required autoComplete="email" placeholder="you@company.com" maxLength={254} />
      </FieldsProvider>
      <PrivacyNote purpose="We use your e-mail only to tell you when this product launches." />
      <SubmitButton pending={pending} label="Notify Me" pendingLabel="Submitting..." />
    </form>
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
  const { state, hydrated, pending, formProps, fields } = useLeadForm({ schema: newsletterSchema, action: subscribeNewsletter, defaults: { email: '' } });
  useEffect(rememberVisitUtm, []);
  return (
    <form {...formProps} className="relative grid w-full max-w-md gap-2" aria-label="Newsletter">
      <FormNotice state={state} hydrated={hydrated} />
      <FormExtras />
      <FieldsProvider fields={fields}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <div className="flex-1 [&_label]:sr-only">
            <TextField name="email" label="E-mail address" type="email" autoComplete="email" placeholder="Your e-mail address" maxLength={254} />
          </div>
          <SubmitButton pending={pending} label="Subscribe" pendingLabel="Submitting..." size="default" className="sm:w-auto" />
        </div>
      </FieldsProvider>
      <PrivacyNote purpose="We use your e-mail only to announce new PPE products." />
    </form>
  );
}
