'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { Bell, Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
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
  const { open, setOpen, used, triggerProps } = useDialogTrigger(loadNotifyDialog, notifyPagePath(productId));
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
        <a href={notifyPagePath(productId)} aria-label={`Get Notified: ${productName}`}>
          {content}
        </a>
      </Button>
    );
  }
  return (
    <>
      <Button variant="outline" aria-label={`Get Notified: ${productName}`} {...triggerProps}>
        {content}
      </Button>
      {used && (
        <Suspense>
          <NotifyDialog open={open} onOpenChange={setOpen} productId={productId} productName={productName} onSubscribed={() => setSubscribed(true)} />
        </Suspense>
      )}
    </>
  );
}
