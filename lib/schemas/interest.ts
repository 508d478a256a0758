import { z } from 'zod';
import { emailField, requiredText } from '@/lib/schemas/fields';

/** PPE's newsletter box. */
export const newsletterSchema = z.object({ email: emailField() });
export type NewsletterInput = z.input<typeof newsletterSchema>;

/** PPE's Get Notified: the e-mail and the upcoming product. */
export const launchNotifySchema = z.object({
  email: emailField(),
  product_id: requiredText({ label: 'Product', max: 120, message: 'Please choose a product' }),
});
export type LaunchNotifyInput = z.input<typeof launchNotifySchema>;

export const interestMessages = {
  subscribed: "You're subscribed! We'll e-mail you when new PPE launches.",
  notify: (productName: string) => `Thank you! We'll e-mail you when ${productName} launches.`,
  unknownProduct: 'This product is no longer listed. Please refresh the page.',
  failure: 'Failed to save your e-mail. Please try again.',
} as const;
