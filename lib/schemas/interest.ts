import { defineForm, email, hidden } from '@/lib/schemas/form-description';

/** PPE's newsletter box. */
export const newsletterForm = defineForm({
  Newsletter: { email: email({ label: 'E-mail address', placeholder: 'Your e-mail address' }) },
});

/** PPE's Get Notified: the e-mail and the upcoming product. */
export const launchNotifyForm = defineForm({
  'Get Notified': {
    email: email({ placeholder: 'you@company.com' }),
    product_id: hidden({ label: 'Product', maxLength: 120, required: 'Please choose a product' }),
  },
});

export const interestMessages = {
  subscribed: "You're subscribed! We'll e-mail you when new PPE launches.",
  notify: (productName: string) => `Thank you! We'll e-mail you when ${productName} launches.`,
  unknownProduct: 'This product is no longer listed. Please refresh the page.',
  failure: 'Failed to save your e-mail. Please try again.',
} as const;
