import { z } from 'zod';
import { emailField, optionalIntegerField, optionalText, requiredText } from '@/lib/schemas/fields';

/** Spec §5 "Quote request". product_category arrives prefilled as 'category - product name'. */
export const quoteSchema = z.object({
  product_category: requiredText({ label: 'Product', min: 2, max: 200, message: 'Please enter the product you need' }),
  customer_name: requiredText({ label: 'Name', min: 2, max: 100, message: 'Name must be at least 2 characters' }),
  customer_email: emailField(),
  customer_phone: optionalText({ label: 'Phone', max: 20 }),
  company_name: optionalText({ label: 'Company name', max: 150 }),
  quantity: optionalIntegerField(
    z.number().int().min(0, 'Quantity cannot be negative').max(1_000_000_000, 'Please enter a valid quantity'),
  ),
  specifications: optionalText({ label: 'Specifications', max: 2000, multiline: true }),
  message: optionalText({ label: 'Message', max: 2000, multiline: true }),
});

export type QuoteInput = z.input<typeof quoteSchema>;
export type Quote = z.output<typeof quoteSchema>;

export const quoteFieldLabels: Record<keyof Quote, string> = {
  product_category: 'Product',
  customer_name: 'Name',
  customer_email: 'Email',
  customer_phone: 'Phone',
  company_name: 'Company',
  quantity: 'Quantity',
  specifications: 'Specifications',
  message: 'Message',
};

export const quoteMessages = {
  success: "Quote request submitted successfully! We'll get back to you soon.",
  failure: 'Failed to submit quote request. Please try again.',
} as const;
