import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/db/seed/seed';
import {
  allSpecifications,
  analysisEntries,
  approvalRows,
  comparisonSections,
  classificationEntries,
  formatCalendarDate,
  mechanicalEntries,
  otherSpecifications,
  packingEntries,
  quoteProps,
} from '@/lib/catalogue';

// jsonb returns keys sorted by length; these objects are written in that order on purpose.
describe('technical tables in the order an engineer reads them', () => {
  it('lists standards before approvals', () => {
    const rows = classificationEntries({ IBR: 'Approved', RDSO: 'Approved', 'IS 814': 'EB 5426 H3 JX', 'AWS/SFA 5.1': 'E7018 H4R', 'EN ISO 2560-A': 'E 42 4 B 32 H5' });
    expect(rows.map(([key]) => key)).toEqual(['AWS/SFA 5.1', 'IS 814', 'EN ISO 2560-A', 'IBR', 'RDSO']);
  });

  it('lists a weld metal analysis as C, Mn, Si, S, P, then alloying elements', () => {
    const rows = analysisEntries({ C: '0.05', P: '0.02', S: '0.01', Cr: '1.0', Mn: '1.2', Mo: '0.5', Si: '0.4', Ni: '0.1' });
    expect(rows.map(([key]) => key)).toEqual(['C', 'Mn', 'Si', 'S', 'P', 'Cr', 'Ni', 'Mo']);
  });

  it('lists mechanical properties from yield to hardness', () => {
    const rows = mechanicalEntries({ Condition: 'As welded', 'Elongation (%)': '24', 'Yield strength (MPa)': '420', 'Charpy impact (J at °C)': '80', 'Tensile strength (MPa)': '510' });
    expect(rows.map(([key]) => key)).toEqual(['Condition', 'Yield strength (MPa)', 'Tensile strength (MPa)', 'Elongation (%)', 'Charpy impact (J at °C)']);
  });

  it('lists packing sizes smallest first, then the other notes', () => {
    const rows = packingEntries({ Carton: '20 kg', '4.0 x 450 mm': 'a', '2.5 x 350 mm': 'b', '3.15 x 450 mm': 'c', '3.15 x 350 mm': 'd', 'Vacuum packed': 'Yes' });
    expect(rows.map(([key]) => key)).toEqual(['2.5 x 350 mm', '3.15 x 350 mm', '3.15 x 450 mm', '4.0 x 450 mm', 'Carton', 'Vacuum packed']);
  });

  it('labels the named specifications and puts dimensions and weight last', () => {
    const specs = { Weight: '18 kg', diameters: ['2.5 mm', '3.15 mm'], Cooling: 'Fan', Dimensions: '480 x 200 x 340 mm', 'Duty cycle': '60%' };
    expect(otherSpecifications(specs)).toEqual([
      ['Cooling', 'Fan'],
      ['Duty cycle', '60%'],
      ['Weight', '18 kg'],
      ['Dimensions', '480 x 200 x 340 mm'],
    ]);
    expect(allSpecifications(specs)[0]).toEqual(['Available Diameters', '2.5 mm, 3.15 mm']);
  });
});

describe('catalogue formatting', () => {
  it('writes calendar dates the Indian way without shifting the day', () => {
    expect(formatCalendarDate('2027-02-15')).toBe('15 February 2027');
    expect(formatCalendarDate('2027-01-01')).toBe('1 January 2027');
  });

  it('prefills a quote as category and product (spec §3)', () => {
    expect(quoteProps({ id: 'e7018-low-hydrogen', name: 'Vajra 7018', category: 'welding-electrodes' })).toEqual({
      categoryLabel: 'Welding Electrodes',
      productName: 'Vajra 7018',
      productId: 'e7018-low-hydrogen',
    });
  });
});

describe('products side by side', () => {
  const seeded = (id: string) => {
    const product = seedProducts.find((item) => item.id === id)!;
    return { ...product, approvals: product.approvals ?? [], welding_currents: product.welding_currents ?? [], coating: product.coating ?? null };
  };

  it('lines up every property any of them has, with a dash where one has none', () => {
    const sections = comparisonSections([seeded('e7018-low-hydrogen'), seeded('e8018-b2-cr-mo')], '2026-11-23');
    expect(sections.map((section) => section.title)).toEqual(['Overview', 'Classification', 'Approvals', 'Weld Metal Chemical Analysis', 'Mechanical Properties', 'Packing']);
    const chemistry = sections.find((section) => section.title === 'Weld Metal Chemical Analysis')!;
    expect(chemistry.rows.map((row) => row.label).slice(0, 5)).toEqual(['C', 'Mn', 'Si', 'S', 'P']);
    expect(chemistry.rows.find((row) => row.label === 'Cr')!.values[0]).toBe('—');
    const approvals = sections.find((section) => section.title === 'Approvals')!;
    expect(approvals.rows.map((row) => row.label.split(':')[0])).toEqual(['IBR', 'RDSO', 'BIS', 'BV']);
    expect(approvals.rows[0].values[1]).toMatch(/^Certificate CBB\/WC\/2024\/1194; .*; valid until 31 March 2027$/);
  });

  it('leaves out approvals that have lapsed', () => {
    expect(approvalRows(seeded('e6012-fillet-discontinued').approvals, '2026-11-23')).toEqual([]);
  });
});
