import { careerSchema, dealerSchema, enquirySchema } from '@/lib/schemas/lead-schemas';

// Valid leads: as a form sends them (strings), and as the server action hands them to the store
// (parsed by the forms' schemas).

export const sampleEnquiry = enquirySchema.parse({
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: '9830012345',
  industry_type: 'shipbuilding',
  product_category: 'wires',
  message: 'Need ER70S-6 1.2 mm, 15 kg spools.',
});
export const dealerFormValues = {
  business_name: 'Rao Traders',
  contact_person: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9830012345',
  business_address: '12 Strand Road, Howrah',
  city: 'Howrah',
  state: 'West Bengal',
  pincode: '711101',
  business_type: 'distributor',
  years_in_business: '12',
  annual_turnover: '1_5cr',
  investment_capacity: '10_25l',
  why_partner: 'We supply fabrication shops across Howrah and want a brand our customers trust.',
};
export const sampleDealer = dealerSchema.parse({ ...dealerFormValues, warehouse_facility: 'on' });

export const careerFormValues = {
  full_name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9830012345',
  position: 'quality_engineer',
  experience_years: '5',
  education: 'B.E. Metallurgy',
  availability: '1_month',
  cover_letter: 'I have five years of weld inspection experience in pressure vessel shops and want to bring it to your quality team.',
};
export const sampleCareer = careerSchema.parse(careerFormValues);
