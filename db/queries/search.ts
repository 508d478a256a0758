import { inArray, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { catalogueWords, contentChanges, products, productSearch, searchFacetSources } from '@/db/schema';
import { cachedQuery, cacheTags } from '@/db/queries/cache';
import { selectListedSummaries } from '@/db/queries/internal/listed-products';
import { rowsOf } from '@/db/queries/internal/rows';
import type { SearchCard, SearchPage } from '@/db/types';
import { currentApprovals, isoToday } from '@/lib/domain/classification';
import { applyFacets, emptyFacetSource, productFacetValues, selectionSize, type Facet, type FacetSelection, type FacetSource, type FacetValues } from '@/lib/domain/facets';
import { FUZZY_MATCH_THRESHOLD, FUZZY_MIN_TOKEN_LENGTH, MAX_SEARCH_CARDS, parseSearchQuery, type SearchCategory } from '@/lib/domain/search';
import {
  buildSearchIndex,
  categoryListing,
  groupByFacetSource,
  rankedMatches,
  wordsFoundNowhere,
  type Corrections,
  type IndexedProduct,
  type MatchGroup,
  type SearchIndex,
} from '@/lib/domain/search-ranking';
import { similarProductsIn } from '@/lib/domain/similar-products';

// Spec §7 'Product search': text and category in, a list of products out, ranked. Each server
// keeps the listed catalogue in memory as a search index (lib/domain/search-ranking.ts), read from
// product_search: a narrow copy of what search needs of each product, kept by a trigger on
// products (db/schema.ts). Matching, scoring, ordering and the finder's counts run there, in
// microseconds per product, where scoring thousands of matches in SQL took tens of milliseconds.
// The index is read anew when products changed: every write to them logs the 'products' tag in
// content_changes (migration 0002), and each search first asks that log, by transaction id, whether
// anything changed since the index was read (one indexed look-up; writers never wait for it).
// Only a word found in no listed product at all is read as a typo: of the nearest words of the
// catalogue (catalogue_words, by pg_trgm word-similarity, one small indexed look-up), which are
// then searched for instead. Only the cards shown are read from products.

/** The listed catalogue as search reads it, at one version of product_search, and the facet sources its products refer to. */
type CatalogueIndex = { index: SearchIndex; facetSources: Map<number, FacetSource> };

/**
 * Where content_changes stood when an index was read: the oldest transaction still running then
 * (every change the index may lack was made by it or a later one) and the products changes logged
 * from it on that were already there.
 */
type ChangeMark = { horizon: string; seen: string };
type LoadedIndex = { mark: ChangeMark; index: Promise<CatalogueIndex> };
/** Per database (tests and benches switch between several), the index last read and where the log stood. */
const loadedIndexes = new WeakMap<Database, LoadedIndex>();

/**
 * The products changes logged by transactions from `since` on (without it, from the oldest
 * transaction running now), and that oldest running transaction: one look-up by content_changes'
 * primary key.
 */
async function changesSince(db: Database, since: string | null): Promise<{ seen: string; now: string }> {
  const [row] = rowsOf<{ now: string; seen: string | null }>(
    await db.execute(sql`
      with mark as (select pg_snapshot_xmin(pg_current_snapshot()) as now)
      select mark.now::text as now,
        (select string_agg(changed_xid::text, ',' order by changed_xid) from ${contentChanges}
          where ${contentChanges.tag} = ${cacheTags.products} and ${contentChanges.changed_xid} >= coalesce(${since}::xid8, mark.now)) as seen
      from mark`),
  );
  return { seen: row.seen ?? '', now: row.now };
}

/**
 * The search index as the database now holds the products: the one last read, unless a change to
 * products was logged since (or the database was replaced: its transaction ids went back); then
 * read anew, shared by the searches that arrive meanwhile, and read again after a failed read.
 * The mark is taken before the rows are read, so a change committed in between is read and also
 * seen as new by the next search, which reads once more: a change is never missed.
 */
async function currentSearchIndex(db: Database): Promise<CatalogueIndex> {
  const loaded = loadedIndexes.get(db);
  if (loaded) {
    const { seen, now } = await changesSince(db, loaded.mark.horizon);
    if (seen === loaded.mark.seen && BigInt(now) >= BigInt(loaded.mark.horizon)) return loaded.index;
  }
  const { seen, now } = await changesSince(db, null);
  const index = readSearchIndex(db);
  loadedIndexes.set(db, { mark: { horizon: now, seen }, index });
  index.catch(() => {
    if (loadedIndexes.get(db)?.index === index) loadedIndexes.delete(db);
  });
  return index;
}

type IndexRow = {
  id: string;
  category: string;
  is_available: boolean;
  created_at_us: number;
  name_words: string;
  code_words: string;
  application_words: string;
  description_words: string;
  designations: string;
  facet_source_id: number | null;
};

async function readSearchIndex(db: Database): Promise<CatalogueIndex> {
  const [rows, sources] = await Promise.all([
    db.execute(sql`
      select id, category::text as category, is_available,
        (extract(epoch from created_at) * 1000000)::float8 as created_at_us,
        coalesce(name_words, '') as name_words, coalesce(code_words, '') as code_words,
        coalesce(application_words, '') as application_words, coalesce(description_words, '') as description_words,
        coalesce(designations, '') as designations, facet_source_id
      from ${productSearch} where ${productSearch.listed}`),
    db.execute(sql`
      select id, source::text as source from ${searchFacetSources}
      where id in (select facet_source_id from ${productSearch} where ${productSearch.listed})`),
  ]);
  const products = rowsOf<IndexRow>(rows).map((row): IndexedProduct => ({
    id: row.id,
    category: row.category,
    isAvailable: row.is_available,
    createdAt: Number(row.created_at_us),
    name: row.name_words,
    code: row.code_words,
    application: row.application_words,
    description: row.description_words,
    designations: row.designations,
    // Every searched field joined, as products.search_text holds them.
    words: `${row.name_words}|${row.code_words}|${row.application_words}|${row.description_words}`,
    kind: ` ${row.category.replace(/-/g, ' ')} `,
    facetSource: row.facet_source_id,
  }));
  const facetSources = new Map(rowsOf<{ id: number; source: string }>(sources).map(({ id, source }) => [id, JSON.parse(source) as FacetSource]));
  return { index: buildSearchIndex(products), facetSources };
}

/** A typo is read as at most this many catalogue words. */
const CORRECTIONS_PER_WORD = 3;

/**
 * Each typo's nearest words of the catalogue (catalogue_words): those whose trigram
 * word-similarity reaches FUZZY_MATCH_THRESHOLD, found through their own trigram index.
 */
async function correctionsFor(db: Database, typos: string[]): Promise<Corrections> {
  const corrections: Corrections = new Map(typos.map((typo) => [typo, []]));
  if (typos.length === 0) return corrections;
  const found = await db.transaction(async (tx) => {
    // Set for this transaction only: the threshold lets catalogue_words' index answer `<%`, and
    // the planner, pricing the look-up as nearly free, would otherwise read every word.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true),
      set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_MATCH_THRESHOLD)}, true)`);
    return rowsOf<{ typo: string; word: string; similarity: number }>(
      await tx.execute(sql`
        select t.typo, c.word, c.similarity
        from unnest(string_to_array(${typos.join(' ')}, ' ')) as t(typo)
        cross join lateral (
          select word, word_similarity(t.typo, word)::float8 as similarity
          from ${catalogueWords}
          where t.typo <% word
          order by similarity desc, word
          limit ${CORRECTIONS_PER_WORD}
        ) c`),
    );
  });
  for (const { typo, word, similarity } of found) corrections.get(typo)!.push({ word, similarity: Number(similarity) });
  return corrections;
}

/**
 * The listed products of `products` matching `query`, most relevant first. The words as typed
 * first: anything found means no word is a typo (every match holds each query word, or the words
 * joined up, which hold each word of typo length). Only a search that finds nothing looks for
 * words found nowhere, and searches again for their corrections.
 */
async function rankedSearch(db: Database, index: SearchIndex, query: string, category: SearchCategory): Promise<IndexedProduct[]> {
  const { tokens, compact } = parseSearchQuery(query);
  const asTyped = rankedMatches(index, { tokens, compact, corrections: new Map() }, category);
  if (asTyped.length > 0) return asTyped;
  const corrections = await correctionsFor(db, wordsFoundNowhere(index, tokens, FUZZY_MIN_TOKEN_LENGTH, category));
  return corrections.size > 0 ? rankedMatches(index, { tokens, compact, corrections }, category) : asTyped;
}

/** `rows` in the order of `ids` (a query answers in its own order). */
function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

/** What a result card shows and its badges read. */
const cardColumns = {
  id: products.id,
  name: products.name,
  category: products.category,
  description: products.description,
  image_url: products.image_url,
  applications: products.applications,
  features: products.features,
  approvals: products.approvals,
};

/**
 * What similar products are chosen from (lib/domain/similar-products.ts): every listed product.
 * Read once per content change, not once per search: a large catalogue costs more to read than to search.
 */
const listSimilarityCatalogue = cachedQuery('similarity-catalogue', async () => selectListedSummaries(await getDb()), () => [cacheTags.products]);

/** What a search finds before it becomes cards: the ids to show, the facets, and the counts. */
type SearchMatches = { shown: string[]; facets: Facet[]; total: number; matched: number };

/**
 * The ranked search, or with no words yet the chosen category's products (nothing at all without
 * a category), narrowed by the ticked facets; at most MAX_SEARCH_CARDS are to be shown.
 */
async function selectSearchMatches(query: string, category: SearchCategory, selection: FacetSelection = {}): Promise<SearchMatches> {
  const words = parseSearchQuery(query).tokens.length > 0;
  if (!words && category === 'all') return { shown: [], facets: [], total: 0, matched: 0 };
  const db = await getDb();
  const { index, facetSources } = await currentSearchIndex(db);
  const found = words ? await rankedSearch(db, index, query, category) : categoryListing(index, category);
  // With a facet ticked, the first products shown may come from any group the selection keeps.
  const groups = groupByFacetSource(found, selectionSize(selection) > 0);
  const today = isoToday();
  const facetValues = ({ facetSource }: MatchGroup): FacetValues => productFacetValues((facetSource !== null && facetSources.get(facetSource)) || emptyFacetSource, today);
  const { items, facets, total } = applyFacets(groups, facetValues, selection, (group) => group.matches);
  const shown = items
    .flatMap((group) => group.ids.map((id, index) => ({ id, position: group.positions[index] })))
    .sort((a, b) => a.position - b.position)
    .slice(0, MAX_SEARCH_CARDS)
    .map(({ id }) => id);
  return { shown, facets, total, matched: items.reduce((sum, group) => sum + group.matches, 0) };
}

/**
 * The search page's data: the matches as cards, each with its similar products chosen from the
 * whole listed catalogue and the approvals in force on its badges. Only what the page shows is
 * kept, so a cached result stays small.
 */
async function selectSearchPage(query: string, category: SearchCategory, selection: FacetSelection = {}): Promise<SearchPage> {
  const { shown, facets, total, matched } = await selectSearchMatches(query, category, selection);
  if (shown.length === 0) return { hits: [], facets, total, matched };
  const db = await getDb();
  const [rows, catalogue] = await Promise.all([db.select(cardColumns).from(products).where(inArray(products.id, shown)), listSimilarityCatalogue()]);
  const similarTo = similarProductsIn(catalogue);
  const today = isoToday();
  return {
    hits: inOrder(shown, rows).map((row) => ({
      card: {
        id: row.id,
        name: row.name,
        category: row.category,
        description: row.description,
        image_url: row.image_url,
        applications: row.applications,
        similar: similarTo(row).map(({ id, name }) => ({ id, name })),
      },
      approvals: currentApprovals(row.approvals, today).map((approval) => approval.body),
    })),
    facets,
    total,
    matched,
  };
}

/** Cached per normalised query, category and ticked facets; any product change expires every search. */
export const searchProducts = cachedQuery('product-search', selectSearchPage, () => [cacheTags.products]);

/** Spec §7 'Product search': the result cards alone, for a query and a category. */
export async function searchProductCards(query: string, category: SearchCategory = 'all'): Promise<SearchCard[]> {
  return (await searchProducts(query, category, {})).hits.map((hit) => hit.card);
}

/**
 * For bench/search-10k.ts only: the search without its cards (matching, ranking and the facets'
 * counts), uncached, to time the part that grows with the catalogue. Pages use the readers.
 */
export const searchMatchesForBench = selectSearchMatches;
