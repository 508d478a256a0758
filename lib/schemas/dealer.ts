import { z } from 'zod';
import { annualTurnovers, businessTypes, investmentCapacities } from '@/lib/domain/options';
import { checkboxField, choice, emailField, integerField, optionalText, phoneField, requiredText } from '@/lib/schemas/fields';

/** Spec §5 "Dealer". */
export const dealerSchema = z.object({
  business_name: requiredText({ label: 'Business name', min: 2, max: 150, message: 'Business name must be at least 2 characters' }),
  contact_person: requiredText({
    label: 'Contact person name',
    min: 2,
    max: 100,
    message: 'Contact person name must be at least 2 characters',
  }),
  email: emailField(),
  phone: phoneField('Please enter a valid phone number'),
  business_address: requiredText({
    label: 'Business address',
    min: 10,
    max: 500,
    message: 'Please enter complete business address',
    multiline: true,
  }),
  city: requiredText({ label: 'City', min: 2, max: 100, message: 'Please enter city' }),
  state: requiredText({ label: 'State', min: 2, max: 100, message: 'Please enter state' }),
  pincode: requiredText({ label: 'Pincode', min: 6, max: 10, message: 'Please enter valid pincode' }),
  business_type: choice(businessTypes, 'Please select business type'),
  years_in_business: integerField(
    z.number().int().min(0, 'Years in business cannot be negative').max(200, 'Please enter valid years in business'),
  ),
  current_suppliers: optionalText({ label: 'Current suppliers', max: 500, multiline: true }),
  annual_turnover: choice(annualTurnovers, 'Please select annual turnover'),
  target_market: optionalText({ label: 'Target market', max: 500, multiline: true }),
  warehouse_facility: checkboxField(),
  delivery_capability: optionalText({ label: 'Delivery capability', max: 500, multiline: true }),
  investment_capacity: choice(investmentCapacities, 'Please select investment capacity'),
  why_partner: requiredText({
    label: 'Your answer',
    min: 50,
    max: 3000,
    message: 'Please explain in at least 50 characters',
    multiline: true,
  }),
  additional_info: optionalText({ label: 'Additional information', max: 3000, multiline: true }),
});

export type DealerInput = z.input<typeof dealerSchema>;
export type DealerApplicationInput = z.output<typeof dealerSchema>;

export const dealerFieldLabels: Record<keyof DealerApplicationInput, string> = {
  business_name: 'Business name',
  contact_person: 'Contact person',
  email: 'Email',
  phone: 'Phone',
  business_address: 'Business address',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
  business_type: 'Business type',
  years_in_business: 'Years in business',
  current_suppliers: 'Current suppliers',
  annual_turnover: 'Annual turnover',
  target_market: 'Target market',
  warehouse_facility: 'Warehouse facility',
  delivery_capability: 'Delivery capability',
  investment_capacity: 'Investment capacity',
  why_partner: 'Why partner with us',
  additional_info: 'Additional information',
};

export const dealerMessages = {
  success: "Dealer application submitted successfully! We'll review your application and get back to you soon.",
  failure: 'Failed to submit application. Please try again.',
} as const;
