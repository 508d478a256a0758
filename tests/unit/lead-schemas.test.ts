import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { cleanMultiLine, cleanSingleLine, toInteger } from '@/lib/schemas/fields';
import { careerFormValues, dealerFormValues } from '@/tests/support/lead-samples';
import { careerSchema, dealerSchema, enquirySchema, launchNotifySchema, newsletterSchema, quoteSchema } from '@/lib/schemas/lead-schemas';

// Every rule of spec §5 with its exact message, at its boundary, as the server (and the browser's
// zodResolver) sees the form's strings.

const enquiry = { name: 'Asha Rao', email: 'asha@example.com', mobile: '9830012345', industry_type: 'epc', product_category: 'flux', message: '' };
const quote = { product_category: 'Welding Electrodes - E7018', customer_name: 'Asha Rao', customer_email: 'asha@example.com' };
const dealer = dealerFormValues;
const career = careerFormValues;

/** Each field's first message, the one the server and the browser show. */
function errorsOf(schema: z.ZodMiniType, input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]).reverse());
}

const chars = (n: number) => 'a'.repeat(n);

describe('enquiry schema', () => {
  it('accepts a complete enquiry and stores an empty message as null', () => {
    expect(enquirySchema.parse(enquiry)).toEqual({ ...enquiry, message: null });
  });

  it.each([
    ['name', chars(1), 'Name must be at least 2 characters'],
    ['name', '   a   ', 'Name must be at least 2 characters'],
    ['name', '😀', 'Name must be at least 2 characters'],
    ['email', 'asha@', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['mobile', '983001234', 'Please enter a valid mobile number'],
    ['mobile', 'call me now', 'Please enter a valid mobile number'],
    ['industry_type', '', 'Please select an industry type'],
    ['industry_type', 'farming', 'Please select an industry type'],
    ['product_category', '', 'Please select a product category'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(enquirySchema, { ...enquiry, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['name', chars(2)],
    ['name', 'रवि'],
    ['mobile', '9830012345'],
    ['mobile', '+91 98300-12345'],
    ['mobile', '(033) 4061 2200'],
  ])('%s = %j passes', (field, value) => {
    expect(errorsOf(enquirySchema, { ...enquiry, [field]: value })).toEqual({});
  });

  it('offers the eight industry types and the seven product categories of spec §3', () => {
    for (const industry of ['fabrication', 'epc', 'oem', 'dealer', 'construction', 'shipbuilding', 'automotive', 'other']) {
      expect(errorsOf(enquirySchema, { ...enquiry, industry_type: industry })).toEqual({});
    }
    for (const category of ['electrodes', 'wires', 'flux', 'equipment', 'ppe', 'abrasives', 'general']) {
      expect(errorsOf(enquirySchema, { ...enquiry, product_category: category })).toEqual({});
    }
  });

  it('caps every text field', () => {
    expect(errorsOf(enquirySchema, { ...enquiry, name: chars(101) })).toEqual({ name: 'Name must be at most 100 characters' });
    expect(errorsOf(enquirySchema, { ...enquiry, message: chars(2001) })).toEqual({ message: 'Message must be at most 2000 characters' });
    expect(errorsOf(enquirySchema, { ...enquiry, mobile: '9'.repeat(21) })).toEqual({ mobile: 'Please enter a valid mobile number' });
    expect(errorsOf(enquirySchema, { ...enquiry, email: `${chars(250)}@example.com` })).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('quote schema', () => {
  it('sends quantity as an integer and empty optional values as null', () => {
    expect(quoteSchema.parse({ ...quote, quantity: '250', customer_phone: '', company_name: '  ', specifications: '', message: '' })).toEqual({
      ...quote,
      quantity: 250,
      customer_phone: null,
      company_name: null,
      specifications: null,
      message: null,
    });
  });

  it('reads quantity as parseInt does: empty is null, non-numeric is 0, decimals are cut', () => {
    expect(quoteSchema.parse({ ...quote, quantity: '' }).quantity).toBeNull();
    expect(quoteSchema.parse({ ...quote, quantity: 'lots' }).quantity).toBe(0);
    expect(quoteSchema.parse({ ...quote, quantity: '12.7' }).quantity).toBe(12);
    expect(errorsOf(quoteSchema, { ...quote, quantity: '-3' })).toEqual({ quantity: 'Quantity cannot be negative' });
    expect(errorsOf(quoteSchema, { ...quote, quantity: '99999999999' })).toEqual({ quantity: 'Please enter a valid quantity' });
    expect(errorsOf(quoteSchema, { ...quote, quantity: '99999999999999999999' })).toEqual({ quantity: 'Please enter a valid quantity' });
  });

  it.each([
    ['customer_name', chars(1), 'Name must be at least 2 characters'],
    ['customer_email', 'no-at-sign', 'Please enter a valid email address'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(quoteSchema, { ...quote, [field]: value })).toEqual({ [field]: message });
  });
});

describe('dealer schema', () => {
  it('accepts a complete application; warehouse_facility defaults to false', () => {
    const parsed = dealerSchema.parse(dealer);
    expect(parsed.warehouse_facility).toBe(false);
    expect(parsed.years_in_business).toBe(12);
    expect(parsed.current_suppliers).toBeNull();
    expect(dealerSchema.parse({ ...dealer, warehouse_facility: 'on' }).warehouse_facility).toBe(true);
    expect(dealerSchema.parse({ ...dealer, warehouse_facility: true }).warehouse_facility).toBe(true);
  });

  it.each([
    ['business_name', chars(1), 'Business name must be at least 2 characters'],
    ['contact_person', chars(1), 'Contact person name must be at least 2 characters'],
    ['email', 'x@y', 'Please enter a valid email address'],
    ['phone', '983001234', 'Please enter a valid phone number'],
    ['business_address', chars(9), 'Please enter complete business address'],
    ['city', chars(1), 'Please enter city'],
    ['state', chars(1), 'Please enter state'],
    ['pincode', '71110', 'Please enter valid pincode'],
    ['business_type', '', 'Please select business type'],
    ['years_in_business', '-1', 'Years in business cannot be negative'],
    ['years_in_business', '99999999999999999999', 'Please enter valid years in business'],
    ['annual_turnover', '', 'Please select annual turnover'],
    ['investment_capacity', '', 'Please select investment capacity'],
    ['why_partner', chars(49), 'Please explain in at least 50 characters'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(dealerSchema, { ...dealer, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['business_address', chars(10)],
    ['pincode', '711101'],
    ['years_in_business', '0'],
    ['why_partner', chars(50)],
  ])('%s = %j passes', (field, value) => {
    expect(errorsOf(dealerSchema, { ...dealer, [field]: value })).toEqual({});
  });

  it('reads non-numeric years as 0 (spec §5)', () => {
    expect(dealerSchema.parse({ ...dealer, years_in_business: 'many' }).years_in_business).toBe(0);
    expect(dealerSchema.parse({ ...dealer, years_in_business: '' }).years_in_business).toBe(0);
  });
});

describe('career schema', () => {
  it.each([
    ['-1', 'Experience cannot be negative'],
    ['51', 'Please enter valid experience'],
    ['99999999999999999999', 'Please enter valid experience'],
  ])('experience_years = %s → %s', (value, message) => {
    expect(errorsOf(careerSchema, { ...career, experience_years: value })).toEqual({ experience_years: message });
  });

  it.each(['0', '50'])('experience_years = %s passes', (value) => {
    expect(careerSchema.parse({ ...career, experience_years: value }).experience_years).toBe(Number(value));
  });

  it.each([
    ['full_name', chars(1), 'Full name must be at least 2 characters'],
    ['email', 'asha.example.com', 'Please enter a valid email address'],
    ['phone', '983001234', 'Please enter a valid phone number'],
    ['position', '', 'Please select a position'],
    ['education', chars(1), 'Please enter your education details'],
    ['availability', '', 'Please select availability'],
    ['cover_letter', chars(99), 'Cover letter must be at least 100 characters'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(errorsOf(careerSchema, { ...career, [field]: value })).toEqual({ [field]: message });
  });

  it('passes at the boundaries and stores empty optional fields as null', () => {
    const parsed = careerSchema.parse({ ...career, cover_letter: chars(100), education: chars(2), current_company: '', skills: '' });
    expect(parsed.current_company).toBeNull();
    expect(parsed.skills).toBeNull();
    expect(parsed.cover_letter).toHaveLength(100);
  });

  it('offers the ten positions and five availabilities of spec §3', () => {
    const positions = ['production_engineer', 'quality_engineer', 'sales_manager', 'technical_support', 'r_and_d'];
    const more = ['marketing_executive', 'operations_manager', 'hr_executive', 'accounts_executive', 'other'];
    for (const position of [...positions, ...more]) expect(errorsOf(careerSchema, { ...career, position })).toEqual({});
    for (const availability of ['immediate', '2_weeks', '1_month', '2_months', '3_months']) {
      expect(errorsOf(careerSchema, { ...career, availability })).toEqual({});
    }
  });
});

describe('interest schemas', () => {
  it('checks the e-mail of the newsletter and of Get Notified', () => {
    expect(errorsOf(newsletterSchema, { email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
    expect(errorsOf(launchNotifySchema, { email: 'a@b.in', product_id: '' })).toEqual({ product_id: 'Please choose a product' });
    expect(launchNotifySchema.parse({ email: ' a@b.in ', product_id: 'auto-darkening-welding-helmet' }).email).toBe('a@b.in');
  });
});

describe('text cleaning', () => {
  it('keeps one-line fields on one line, without control or bidi-override characters', () => {
    expect(cleanSingleLine('  Asha\r\nBcc: x@y.z\u0000  ')).toBe('Asha Bcc: x@y.z');
    expect(cleanSingleLine('evil\u202Egnp.exe')).toBe('evil gnp.exe');
    expect(enquirySchema.parse({ ...enquiry, name: 'Asha\nRao' }).name).toBe('Asha Rao');
  });

  it('keeps line breaks in multi-line fields and drops other control characters', () => {
    expect(cleanMultiLine('line one\r\nline two\u0007\u0000\n')).toBe('line one\nline two');
  });

  it('reads numbers the way parseInt does, anything else is 0', () => {
    expect([toInteger('7'), toInteger(' 12 years'), toInteger('2.9'), toInteger('abc'), toInteger(''), toInteger(undefined), toInteger(Number.NaN)]).toEqual([
      7, 12, 2, 0, 0, 0, 0,
    ]);
  });
});

describe('required text made of nothing visible', () => {
  const invisible = ['\u200b\u200b\u200b', '\u00a0\u00a0', '\u200d\u2060\ufeff', ' \u3000 \u00ad', '\u200b'.repeat(120)];

  it.each(invisible)('%j is refused with the field’s own message', (value) => {
    expect(errorsOf(enquirySchema, { ...enquiry, name: value })).toEqual({ name: 'Name must be at least 2 characters' });
    expect(errorsOf(careerSchema, { ...career, cover_letter: value })).toEqual({ cover_letter: 'Cover letter must be at least 100 characters' });
    expect(errorsOf(dealerSchema, { ...dealer, city: value, why_partner: value })).toEqual({
      city: 'Please enter city',
      why_partner: 'Please explain in at least 50 characters',
    });
  });

  it('counts only visible characters towards the minimum, and keeps joiners in what is stored', () => {
    expect(errorsOf(enquirySchema, { ...enquiry, name: 'A\u200b\u200b' })).toEqual({ name: 'Name must be at least 2 characters' });
    // ZWJ shapes conjuncts in Indic scripts: accepted and kept as typed.
    expect(enquirySchema.parse({ ...enquiry, name: 'क्\u200dष' }).name).toBe('क्\u200dष');
  });
});
