import { designationCandidates } from '@/lib/domain/classification';
import { matchesAtWordStartOnly, MAX_SEARCH_CARDS, relevance, type FieldScores, type SearchCategory } from '@/lib/domain/search';

// Product search over the catalogue's search index (db/queries/search.ts reads it anew whenever
// products change): which listed products a query finds, how each scores per field, their order
// and their grouping by facet source. Pure, to be read and tested on its own; microseconds per product.

/** One listed product as search reads it: its searched fields apart, lower-cased, words between single spaces. */
export type IndexedProduct = {
  id: string;
  category: string;
  isAvailable: boolean;
  /** microseconds since the epoch: the catalogue's order, as exact as the database's */
  createdAt: number;
  name: string;
  code: string;
  application: string;
  description: string;
  /** the designations compacted, each between spaces ('e7018h4r', 'e7018') */
  designations: string;
  /** every searched field joined, as a query word is found in it */
  words: string;
  /** ' welding electrodes ': the category as words */
  kind: string;
  /** number of the product's facet source (its finder values), or null */
  facetSource: number | null;
};

/** The catalogue words a typo may stand for, most alike first, with their word-similarity. */
export type Corrections = Map<string, { word: string; similarity: number }[]>;

/** A query word with the texts it is looked for as, written out once per search rather than once per field. */
type ScoredWord = { word: string; whole: string; atStart: string; afterHyphen: string; atWordStartOnly: boolean; corrections: Corrections extends Map<string, infer C> ? C : never };

const scoredWords = ({ tokens, corrections }: RankedQuery): ScoredWord[] =>
  tokens.map((word) => ({
    word,
    whole: ` ${word} `,
    atStart: ` ${word}`,
    afterHyphen: `-${word}`,
    atWordStartOnly: matchesAtWordStartOnly(word),
    corrections: corrections.get(word) ?? [],
  }));

/**
 * How well a field matches the query: per word 1 when a word of the field is exactly it, 0.75
 * when it is inside a longer word (a short word only at the start of one), a typo 0.6 times the
 * similarity of the nearest word it stands for that the field holds, else 0; averaged over the
 * words, summed in their order.
 */
function fieldScore(field: string, words: ScoredWord[]): number {
  let sum = 0;
  for (const { word, whole, atStart, afterHyphen, atWordStartOnly, corrections } of words) {
    let score = 0;
    if (field.includes(word)) {
      if (field.includes(whole)) score = 1;
      else if (!atWordStartOnly || field.includes(atStart) || field.includes(afterHyphen)) score = 0.75;
    } else {
      let best = 0;
      for (const { word: correction, similarity } of corrections) if (similarity > best && field.includes(correction)) best = similarity;
      score = 0.6 * best;
    }
    sum += score;
  }
  return sum / words.length;
}

/** A query as search reads it: its words, them joined ('e 7018' is the code 'e7018'), and the typos' corrections. */
export type RankedQuery = { tokens: string[]; compact: string; corrections: Corrections };

/**
 * The listed catalogue ready to search: its products in ranking order (available before upcoming,
 * newest first, then by id: how equally relevant matches are listed), the same in the catalogue's
 * order, and every distinct word of their searched text with the products (positions in
 * `products`) that hold it. A query word is looked for in the few thousand distinct words, not in
 * every product's text: it holds no space, so a text contains it exactly when one of its words does.
 */
export type SearchIndex = { products: IndexedProduct[]; catalogueOrder: IndexedProduct[]; words: Map<string, number[]> };

/** The catalogue's order, as category pages list it: newest first, then by id. */
function byCatalogueOrder(a: IndexedProduct, b: IndexedProduct): number {
  return b.createdAt - a.createdAt || compareIds(a.id, b.id);
}

/** Ids are ASCII slugs: compared by code unit, as PostgreSQL's "C" collation and localeCompare order them. */
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function buildSearchIndex(listed: IndexedProduct[]): SearchIndex {
  const catalogueOrder = [...listed].sort(byCatalogueOrder);
  const products = [...catalogueOrder.filter((product) => product.isAvailable), ...catalogueOrder.filter((product) => !product.isAvailable)];
  const words = new Map<string, number[]>();
  products.forEach((product, position) => {
    for (const word of new Set(product.words.split(' '))) {
      if (!word) continue;
      const holders = words.get(word);
      if (holders) holders.push(position);
      else words.set(word, [position]);
    }
  });
  return { products, catalogueOrder, words };
}

/**
 * Which products hold a query word (flags by position): a word of four or more characters
 * anywhere ('electrod' in 'electrode'), a shorter one only at the start of a word ('ibr' finds
 * IBR, not 'fibre'), that is at the start of one of the distinct words or after a hyphen in one.
 */
function holdersOf(index: SearchIndex, queryWord: string): Uint8Array {
  const holds = new Uint8Array(index.products.length);
  const atWordStart = matchesAtWordStartOnly(queryWord);
  for (const [word, positions] of index.words) {
    const found = atWordStart ? word.startsWith(queryWord) || word.includes(`-${queryWord}`) : word.includes(queryWord);
    if (found) for (const position of positions) holds[position] = 1;
  }
  return holds;
}

/** Flags of the products holding every query word (a typo: any of its corrections), or the words joined up as one code. */
function matchingProducts(index: SearchIndex, { tokens, compact, corrections }: RankedQuery): Uint8Array {
  const every = new Uint8Array(index.products.length).fill(1);
  for (const token of tokens) {
    const alternatives = corrections.get(token);
    const holders = alternatives ? alternatives.map(({ word }) => holdersOf(index, word)) : [holdersOf(index, token)];
    for (let position = 0; position < every.length; position++) if (every[position] && !holders.some((holds) => holds[position])) every[position] = 0;
  }
  if (tokens.length > 1) {
    const asOneCode = holdersOf(index, compact);
    for (let position = 0; position < every.length; position++) every[position] |= asOneCode[position];
  }
  return every;
}

function scoresOf(product: IndexedProduct, words: ScoredWord[], phrase: string, compact: string, exactCodes: string[]): FieldScores {
  return {
    nameScore: fieldScore(product.name, words),
    categoryScore: fieldScore(product.kind, words),
    codeScore: fieldScore(product.code, words),
    applicationScore: fieldScore(product.application, words),
    descriptionScore: fieldScore(product.description, words),
    namePhrase: product.name.includes(phrase),
    codePhrase: product.code.includes(compact),
    codeExact: exactCodes.some((code) => product.designations.includes(code)),
  };
}

const inCategory = (product: IndexedProduct, category: SearchCategory) => category === 'all' || product.category === category;

/** A category's listed products (every listed product for 'all'), in the catalogue's order. */
export function categoryListing(index: SearchIndex, category: SearchCategory): IndexedProduct[] {
  return category === 'all' ? index.catalogueOrder : index.catalogueOrder.filter((product) => product.category === category);
}

/**
 * The listed products of a category the query finds, most relevant first: relevance() of
 * lib/domain/search.ts, then (a stable sort of the ranking order) available before upcoming,
 * newest first, then the id, so that the same query always lists the same order.
 */
export function rankedMatches(index: SearchIndex, query: RankedQuery, category: SearchCategory): IndexedProduct[] {
  const exactCodes = designationCandidates(query.compact).map((code) => ` ${code} `);
  const words = scoredWords(query);
  const phrase = query.tokens.join(' ');
  const matching = matchingProducts(index, query);
  const found: { product: IndexedProduct; score: number }[] = [];
  index.products.forEach((product, position) => {
    if (matching[position] && inCategory(product, category)) found.push({ product, score: relevance(scoresOf(product, words, phrase, query.compact, exactCodes)) });
  });
  return found.sort((a, b) => b.score - a.score).map(({ product }) => product);
}

/** The query words (of typo length) that no listed product of the category holds as typed. */
export function wordsFoundNowhere(index: SearchIndex, tokens: string[], minLength: number, category: SearchCategory): string[] {
  return tokens.filter((token) => {
    if (token.length < minLength) return false;
    const holds = holdersOf(index, token);
    return !index.products.some((product, position) => holds[position] && inCategory(product, category));
  });
}

/**
 * The products of a list that share one facet source: how many, and the first of them in the
 * list's order with their places in it (the first MAX_SEARCH_CARDS of each group when
 * `everyGroupsFirst`, else only those among the list's first MAX_SEARCH_CARDS).
 */
export type MatchGroup = { facetSource: number | null; matches: number; positions: number[]; ids: string[] };

/** `ordered` grouped by facet source, groups in order of their first product. */
export function groupByFacetSource(ordered: IndexedProduct[], everyGroupsFirst: boolean): MatchGroup[] {
  const groups = new Map<number | null, MatchGroup>();
  ordered.forEach((product, index) => {
    let group = groups.get(product.facetSource);
    if (!group) groups.set(product.facetSource, (group = { facetSource: product.facetSource, matches: 0, positions: [], ids: [] }));
    group.matches++;
    if (everyGroupsFirst ? group.ids.length < MAX_SEARCH_CARDS : index < MAX_SEARCH_CARDS) {
      group.ids.push(product.id);
      group.positions.push(index + 1);
    }
  });
  return [...groups.values()];
}
