import { describe, expect, it } from 'vitest';
import { MAX_ROWS, newProductSchema, productEditSchema, productMessages } from '@/lib/schemas/product';

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
