'use client';

import { hydrateWhenNear } from '@/components/common/hydrate-when-near';

/** The home page's enquiry form, far below the first screen: its code comes as it nears the screen. */
export const EnquiryFormWhenNear = hydrateWhenNear('enquiry-form', () => import('@/components/forms/enquiry-form').then((module) => module.EnquiryForm));
