import type { z } from 'zod/mini';
import { annualTurnoverLabels, annualTurnovers, businessTypeLabels, businessTypes, investmentCapacities, investmentCapacityLabels } from '@/lib/domain/options';
import { checkbox, defineForm, email, integer, phone, select, text, textarea } from '@/lib/schemas/form-description';
import type { FormSchema } from '@/lib/schemas/form-schema';

/** Spec §5 "Dealer". */
export const dealerForm = defineForm({
  'Business Information': {
    business_name: text({
      label: 'Business name',
      minLength: 2,
      maxLength: 150,
      required: 'Business name must be at least 2 characters',
      autoComplete: 'organization',
    }),
    contact_person: text({
      label: 'Contact person',
      minLength: 2,
      maxLength: 100,
      required: 'Contact person name must be at least 2 characters',
      autoComplete: 'name',
    }),
    email: email({ placeholder: 'you@company.com' }),
    phone: phone({ label: 'Phone', required: 'Please enter a valid phone number', placeholder: '+91 98300 12345' }),
  },
  'Location Details': {
    business_address: textarea({
      label: 'Business address',
      minLength: 10,
      maxLength: 500,
      required: 'Please enter complete business address',
      rows: 2,
      placeholder: 'Shop or office, street, area',
      wide: true,
    }),
    city: text({ label: 'City', minLength: 2, maxLength: 100, required: 'Please enter city', autoComplete: 'address-level2' }),
    state: text({ label: 'State', minLength: 2, maxLength: 100, required: 'Please enter state', autoComplete: 'address-level1' }),
    pincode: text({
      label: 'Pincode',
      minLength: 6,
      maxLength: 10,
      required: 'Please enter valid pincode',
      autoComplete: 'postal-code',
      inputMode: 'numeric',
      placeholder: '700017',
    }),
  },
  'Business Details': {
    business_type: select({
      label: 'Business type',
      values: businessTypes,
      labels: businessTypeLabels,
      required: 'Please select business type',
      placeholder: 'Select business type',
    }),
    years_in_business: integer({
      label: 'Years in business',
      min: 0,
      max: 200,
      messages: { min: 'Years in business cannot be negative', max: 'Please enter valid years in business' },
    }),
    annual_turnover: select({
      label: 'Annual turnover',
      values: annualTurnovers,
      labels: annualTurnoverLabels,
      required: 'Please select annual turnover',
      placeholder: 'Select annual turnover',
      hint: 'Indian rupees (1 Crore = 100 Lakh)',
    }),
    investment_capacity: select({
      label: 'Investment capacity',
      values: investmentCapacities,
      labels: investmentCapacityLabels,
      required: 'Please select investment capacity',
      placeholder: 'Select investment capacity',
      hint: 'What you can invest in stock and set-up',
    }),
    current_suppliers: text({ label: 'Current suppliers', maxLength: 500, placeholder: 'Brands you stock today' }),
    target_market: text({ label: 'Target market', maxLength: 500, placeholder: 'Industries or areas you serve' }),
    delivery_capability: text({ label: 'Delivery capability', maxLength: 500, placeholder: 'Vehicles, delivery radius', wide: true }),
    warehouse_facility: checkbox({
      label: 'We have a warehouse facility',
      staffLabel: 'Warehouse facility',
      hint: 'Covered storage for electrodes and wire (dry, off the floor).',
      wide: true,
    }),
  },
  'Additional Information': {
    why_partner: textarea({
      label: 'Why do you want to partner with us?',
      staffLabel: 'Why partner with us',
      minLength: 50,
      maxLength: 3000,
      required: 'Please explain in at least 50 characters',
      rows: 5,
      hint: 'At least 50 characters.',
      wide: true,
    }),
    additional_info: textarea({ label: 'Additional information', maxLength: 3000, rows: 3, wide: true }),
  },
});

/** A submission as the schema built from the form leaves it (lib/schemas/lead-schemas.ts). */
export type DealerApplicationInput = z.output<FormSchema<typeof dealerForm.fields>>;

export const dealerMessages = {
  success: "Dealer application submitted successfully! We'll review your application and get back to you soon.",
  failure: 'Failed to submit application. Please try again.',
} as const;
