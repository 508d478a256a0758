import type { z } from 'zod/mini';
import { defineForm, email, integer, phone, stored, text, textarea } from '@/lib/schemas/form-description';
import type { FormSchema } from '@/lib/schemas/form-schema';

/** Spec §5 "Quote request". product_category arrives prefilled as 'category - product name'. */
export const quoteForm = defineForm({
  'Quote request': {
    product_category: text({
      label: 'Product',
      minLength: 2,
      maxLength: 200,
      required: 'Please enter the product you need',
      placeholder: 'Product or grade you need',
      wide: true,
    }),
    customer_name: text({ label: 'Name', minLength: 2, maxLength: 100, required: 'Name must be at least 2 characters', autoComplete: 'name', placeholder: 'Your full name' }),
    customer_email: email({ placeholder: 'you@company.com' }),
    customer_phone: phone({ label: 'Phone', placeholder: '+91 98300 12345' }),
    company_name: text({ label: 'Company', maxLength: 150, autoComplete: 'organization', placeholder: 'Company name' }),
    quantity: integer({
      label: 'Quantity',
      optional: true,
      min: 0,
      max: 1_000_000_000,
      messages: { min: 'Quantity cannot be negative', max: 'Please enter a valid quantity' },
      placeholder: 'e.g. 500',
      hint: 'Boxes, spools or units',
      wide: true,
    }),
    specifications: textarea({ label: 'Specifications', maxLength: 2000, rows: 3, placeholder: 'Size, classification, packing or certificates required', wide: true }),
    message: textarea({ label: 'Message', maxLength: 2000, rows: 3, placeholder: 'Delivery location, timeline, anything else', wide: true }),
    // The action links the catalogue product the dialog was opened from, when it still exists.
    product_id: stored({ label: 'Catalogue product id' }),
  },
});

/** A submission as the schema built from the form leaves it (lib/schemas/lead-schemas.ts). */
export type Quote = z.output<FormSchema<typeof quoteForm.fields>>;

export const quoteMessages = {
  success: "Quote request submitted successfully! We'll get back to you soon.",
  failure: 'Failed to submit quote request. Please try again.',
} as const;
