'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { notifyPagePath } from '@/components/forms/form-paths';
import { useDialogTrigger } from '@/components/forms/use-dialog-trigger';
import { useHydrated } from '@/components/forms/use-hydrated';
import { rememberVisitUtm } from '@/components/forms/visit-utm';

const loadNotifyDialog = () => import('@/components/forms/notify-dialog');
const NotifyDialog = lazy(loadNotifyDialog);

/**
 * PPE's Get Notified: opens the dialog (loaded on first use); before JavaScript runs (or without
 * it) it is a link to the same form on its own page.
 */
export function GetNotifiedButton({ productId, productName }: { productId: string; productName: string }) {
  const hydrated = useHydrated();
  const { open, setOpen, used, returnFocus, triggerProps } = useDialogTrigger(loadNotifyDialog, notifyPagePath(productId));
  const [subscribed, setSubscribed] = useState(false);
  useEffect(rememberVisitUtm, []);

  const content = (
    <>
      <span className={subscribed ? 'icon-check' : 'icon-bell'} />
      {subscribed ? 'Notified' : 'Get Notified'}
    </>
  );
  // Plain elements with the Button's classes and CSS icons, as in RequestQuoteButton.
  const classes = buttonVariants({ variant: 'outline' });
  if (!hydrated) {
    return (
      <a href={notifyPagePath(productId)} aria-label={`Get Notified: ${productName}`} className={classes}>
        {content}
      </a>
    );
  }
  return (
    <>
      <button className={classes} aria-label={`Get Notified: ${productName}`} {...triggerProps}>
        {content}
      </button>
      {used && (
        <Suspense>
          <NotifyDialog open={open} onOpenChange={setOpen} onCloseAutoFocus={returnFocus} productId={productId} productName={productName} onSubscribed={() => setSubscribed(true)} />
        </Suspense>
      )}
    </>
  );
}
