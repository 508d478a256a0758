'use client';

import { useEffect, type ComponentProps } from 'react';
import { hydrateWhenNear } from '@/components/common/hydrate-when-near';
import type { EnquiryForm } from '@/components/forms/enquiry-form';
import { rememberVisitUtm } from '@/components/forms/visit-utm';

const DeferredEnquiryForm = hydrateWhenNear('enquiry-form', () => import('@/components/forms/enquiry-form').then((module) => module.EnquiryForm));

/**
 * The home page's enquiry form, far below the first screen: its code comes after the page has
 * loaded, and hydrates it as it nears the screen. The campaign of the address the visitor landed
 * on is kept at once, for a lead sent from another page before the form was reached.
 */
export function EnquiryFormWhenNear(props: ComponentProps<typeof EnquiryForm>) {
  useEffect(rememberVisitUtm, []);
  return <DeferredEnquiryForm {...props} />;
}
