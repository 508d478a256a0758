import { describe, expect, it } from 'vitest';
import { seedProducts, storedTables } from '@/db/seed/seed';
import {
  allSpecifications,
  approvalRows,
  comparisonSections,
  entriesOf,
  formatCalendarDate,
  otherSpecifications,
  quoteProps,
  rowsOf,
  technicalTables,
} from '@/lib/catalogue';

// Technical tables are stored as ordered rows: the pages show them in the order the editor gave.
describe('technical tables in the stored order', () => {
  it('shows every table in the order its rows are stored, whatever the labels', () => {
    const analysis = rowsOf([['P', '0.02'], ['C', '0.05'], ['Mo', '0.5'], ['Mn', '1.2']]);
    const classification = rowsOf([['IBR', 'Approved'], ['AWS/SFA 5.1', 'E7018 H4R'], ['IS 814', 'EB 5426 H3 JX']]);
    const tables = technicalTables({
      specifications: { rows: [] },
      identification: [],
      weld_metal_analysis: analysis,
      mechanical_properties: rowsOf([['Hardness', '200 HB'], ['Yield strength (MPa)', '420']]),
      classification,
      packing_parameters: rowsOf([['Carton', '20 kg'], ['4.0 x 450 mm', 'a'], ['2.5 x 350 mm', 'b']]),
    });
    expect(tables.weld_metal_analysis.map(([key]) => key)).toEqual(['P', 'C', 'Mo', 'Mn']);
    expect(tables.classification.map(([key]) => key)).toEqual(['IBR', 'AWS/SFA 5.1', 'IS 814']);
    expect(tables.mechanical_properties.map(([key]) => key)).toEqual(['Hardness', 'Yield strength (MPa)']);
    expect(tables.packing_parameters.map(([key]) => key)).toEqual(['Carton', '4.0 x 450 mm', '2.5 x 350 mm']);
  });

  it('leaves out rows without a value', () => {
    expect(entriesOf([{ key: 'C', value: '0.05' }, { key: 'Mn', value: '  ' }])).toEqual([['C', '0.05']]);
  });

  it('labels the named specifications and keeps the other rows in their order', () => {
    const specs = { diameters: ['2.5 mm', '3.15 mm'], rows: rowsOf([['Weight', '18 kg'], ['Cooling', 'Fan'], ['Dimensions', '480 x 200 x 340 mm']]) };
    expect(otherSpecifications(specs)).toEqual([
      ['Weight', '18 kg'],
      ['Cooling', 'Fan'],
      ['Dimensions', '480 x 200 x 340 mm'],
    ]);
    expect(allSpecifications(specs)[0]).toEqual(['Available Diameters', '2.5 mm, 3.15 mm']);
  });

  it('stores a seed file\'s tables in the order they are written', () => {
    const seed = seedProducts.find((product) => product.id === 'e7018-low-hydrogen')!;
    const stored = storedTables(seed);
    expect(stored.weld_metal_analysis.map((row) => row.key)).toEqual(Object.keys(seed.weld_metal_analysis));
    expect(stored.specifications.diameters).toEqual(seed.specifications.diameters);
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
    return { ...product, ...storedTables(product), approvals: product.approvals ?? [], welding_currents: product.welding_currents ?? [], coating: product.coating ?? null };
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
