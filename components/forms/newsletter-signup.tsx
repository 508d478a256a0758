'use client';

import { lazy, Suspense } from 'react';

// The PPE category's newsletter box, rendered on the server as usual; its code (the lead form's)
// loads only on the page that shows it, not on every category page that shares the route.
// React's lazy rather than next/dynamic: the same split without next/dynamic's loader, which
// every category page would otherwise load.
const LazyNewsletterSignup = lazy(() => import('@/components/forms/ppe-interest').then((module) => ({ default: module.NewsletterSignup })));

export function NewsletterSignup() {
  return (
    <Suspense>
      <LazyNewsletterSignup />
    </Suspense>
  );
}
