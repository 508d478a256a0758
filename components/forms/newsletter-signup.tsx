'use client';

import dynamic from 'next/dynamic';

// The PPE category's newsletter box, rendered on the server as usual; its code (the lead form's)
// loads only on the page that shows it, not on every category page that shares the route.
export const NewsletterSignup = dynamic(() => import('@/components/forms/ppe-interest').then((module) => module.NewsletterSignup));
