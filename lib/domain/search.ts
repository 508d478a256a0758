import { productCategoryKeys, type ProductCategoryKey } from '@/lib/domain/product-categories';

// Product search: what a visitor's text means and the policy that turns per-field scores into an
// order (this file, pure, so that it can be read and tested on its own); matching and scoring
// over the catalogue's search index are in lib/domain/search-ranking.ts, the index's upkeep in
// db/queries/search.ts.

/** Longest query we act on; anything longer is cut (a search box, not a document). */
export const MAX_QUERY_LENGTH = 100;
/**
 * At most this many results become cards; past it a buyer narrows the list with the filters (a
 * page of hundreds of cards helps nobody, and each card costs its similar products).
 */
export const MAX_SEARCH_CARDS = 60;
/** Words beyond this are ignored: each one adds work for every product matched. */
export const MAX_QUERY_TOKENS = 8;
/** Below this trigram word-similarity a word is not a typo of the query token. */
export const FUZZY_MATCH_THRESHOLD = 0.5;
/** Shorter tokens match only as substrings: trigram similarity means little for 'mig' or 'e'. */
export const FUZZY_MIN_TOKEN_LENGTH = 4;
/**
 * Tokens this short match only at the start of a word: short codes ('IBR', 'MIG', 'AC', '814')
 * are whole words in the trade, and inside longer words they are noise ('ibr' in 'fibre').
 */
export const WORD_START_MAX_LENGTH = 3;

export const matchesAtWordStartOnly = (token: string): boolean => token.length <= WORD_START_MAX_LENGTH;

export type SearchCategory = ProductCategoryKey | 'all';

export type ParsedQuery = {
  /** lower-cased, trimmed, single-spaced: the cache key and the phrase matched as a whole */
  phrase: string;
  /** the phrase's words (letters and digits), each matched on its own */
  tokens: string[];
  /** the words joined without separators: 'E 7018' and 'e-7018' both become 'e7018' */
  compact: string;
};

/** The text as the search box holds it: trimmed, single-spaced and cut to the maximum length. */
export function normalizeSearchText(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

export function parseSearchQuery(raw: string | null | undefined): ParsedQuery {
  const phrase = normalizeSearchText(raw).toLowerCase();
  const tokens = [...new Set(phrase.split(/[^\p{L}\p{N}]+/u).filter(Boolean))].slice(0, MAX_QUERY_TOKENS);
  return { phrase, tokens, compact: tokens.join('') };
}

/** The category filter from the URL: one of the five keys, anything else means all. */
export function parseSearchCategory(raw: string | null | undefined): SearchCategory {
  return (productCategoryKeys as readonly string[]).includes(raw ?? '') ? (raw as ProductCategoryKey) : 'all';
}

/** Spec §2: categories are displayed uppercase with the hyphen replaced by a space. */
export function categoryBadgeLabel(category: string): string {
  return category.replace(/-/g, ' ').toUpperCase();
}

/** The /search URL for a query and category (category omitted when 'all', q when empty). */
export function searchHref(query: string, category: SearchCategory): string {
  const params = new URLSearchParams();
  const q = normalizeSearchText(query);
  if (q) params.set('q', q);
  if (category !== 'all') params.set('category', category);
  const search = params.toString();
  return search ? `/search?${search}` : '/search';
}

/**
 * How well one product matched, per field (lib/domain/search-ranking.ts): for each query word 1
 * when a word of the field is exactly it, 0.75 when the field contains it inside a longer word (a
 * short word only at the start of one), up to 0.6 for a near miss (a typo), else 0, averaged over
 * the query's words. The phrase flags say the whole query appears in the name, or (without spaces
 * and punctuation) in the codes: standards, designations and approvals.
 */
export type FieldScores = {
  nameScore: number;
  /** the category ('welding electrodes') */
  categoryScore: number;
  codeScore: number;
  /** the subcategory and the applications: what the product is and is for */
  applicationScore: number;
  descriptionScore: number;
  namePhrase: boolean;
  codePhrase: boolean;
  /** the query, compacted, is one of the product's designations ('e7018' for 'E7018 H4R') */
  codeExact?: boolean;
};

/** createdAt in milliseconds since the epoch */
export type RankedCandidate = FieldScores & { id: string; isAvailable: boolean; createdAt: number };

/**
 * Field weights, in tiers: a match in the name counts most, then the classification codes a buyer
 * types ('E7018', 'ER70S-6'), then the kind of product (someone typing 'electrode' wants
 * electrodes before electrode ovens), then applications, then the description. The tiers are far
 * enough apart that matches in lower fields, however many, never outrank a name match.
 */
export const fieldWeights = { name: 100, code: 60, category: 20, application: 5, description: 1 } as const;
const phraseBonus = { name: 50, code: 30 } as const;
/** An exact class match outranks any partial one: 'E7018' lists the E7018 before the E7018-1. */
const exactCodeBonus = 80;

/** What each field's score and each flag add to a product's relevance, in the order they are summed. */
export const relevanceTerms: readonly (readonly [keyof FieldScores, number])[] = [
  ['nameScore', fieldWeights.name],
  ['codeScore', fieldWeights.code],
  ['categoryScore', fieldWeights.category],
  ['applicationScore', fieldWeights.application],
  ['descriptionScore', fieldWeights.description],
  ['namePhrase', phraseBonus.name],
  ['codePhrase', phraseBonus.code],
  ['codeExact', exactCodeBonus],
];

export function relevance(scores: FieldScores): number {
  return relevanceTerms.reduce((sum, [field, weight]) => sum + weight * Number(scores[field] ?? 0), 0);
}

/**
 * Most relevant first; equal relevance falls back to the catalogue's own order (available before
 * upcoming, newest first), then the id, so that the same query always lists the same order.
 */
export function rankCandidates<T extends RankedCandidate>(candidates: T[]): T[] {
  return candidates
    .map((candidate) => ({ candidate, score: relevance(candidate) }))
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.candidate.isAvailable) - Number(a.candidate.isAvailable) ||
        b.candidate.createdAt - a.candidate.createdAt ||
        a.candidate.id.localeCompare(b.candidate.id),
    )
    .map(({ candidate }) => candidate);
}
