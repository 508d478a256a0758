'use client';

import { Activity, lazy } from 'react';

// The PPE category's newsletter box, rendered on the server as usual; its code (the lead form's)
// loads only on the page that shows it, not on every category page that shares the route.
// React's lazy rather than next/dynamic: the same split without next/dynamic's loader, which
// every category page would otherwise load. Its boundary is an <Activity>, not <Suspense>: React's
// server rendering moves a Suspense boundary met past the first 12.8 KB of a page to its end, put
// in place by an inline script, so without JavaScript the box was not seen (hydrate-when-near.tsx).
const LazyNewsletterSignup = lazy(() => import('@/components/forms/ppe-interest').then((module) => ({ default: module.NewsletterSignup })));

export function NewsletterSignup() {
  return (
    <Activity>
      <LazyNewsletterSignup />
    </Activity>
  );
}
