import { z } from 'zod';
import { industryTypes, inquiryProductCategories } from '@/lib/domain/options';
import { choice, emailField, optionalText, phoneField, requiredText } from '@/lib/schemas/fields';

/** Spec §5 "Enquiry": the home enquiry form and the /inquiry page share it. */
export const enquirySchema = z.object({
  name: requiredText({ label: 'Name', min: 2, max: 100, message: 'Name must be at least 2 characters' }),
  email: emailField(),
  mobile: phoneField('Please enter a valid mobile number'),
  industry_type: choice(industryTypes, 'Please select an industry type'),
  product_category: choice(inquiryProductCategories, 'Please select a product category'),
  message: optionalText({ label: 'Message', max: 2000, multiline: true }),
});

export type EnquiryInput = z.input<typeof enquirySchema>;
export type Enquiry = z.output<typeof enquirySchema>;

export const enquiryFieldLabels: Record<keyof Enquiry, string> = {
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  industry_type: 'Industry type',
  product_category: 'Product category',
  message: 'Message',
};

/** The two surfaces word their toasts differently (spec §8). */
export const enquirySurfaces = {
  home: {
    success: "Enquiry submitted successfully! We'll get back to you soon.",
    failure: 'Failed to submit enquiry. Please try again.',
  },
  'inquiry-page': {
    success: "Inquiry submitted successfully! We'll get back to you soon.",
    failure: 'Failed to submit inquiry. Please try again.',
  },
} as const;
export type EnquirySurface = keyof typeof enquirySurfaces;
