import { describe, expect, it } from 'vitest';
import { seedProducts } from '@/db/seed/seed';
import {
  awsClasses,
  baseDesignation,
  compactDesignation,
  currentApprovals,
  designationCandidates,
  designationsOf,
  isApprovalCurrent,
} from '@/lib/domain/classification';
import { parseComparedIds, compareHref, MAX_COMPARED_PRODUCTS } from '@/lib/domain/compare';
import { locateDealers, parseDealerSearch, dealerStates, NEAREST_DEALERS } from '@/lib/domain/dealer-locator';
import {
  applyFacets,
  diameterOf,
  emptyFacetSource,
  facetSearchParams,
  finderHref,
  packOf,
  parseFacetSelection,
  productFacetValues,
  type FacetSource,
} from '@/lib/domain/facets';
import { compareByNearness, nearnessOf, pincodePrefix, sharedDigits } from '@/lib/domain/pincode';

describe('class designations', () => {
  it('compacts however a class is typed', () => {
    for (const typed of ['E7018', 'E 7018', 'e-7018', ' e7018 ']) expect(compactDesignation(typed)).toBe('e7018');
    expect(compactDesignation('ER70S-6')).toBe(compactDesignation('ER70S6'));
  });

  it('drops the diffusible hydrogen designator and splits combined designations', () => {
    expect(baseDesignation('E7018 H4R')).toBe('E7018');
    expect(baseDesignation('E7018-1 H4R')).toBe('E7018-1');
    expect(baseDesignation('E71T-1C H8')).toBe('E71T-1C');
    expect(baseDesignation('ER70S-6')).toBe('ER70S-6');
    expect(designationsOf('F7A4-EM12K / F7P4-EM12K')).toEqual(['F7A4-EM12K', 'F7P4-EM12K']);
    expect(awsClasses({ 'AWS/SFA 5.1': 'E7018-1 H4R', 'IS 814': 'EB 5426 H3 JX' })).toEqual(['E7018-1']);
  });

  it('reads a bare electrode number as the electrode', () => {
    expect(designationCandidates('7018')).toEqual(['7018', 'e7018']);
    expect(designationCandidates('er70s6')).toEqual(['er70s6']);
    expect(designationCandidates('')).toEqual([]);
  });
});

describe('approvals', () => {
  const approvals = [
    { body: 'BV' as const, valid_until: '2028-01-31' },
    { body: 'IBR' as const, valid_until: '2027-03-31' },
    { body: 'BIS' as const, valid_until: '2025-03-31' },
    { body: 'RDSO' as const, valid_until: null },
  ];
  it('hold until the end of their last valid day, and are listed in the vocabulary order', () => {
    expect(isApprovalCurrent({ valid_until: '2027-03-31' }, '2027-03-31')).toBe(true);
    expect(isApprovalCurrent({ valid_until: '2027-03-31' }, '2027-04-01')).toBe(false);
    expect(currentApprovals(approvals, '2026-11-23').map((approval) => approval.body)).toEqual(['IBR', 'RDSO', 'BV']);
  });

  it('in the seed carry a certificate number and validity, and none is a classification any more', () => {
    for (const product of seedProducts) {
      for (const approval of product.approvals ?? []) {
        expect(approval.certificate_number.length, product.id).toBeGreaterThan(5);
        expect(approval.valid_until, product.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      for (const key of Object.keys(product.classification)) expect(['IBR', 'RDSO', 'Bureau Veritas', 'Indian Register of Shipping'], product.id).not.toContain(key);
    }
  });
});

const source = (overrides: Partial<FacetSource>): FacetSource => ({ ...emptyFacetSource, subcategory: 'Low Hydrogen', ...overrides });

describe('facets', () => {
  it('read sizes and packs from the named specifications', () => {
    expect(diameterOf('3.15 x 350 mm')).toBe('3.15');
    expect(diameterOf('1.2 mm')).toBe('1.2');
    expect(diameterOf('Heads 10 – 25 mm')).toBeNull();
    expect(packOf('15 kg (D300)')).toBe('15 kg');
    expect(packOf('5 kg tube (1000 mm rods)')).toBe('5 kg');
    expect(packOf('Drum')).toBeNull();
  });

  it('give a product its values per facet, approvals only while they hold', () => {
    const values = productFacetValues(
      source({
        classification: { 'AWS/SFA 5.1': 'E7018 H4R', 'IS 814': 'EB 5426 H3 JX' },
        approvals: [
          { body: 'IBR', valid_until: '2027-03-31' },
          { body: 'BIS', valid_until: '2025-03-31' },
        ],
        welding_positions: ['Flat', 'Overhead'],
        welding_currents: ['AC', 'DC+'],
        coating: 'Basic',
        specifications: { diameters: ['3.15 x 350 mm', '3.15 x 450 mm', '4.0 x 450 mm'] },
      }),
      '2026-11-23',
    );
    expect(values).toEqual({
      approval: ['IBR'],
      class: ['E7018'],
      standard: ['AWS/SFA 5.1', 'IS 814'],
      position: ['Flat', 'Overhead'],
      current: ['AC', 'DC+'],
      diameter: ['3.15', '4.0'],
      pack: [],
      coating: ['Basic'],
      type: ['Low Hydrogen'],
    });
  });

  it('read only known facets from the URL, trimmed, without repeats', () => {
    expect(parseFacetSelection({ approval: ['IBR', ' IBR ', 'RDSO'], diameter: '3.15', colour: 'red', q: 'x' })).toEqual({ approval: ['IBR', 'RDSO'], diameter: ['3.15'] });
    expect(parseFacetSelection({ approval: 'x'.repeat(200) })).toEqual({});
    expect(facetSearchParams({ diameter: ['3.15'], approval: ['IBR'] })).toEqual([
      ['approval', 'IBR'],
      ['diameter', '3.15'],
    ]);
    expect(finderHref('/search', [['q', 'IS 814']], { approval: ['IBR'] })).toBe('/search?q=IS+814&approval=IBR');
    expect(finderHref('/products/abrasives', [], {})).toBe('/products/abrasives');
  });

  const items = [
    { id: 'a', values: source({ approvals: [{ body: 'IBR', valid_until: null }], specifications: { diameters: ['3.15 x 350 mm'] } }) },
    { id: 'b', values: source({ approvals: [{ body: 'IBR', valid_until: null }, { body: 'RDSO', valid_until: null }], specifications: { diameters: ['4.0 x 450 mm'] } }) },
    { id: 'c', values: source({ approvals: [{ body: 'RDSO', valid_until: null }], specifications: { diameters: ['3.15 x 350 mm'] } }) },
    { id: 'd', values: source({ specifications: { diameters: ['2.5 x 350 mm'] } }) },
  ];
  const run = (selection: Parameters<typeof applyFacets>[2]) => applyFacets(items, (item) => productFacetValues(item.values, '2026-01-01'), selection);
  const counts = (result: ReturnType<typeof run>, key: string) => Object.fromEntries(result.facets.find((facet) => facet.key === key)!.options.map((option) => [option.value, option.count]));

  it('combine across facets, and within one facet offer alternatives', () => {
    expect(run({ approval: ['IBR'], diameter: ['3.15'] }).items.map((item) => item.id)).toEqual(['a']);
    expect(run({ approval: ['IBR', 'RDSO'] }).items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(run({}).total).toBe(4);
  });

  it('count what each option would leave, setting aside the other ticks of its own facet', () => {
    const result = run({ approval: ['IBR'] });
    expect(counts(result, 'approval')).toEqual({ IBR: 2, RDSO: 2 });
    expect(counts(result, 'diameter')).toEqual({ '2.5': 0, '3.15': 1, '4.0': 1 });
    expect(result.facets.find((facet) => facet.key === 'diameter')!.options.map((option) => option.label)).toEqual(['2.5 mm', '3.15 mm', '4.0 mm']);
  });

  it('leave out a facet that cannot narrow the list, and keep a ticked value nobody has', () => {
    const result = run({ approval: ['ABS'] });
    expect(result.facets.map((facet) => facet.key)).not.toContain('type'); // every item is 'Low Hydrogen'
    expect(result.items).toEqual([]);
    expect(result.facets.find((facet) => facet.key === 'approval')!.options.find((option) => option.value === 'ABS')).toMatchObject({ selected: true, count: 0 });
  });
});

describe('compare', () => {
  it('takes ids as a list or repeated, valid and unique, at most four', () => {
    expect(parseComparedIds('a,b,,a,NOT VALID')).toEqual({ ids: ['a', 'b'], dropped: 0 });
    expect(parseComparedIds(['a,b', 'c', 'd', 'e'])).toEqual({ ids: ['a', 'b', 'c', 'd'], dropped: 1 });
    expect(parseComparedIds(undefined)).toEqual({ ids: [], dropped: 0 });
    expect(MAX_COMPARED_PRODUCTS).toBe(4);
    expect(compareHref(['a', 'b'])).toBe('/compare?ids=a,b');
  });
});

describe('PIN codes and the dealer locator', () => {
  const dealers = [
    { id: 'thane', name: 'Thane Traders', city: 'Thane', state: 'Maharashtra', pincode: '400604' },
    { id: 'mumbai', name: 'Mumbai Stores', city: 'Mumbai', state: 'Maharashtra', pincode: '400093' },
    { id: 'pune', name: 'Pune Supplies', city: 'Pune', state: 'Maharashtra', pincode: '411026' },
    { id: 'kolkata', name: 'Kolkata House', city: 'Kolkata', state: 'West Bengal', pincode: '700001' },
    { id: 'surat', name: 'Surat Stores', city: 'Surat', state: 'Gujarat', pincode: '394230' },
  ];

  it('reads a PIN code or its first digits, and how near two codes are', () => {
    expect(pincodePrefix('400 601')).toBe('400601');
    expect(pincodePrefix('40')).toBe('40');
    expect(pincodePrefix('4')).toBeNull();
    expect(pincodePrefix('012345')).toBeNull();
    expect(pincodePrefix('Pune')).toBeNull();
    expect(sharedDigits('400601', '400604')).toBe(5);
    expect(nearnessOf(5)).toBe('same-district');
    expect(nearnessOf(2)).toBe('same-region');
    expect(compareByNearness('400601', '400604', '400093')).toBeLessThan(0);
    expect(compareByNearness('400601', '411026', '700001')).toBeLessThan(0);
  });

  it('lists the nearest dealers first for a PIN code, within a chosen state', () => {
    const found = locateDealers(dealers, { near: '400601', state: '' });
    expect(found.kind).toBe('pincode');
    if (found.kind !== 'pincode') return;
    expect(found.dealers.map(({ dealer }) => dealer.id)).toEqual(['thane', 'mumbai', 'pune', 'surat', 'kolkata'].slice(0, NEAREST_DEALERS));
    expect(found.dealers[0].nearness).toBe('same-district');
    const inGujarat = locateDealers(dealers, { near: '400601', state: 'gujarat' });
    expect(inGujarat.kind === 'pincode' && inGujarat.dealers.map(({ dealer }) => dealer.id)).toEqual(['surat']);
  });

  it('finds a city or a state by its name, and lists nothing when asked nothing', () => {
    const byCity = locateDealers(dealers, { near: 'pune', state: '' });
    expect(byCity.kind === 'place' && byCity.dealers.map(({ dealer }) => dealer.id)).toEqual(['pune']);
    const byState = locateDealers(dealers, { near: 'maharashtra', state: '' });
    expect(byState.kind === 'place' && byState.dealers.map(({ dealer }) => dealer.id)).toEqual(['mumbai', 'pune', 'thane']);
    expect(locateDealers(dealers, { near: '', state: '' })).toEqual({ kind: 'none' });
    expect(parseDealerSearch({ near: ['  400  601 ', 'x'], state: undefined })).toEqual({ near: '400 601', state: '' });
    expect(dealerStates(dealers)).toEqual([
      { state: 'Gujarat', count: 1 },
      { state: 'Maharashtra', count: 3 },
      { state: 'West Bengal', count: 1 },
    ]);
  });
});
