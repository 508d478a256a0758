import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from '@/lib/domain/search';
import { buildSearchIndex, categoryListing, groupByFacetSource, rankedMatches, wordsFoundNowhere, type IndexedProduct } from '@/lib/domain/search-ranking';

// The search index's matching and order on a small hand-made catalogue (the integration suites
// search the seeded catalogue through the database).

const spaced = (text: string) => ` ${text} `;
function product(id: string, fields: { name: string; code?: string; application?: string; description?: string }, extra: Partial<IndexedProduct> = {}): IndexedProduct {
  const [name, code, application, description] = [fields.name, fields.code ?? '', fields.application ?? '', fields.description ?? ''].map(spaced);
  return {
    id,
    category: 'welding-electrodes',
    isAvailable: true,
    createdAt: 1_000_000,
    name,
    code,
    application,
    description,
    designations: ' ',
    words: `${name}|${code}|${application}|${description}`,
    kind: ' welding electrodes ',
    facetSource: null,
    ...extra,
  };
}

const catalogue = buildSearchIndex([
  product('ibr-electrode', { name: 'vajra 7018', code: 'ibr cbb wc 2024 1187' }),
  product('fibre-disc', { name: 'fibre disc 125' }, { category: 'abrasives', kind: ' abrasives ' }),
  product('e7018-1', { name: 'vajra 7018-1 low temperature', code: 'aws sfa 5 1 e7018-1 h4r e70181h4r' }),
  product('hydrogen-in-text', { name: 'rutile electrode', description: 'not a low hydrogen electrode' }),
  product('hydrogen-in-name', { name: 'low hydrogen electrode' }),
  product('x-ray-quality', { name: 'x-ray quality root pass' }),
  product('spray-wire', { name: 'spray transfer wire' }),
]);
const search = (text: string, category: 'all' | 'abrasives' = 'all') => {
  const { tokens, compact } = parseSearchQuery(text);
  return rankedMatches(catalogue, { tokens, compact, corrections: new Map() }, category).map((found) => found.id);
};

describe('the search index', () => {
  it('finds a short word only at the start of a word or after a hyphen', () => {
    expect(search('ibr')).toEqual(['ibr-electrode']);
    expect(search('fibre')).toEqual(['fibre-disc']);
    expect(search('ray')).toEqual(['x-ray-quality']);
  });

  it('finds a longer word inside words, and words joined up as one code', () => {
    expect(search('hydro')).toEqual(['hydrogen-in-name', 'hydrogen-in-text']);
    expect(search('e7018 1')).toEqual(['e7018-1']);
    expect(search('E 70181')).toEqual(['e7018-1']);
  });

  it('ranks a match in the name before one in the description, whatever the order of the catalogue', () => {
    expect(search('low hydrogen')).toEqual(['hydrogen-in-name', 'hydrogen-in-text']);
  });

  it('keeps to the chosen category', () => {
    expect(search('disc', 'abrasives')).toEqual(['fibre-disc']);
    expect(search('vajra', 'abrasives')).toEqual([]);
  });

  it('lists equally relevant products available first, then newest first, then by id', () => {
    const tied = buildSearchIndex([
      product('b-old', { name: 'tie' }, { createdAt: 1 }),
      product('c-upcoming', { name: 'tie' }, { createdAt: 9, isAvailable: false }),
      product('z-new', { name: 'tie' }, { createdAt: 5 }),
      product('a-new', { name: 'tie' }, { createdAt: 5 }),
    ]);
    const { tokens, compact } = parseSearchQuery('tie');
    expect(rankedMatches(tied, { tokens, compact, corrections: new Map() }, 'all').map((found) => found.id)).toEqual(['a-new', 'z-new', 'b-old', 'c-upcoming']);
    expect(categoryListing(tied, 'all').map((found) => found.id)).toEqual(['c-upcoming', 'a-new', 'z-new', 'b-old']);
  });

  it('searches a typo as the catalogue words it stands for', () => {
    expect(wordsFoundNowhere(catalogue, ['hydrogn', 'low', 'vajra'], 4, 'all')).toEqual(['hydrogn']);
    const corrections = new Map([['hydrogn', [{ word: 'hydrogen', similarity: 0.8 }]]]);
    expect(rankedMatches(catalogue, { tokens: ['hydrogn'], compact: 'hydrogn', corrections }, 'all').map((found) => found.id)).toEqual([
      'hydrogen-in-name',
      'hydrogen-in-text',
    ]);
  });

  it('groups a list by facet source, counting every product and keeping the first places', () => {
    const list = [1, 2, 1, null].map((facetSource, index) => product(`p${index}`, { name: 'x' }, { facetSource }));
    expect(groupByFacetSource(list, false)).toEqual([
      { facetSource: 1, matches: 2, positions: [1, 3], ids: ['p0', 'p2'] },
      { facetSource: 2, matches: 1, positions: [2], ids: ['p1'] },
      { facetSource: null, matches: 1, positions: [4], ids: ['p3'] },
    ]);
  });
});
