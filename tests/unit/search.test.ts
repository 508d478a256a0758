import { describe, expect, it } from 'vitest';
import {
  categoryBadgeLabel,
  MAX_QUERY_LENGTH,
  MAX_QUERY_TOKENS,
  normalizeSearchText,
  parseSearchCategory,
  parseSearchQuery,
  rankCandidates,
  relevance,
  searchHref,
  type RankedCandidate,
} from '@/lib/domain/search';

describe('reading the search text', () => {
  it('trims, single-spaces and caps the text', () => {
    expect(normalizeSearchText('  low   hydrogen \n')).toBe('low hydrogen');
    expect(normalizeSearchText(null)).toBe('');
    expect(normalizeSearchText('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('splits words on anything but letters and digits and joins them for code matching', () => {
    expect(parseSearchQuery('E 7018')).toEqual({ phrase: 'e 7018', tokens: ['e', '7018'], compact: 'e7018' });
    expect(parseSearchQuery('e-7018').compact).toBe('e7018');
    expect(parseSearchQuery('ER70S-6')).toMatchObject({ tokens: ['er70s', '6'], compact: 'er70s6' });
    expect(parseSearchQuery('Low Hydrogen')).toMatchObject({ phrase: 'low hydrogen', tokens: ['low', 'hydrogen'] });
  });

  it('ignores punctuation-only text, repeated words and words past the limit', () => {
    expect(parseSearchQuery('%_\\\'";--').tokens).toEqual([]);
    expect(parseSearchQuery('wire wire WIRE').tokens).toEqual(['wire']);
    expect(parseSearchQuery('a b c d e f g h i j k').tokens).toHaveLength(MAX_QUERY_TOKENS);
  });

  it('accepts only the five categories, anything else meaning all', () => {
    expect(parseSearchCategory('wires-flux')).toBe('wires-flux');
    expect(parseSearchCategory('all')).toBe('all');
    expect(parseSearchCategory('WIRES-FLUX')).toBe('all');
    expect(parseSearchCategory(undefined)).toBe('all');
  });

  it('shows categories uppercase with the hyphen as a space (spec §2)', () => {
    expect(categoryBadgeLabel('welding-electrodes')).toBe('WELDING ELECTRODES');
    expect(categoryBadgeLabel('wires-flux')).toBe('WIRES FLUX');
    expect(categoryBadgeLabel('ppe')).toBe('PPE');
  });

  it('keeps q and category in the URL, omitting category when all and q when empty', () => {
    expect(searchHref('low hydrogen', 'all')).toBe('/search?q=low+hydrogen');
    expect(searchHref('e7018', 'welding-electrodes')).toBe('/search?q=e7018&category=welding-electrodes');
    expect(searchHref('   ', 'ppe')).toBe('/search?category=ppe');
    expect(searchHref('', 'all')).toBe('/search');
  });
});

const candidate = (id: string, scores: Partial<RankedCandidate> = {}): RankedCandidate => ({
  id,
  isAvailable: true,
  createdAt: 0,
  nameScore: 0,
  categoryScore: 0,
  codeScore: 0,
  applicationScore: 0,
  descriptionScore: 0,
  namePhrase: false,
  codePhrase: false,
  ...scores,
});

describe('search ranking', () => {
  it('puts a name match before a match in the description alone, however strong', () => {
    const ranked = rankCandidates([candidate('in-description', { descriptionScore: 1 }), candidate('in-name', { nameScore: 1 })]);
    expect(ranked.map((c) => c.id)).toEqual(['in-name', 'in-description']);
    // Even a word found inside a longer word of the name beats a description and applications hit.
    expect(relevance(candidate('x', { nameScore: 0.75 }))).toBeGreaterThan(relevance(candidate('y', { descriptionScore: 1, applicationScore: 1 })));
  });

  it('ranks classification codes above applications, and applications above descriptions', () => {
    const ranked = rankCandidates([
      candidate('description', { descriptionScore: 1 }),
      candidate('application', { applicationScore: 1 }),
      candidate('code', { codeScore: 1 }),
    ]);
    expect(ranked.map((c) => c.id)).toEqual(['code', 'application', 'description']);
  });

  it('prefers an exact word to a longer word containing it, and that to a typo', () => {
    const ranked = rankCandidates([candidate('typo', { codeScore: 0.6 * 0.8 }), candidate('prefix', { codeScore: 0.75 }), candidate('exact', { codeScore: 1 })]);
    expect(ranked.map((c) => c.id)).toEqual(['exact', 'prefix', 'typo']);
  });

  it('rewards the whole phrase appearing in the name', () => {
    const ranked = rankCandidates([candidate('words-apart', { nameScore: 1 }), candidate('phrase', { nameScore: 1, namePhrase: true })]);
    expect(ranked[0].id).toBe('phrase');
  });

  it('breaks ties by availability, then newest, then id: the same query always lists the same order', () => {
    const tied = [
      candidate('b-old', { nameScore: 1, createdAt: 1 }),
      candidate('upcoming', { nameScore: 1, createdAt: 9, isAvailable: false }),
      candidate('a-old', { nameScore: 1, createdAt: 1 }),
      candidate('new', { nameScore: 1, createdAt: 5 }),
    ];
    const expected = ['new', 'a-old', 'b-old', 'upcoming'];
    expect(rankCandidates(tied).map((c) => c.id)).toEqual(expected);
    expect(rankCandidates([...tied].reverse()).map((c) => c.id)).toEqual(expected);
  });
});
