import { describe, expect, it } from 'vitest';
import { MAX_ROWS, newProductSchema, productEditSchema, productFormValues, productMessages } from '@/lib/schemas/product';

const valid = {
  id: 'vajra-7016',
  name: 'Vajra 7016',
  description: 'A low hydrogen electrode.',
  category: 'welding-electrodes',
  subcategory: 'Low Hydrogen',
  is_available: 'true',
  is_upcoming: 'false',
  launch_date: '',
  'applications.0': 'Pressure vessels',
  'applications.1': '',
  'applications.2': 'Ship hulls',
  'weld_metal_analysis.0.key': 'Si',
  'weld_metal_analysis.0.value': '0.4',
  'weld_metal_analysis.1.key': 'C',
  'weld_metal_analysis.1.value': '0.05',
  'weld_metal_analysis.2.key': '',
  'weld_metal_analysis.2.value': '',
  'diameters.0': '3.15 x 350 mm',
  'specifications.0.key': 'Polarity',
  'specifications.0.value': 'DC+',
};

const errorsOf = (schema: typeof newProductSchema | typeof productEditSchema, input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

describe('product form schema', () => {
  it('reads lists and tables in their numbered order, dropping empty rows', () => {
    const parsed = newProductSchema.parse({ ...valid, 'applications.10': 'Last', 'applications.9': 'Ninth' });
    expect(parsed.applications).toEqual(['Pressure vessels', 'Ship hulls', 'Ninth', 'Last']);
    expect(parsed.weld_metal_analysis).toEqual([
      { key: 'Si', value: '0.4' },
      { key: 'C', value: '0.05' },
    ]);
    expect(parsed.specifications).toEqual({ diameters: ['3.15 x 350 mm'], rows: [{ key: 'Polarity', value: 'DC+' }] });
    expect(parsed.is_available).toBe(true);
    expect(parsed.launch_date).toBeNull();
  });

  it('names each problem under its input, with the field messages', () => {
    expect(errorsOf(newProductSchema, { ...valid, id: 'Bad Slug!', name: '  ', category: 'rockets', subcategory: '' })).toMatchObject({
      id: productMessages.id,
      name: productMessages.name,
      category: productMessages.category,
      subcategory: productMessages.subcategory,
    });
    expect(errorsOf(newProductSchema, { ...valid, 'weld_metal_analysis.1.key': 'si' })).toEqual({ 'weld_metal_analysis.1.key': productMessages.keyRepeated });
    expect(errorsOf(newProductSchema, { ...valid, 'weld_metal_analysis.1.key': '' })).toEqual({ 'weld_metal_analysis.1.key': productMessages.keyMissing });
  });

  it('needs a real launch date for an upcoming product', () => {
    expect(errorsOf(newProductSchema, { ...valid, is_upcoming: 'true' })).toEqual({ launch_date: productMessages.launchDateNeeded });
    expect(errorsOf(newProductSchema, { ...valid, is_upcoming: 'true', launch_date: '2027-02-30' })).toEqual({ launch_date: productMessages.launchDate });
    expect(errorsOf(newProductSchema, { ...valid, launch_date: 'tomorrow' })).toEqual({ launch_date: productMessages.launchDate });
    expect(newProductSchema.parse({ ...valid, is_available: 'false', is_upcoming: 'true', launch_date: '2027-02-15' }).launch_date).toBe('2027-02-15');
  });

  it('answers hostile input with messages: huge text, thousands of rows, tampered versions', () => {
    const huge = 'x'.repeat(1_000_000);
    const errors = errorsOf(newProductSchema, { ...valid, name: huge, 'applications.0': huge, 'identification.0.key': huge, 'identification.0.value': 'v' });
    expect(errors.name).toMatch(/at most 200 characters/);
    expect(errors['applications.0']).toBe(productMessages.itemTooLong);
    expect(errors['identification.0.key']).toBe(productMessages.keyTooLong);
    const rows = Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [[`packing_parameters.${index}.key`, `Size ${index}`], [`packing_parameters.${index}.value`, 'Box']]).flat());
    expect(errorsOf(newProductSchema, { ...valid, ...rows })).toEqual({ packing_parameters: productMessages.tooManyRows });
    expect(MAX_ROWS).toBeLessThan(5000);
    expect(errorsOf(productEditSchema, { ...valid, current_id: 'vajra-7016', version: 'NaN' })).toEqual({ form: productMessages.stale });
    expect(productEditSchema.parse({ ...valid, current_id: 'vajra-7016', version: '3' })).toMatchObject({ current_id: 'vajra-7016', version: 3 });
  });
});

describe('product form schema: approvals, currents and coating', () => {
  const approval = (index: number, body: string, certificate: string, validUntil = '', scope = '') => ({
    [`approvals.${index}.body`]: body,
    [`approvals.${index}.certificate_number`]: certificate,
    [`approvals.${index}.scope`]: scope,
    [`approvals.${index}.valid_until`]: validUntil,
  });

  it('reads approvals in their numbered order, dropping empty rows; an empty date does not lapse', () => {
    const parsed = newProductSchema.parse({
      ...valid,
      ...approval(3, 'RDSO', 'RDSO/M&C/WC/2026/0042', '2028-03-31', 'IRS M-28, Class II'),
      ...approval(1, 'IBR', ' CBB/WC/2026/1203 ', '2027-12-31'),
      ...approval(2, '', ''),
      ...approval(5, 'BIS', 'CM/L-1234567'),
    });
    expect(parsed.approvals).toEqual([
      { body: 'IBR', certificate_number: 'CBB/WC/2026/1203', scope: null, valid_until: '2027-12-31' },
      { body: 'RDSO', certificate_number: 'RDSO/M&C/WC/2026/0042', scope: 'IRS M-28, Class II', valid_until: '2028-03-31' },
      { body: 'BIS', certificate_number: 'CM/L-1234567', scope: null, valid_until: null },
    ]);
    expect(newProductSchema.parse(valid)).toMatchObject({ approvals: [], welding_currents: [], coating: null });
  });

  it('says what is wrong with an approval under its input: unknown body, no certificate, a date that is not a day, the same certificate twice', () => {
    expect(errorsOf(newProductSchema, { ...valid, ...approval(0, 'ISO', 'X-1') })).toEqual({ 'approvals.0.body': productMessages.approvalBody });
    expect(errorsOf(newProductSchema, { ...valid, ...approval(0, '', 'X-1') })).toEqual({ 'approvals.0.body': productMessages.approvalBody });
    expect(errorsOf(newProductSchema, { ...valid, ...approval(0, 'IBR', '', '2027-01-31') })).toEqual({ 'approvals.0.certificate_number': productMessages.certificateMissing });
    expect(errorsOf(newProductSchema, { ...valid, ...approval(0, 'IBR', 'X-1', '2027-02-30') })).toEqual({ 'approvals.0.valid_until': productMessages.validUntil });
    expect(errorsOf(newProductSchema, { ...valid, ...approval(0, 'IBR', 'X-1', '31/01/2027') })).toEqual({ 'approvals.0.valid_until': productMessages.validUntil });
    expect(errorsOf(newProductSchema, { ...valid, ...approval(0, 'IBR', 'X-1'), ...approval(1, 'IBR', 'x-1', '2028-01-31') })).toEqual({
      'approvals.1.certificate_number': productMessages.approvalRepeated,
    });
    // The same number from two bodies is two approvals.
    expect(newProductSchema.parse({ ...valid, ...approval(0, 'IBR', 'X-1'), ...approval(1, 'BV', 'X-1') }).approvals).toHaveLength(2);
    expect(errorsOf(newProductSchema, { ...valid, ...approval(0, 'IBR', 'x'.repeat(1_000_000)) })).toEqual({ 'approvals.0.certificate_number': productMessages.certificateTooLong });
    const many = Object.assign({}, ...Array.from({ length: 5000 }, (_, index) => approval(index, 'IBR', `C-${index}`)));
    expect(errorsOf(newProductSchema, { ...valid, ...many })).toEqual({ approvals: productMessages.tooManyRows });
  });

  it('keeps the currents ticked in the vocabulary order and a coating from the list', () => {
    const parsed = newProductSchema.parse({ ...valid, 'welding_currents.2': 'DC-', 'welding_currents.0': 'AC', coating: 'Basic' });
    expect(parsed).toMatchObject({ welding_currents: ['AC', 'DC-'], coating: 'Basic' });
    expect(errorsOf(newProductSchema, { ...valid, 'welding_currents.0': 'DC' })).toEqual({ welding_currents: productMessages.weldingCurrent });
    expect(errorsOf(newProductSchema, { ...valid, coating: 'Chocolate' })).toEqual({ coating: productMessages.coating });
  });

  it('gives the stored approvals, currents and coating back as the form values, and reads them back unchanged', () => {
    const stored = newProductSchema.parse({ ...valid, ...approval(0, 'DNV', 'TAW00002GK', '2028-05-31', 'Grade III YMS'), ...approval(1, 'BIS', 'CM/L-1'), 'welding_currents.0': 'DC+', coating: 'Rutile' });
    const values = productFormValues(stored);
    expect(values).toMatchObject({ 'approvals.0.body': 'DNV', 'approvals.0.valid_until': '2028-05-31', 'approvals.1.valid_until': '', 'approvals.1.scope': '', coating: 'Rutile' });
    expect(newProductSchema.parse(values)).toEqual(stored);
  });
});
