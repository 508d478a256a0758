'use client';

import { useEffect, useRef, useTransition } from 'react';
import { useRouter } from 'next/navigation';

/**
 * Makes the finder's GET form apply each tick at once, as a client navigation to the URL the form
 * would submit (so the URL, the back button and a shared link all show the same view). Without
 * JavaScript the form submits itself. While the new results load, the results region is marked busy.
 */
export function FinderNavigation({ resultsId }: { resultsId: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const apply = () => {
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') params.append(name, value);
      const path = new URL(form.action, window.location.href).pathname;
      const query = params.toString();
      startTransition(() => router.push(query ? `${path}?${query}` : path, { scroll: false }));
    };
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') apply();
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      apply();
    };
    form.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    return () => {
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
    };
  }, [router]);

  useEffect(() => {
    document.getElementById(resultsId)?.setAttribute('aria-busy', String(isPending));
  }, [isPending, resultsId]);

  return <span ref={marker} hidden />;
}
