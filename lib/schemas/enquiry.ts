import type { z } from 'zod/mini';
import { industryTypeLabels, industryTypes, inquiryProductCategories, inquiryProductCategoryLabels } from '@/lib/domain/options';
import { defineForm, email, phone, select, text, textarea } from '@/lib/schemas/form-description';
import type { FormSchema } from '@/lib/schemas/form-schema';

/** Spec §5 "Enquiry": the home enquiry form and the /inquiry page share it. */
export const enquiryForm = defineForm({
  Enquiry: {
    name: text({ label: 'Name', minLength: 2, maxLength: 100, required: 'Name must be at least 2 characters', autoComplete: 'name', placeholder: 'Your full name' }),
    email: email({ placeholder: 'you@company.com' }),
    mobile: phone({ label: 'Mobile', required: 'Please enter a valid mobile number', inputMode: 'tel', placeholder: '+91 98300 12345' }),
    industry_type: select({
      label: 'Industry type',
      values: industryTypes,
      labels: industryTypeLabels,
      required: 'Please select an industry type',
      placeholder: 'Select industry type',
    }),
    product_category: select({
      label: 'Product category',
      values: inquiryProductCategories,
      labels: inquiryProductCategoryLabels,
      required: 'Please select a product category',
      placeholder: 'Select product category',
      wide: true,
    }),
    message: textarea({ label: 'Message', maxLength: 2000, placeholder: 'Grades, sizes, quantities or the job you are welding', wide: true }),
  },
});

/** A submission as the schema built from the form leaves it (lib/schemas/lead-schemas.ts). */
export type Enquiry = z.output<FormSchema<typeof enquiryForm.fields>>;

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
