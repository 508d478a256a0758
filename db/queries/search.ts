import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { catalogueWords, products, productSearch, searchFacetSources } from '@/db/schema';
import { cachedQuery, cacheTags } from '@/db/queries/cache';
import { selectListedSummaries } from '@/db/queries/internal/listed-products';
import { rowsOf } from '@/db/queries/internal/rows';
import type { SearchCard, SearchPage } from '@/db/types';
import { currentApprovals, designationCandidates, isoToday, type ApprovalBody } from '@/lib/domain/classification';
import { applyFacets, emptyFacetSource, productFacetValues, selectionSize, type Facet, type FacetSelection, type FacetSource, type FacetValues } from '@/lib/domain/facets';
import {
  FUZZY_MATCH_THRESHOLD,
  FUZZY_MIN_TOKEN_LENGTH,
  matchesAtWordStartOnly,
  MAX_SEARCH_CARDS,
  parseSearchQuery,
  relevanceTerms,
  type SearchCategory,
} from '@/lib/domain/search';
import { similarProductsIn } from '@/lib/domain/similar-products';

// Spec §7 'Product search': text and category in, a list of products out, ranked. Matching and
// per-field scoring run in PostgreSQL (the same SQL on PGlite and PostgreSQL 15, pg_trgm for
// typos); so does the order, with the weights and tie-breaks lib/domain/search.ts sets. Only the
// first products to show leave the database, with one row per distinct facet source that the
// finder's counts are made from (lib/domain/facets.ts), not a row per match.
//
// Everything a product is found by (name, subcategory, applications, standards with their
// designations, approvals, description) is one lower-cased text that PostgreSQL keeps in
// products.search_text. Search reads it from product_search, a narrow copy of what it needs of
// each product that a trigger keeps (db/schema.ts), its fields apart and trigram-indexed joined
// again, so a search reads only the products that contain every query word, and only their
// narrow rows: a product row is several times wider. A word of four or more characters
// is found anywhere ('electrod' in 'electrode'); a shorter one only at the start of a word ('ibr'
// finds IBR, not 'fibre'). Only a word found in no listed product at all is read as a typo: of the
// nearest words of the catalogue (catalogue_words, by trigram word-similarity), which are then
// searched for instead, so typos cost one small indexed look-up.

/**
 * The products a search or a category lists that share one facet source (their finder values):
 * how many, and the first of them in the list's order with their places in it (the first
 * MAX_SEARCH_CARDS of the group, or only those among the list's first MAX_SEARCH_CARDS when
 * nothing is ticked). facet_source comes as its JSON text, parsed once per group.
 */
type MatchGroup = { facet_source: string | null; matches: number; positions: number[]; ids: string[] };

/** products.search_text, as product_search_words_trgm_idx indexes it (the same expression, or the index is not used). */
const searchText = sql`(${productSearch.name_words} || '|' || ${productSearch.code_words} || '|' || ${productSearch.application_words} || '|' || ${productSearch.description_words})`;

/** Listed products of a category. */
const listedIn = (category: SearchCategory) => and(eq(productSearch.listed, true), category === 'all' ? undefined : eq(productSearch.category, category));

/** A list of query words as a text[] (words are letters and digits only, so a space separates them). */
const words = (list: string[]) => sql`string_to_array(${list.join(' ')}, ' ')`;

/**
 * How the searched text must contain one query word. The text is words between single spaces
 * (catalogue_spaced_words in migration 0009), so a short word at the start of a word follows a
 * space or a hyphen. Written with LIKE, which the trigram index answers.
 */
function containsWord(token: string): SQL {
  if (matchesAtWordStartOnly(token)) return sql`(${searchText} like ${`% ${token}%`} or ${searchText} like ${`%-${token}%`})`;
  return sql`${searchText} like ${`%${token}%`}`;
}

/** The words of the catalogue a typo may stand for, most alike first, with their similarity. */
type Corrections = Map<string, { word: string; similarity: number }[]>;
/** A typo is read as at most this many catalogue words. */
const CORRECTIONS_PER_WORD = 3;

/** The query words (of fuzzy length) that no listed product of the category contains as typed. */
async function wordsFoundNowhere(db: Database, tokens: string[], category: SearchCategory): Promise<string[]> {
  const candidates = tokens.filter((token) => token.length >= FUZZY_MIN_TOKEN_LENGTH);
  if (candidates.length === 0) return [];
  const exists = candidates.map((token) => sql`exists (select 1 from ${productSearch} where ${and(listedIn(category), containsWord(token))})`);
  const [row] = rowsOf<{ found: boolean[] }>(await db.execute(sql`select array[${sql.join(exists, sql`, `)}] as found`));
  return candidates.filter((_, index) => !row.found[index]);
}

/**
 * Each typo's nearest words of the catalogue (catalogue_words): those whose trigram
 * word-similarity reaches the threshold (set by rankedMatchGroups), found through their own trigram index.
 */
async function correctionsFor(db: Database, typos: string[]): Promise<Corrections> {
  const corrections: Corrections = new Map(typos.map((typo) => [typo, []]));
  if (typos.length === 0) return corrections;
  const found = rowsOf<{ typo: string; word: string; similarity: number }>(
    await db.execute(sql`
      select t.typo, c.word, c.similarity
      from unnest(${words(typos)}) as t(typo)
      cross join lateral (
        select word, word_similarity(t.typo, word)::float8 as similarity
        from ${catalogueWords}
        where t.typo <% word
        order by similarity desc, word
        limit ${CORRECTIONS_PER_WORD}
      ) c`),
  );
  for (const { typo, word, similarity } of found) corrections.get(typo)!.push({ word, similarity: Number(similarity) });
  return corrections;
}

function scoreQuery(tokens: string[], corrections: Corrections, compact: string, category: SearchCategory): SQL {
  // Per word: 1 when a word of the field is exactly it, 0.75 when it is inside a longer word (a
  // short word only at the start of one), a typo 0.6 times the similarity of the nearest word it
  // stands for that the field holds, else 0; averaged over the words. 'E7018' finds 'E7018 H4R'
  // before 'E7018-1 H4R'. The fields are space-separated words, so each test is a plain strpos.
  // Written out per word (the words are few) rather than aggregated over a table of them, which
  // costs an aggregation per result; float8 throughout, summed in the words' order, as avg would.
  const score = (field: SQL) => {
    const perWord = tokens.map((token) => {
      const insideWord = matchesAtWordStartOnly(token)
        ? sql`when strpos(${field}, ${` ${token}`}::text) > 0 or strpos(${field}, ${`-${token}`}::text) > 0 then 0.75::float8 else 0::float8`
        : sql`else 0.75::float8`;
      const alternatives = corrections.get(token);
      const otherwise = alternatives
        ? sql`0.6 * coalesce((select max(a.similarity) from unnest(${words(alternatives.map(({ word }) => word))}, ${words(alternatives.map(({ similarity }) => String(similarity)))}::float8[]) as a(word, similarity) where strpos(${field}, a.word) > 0), 0)`
        : sql`0::float8`;
      // float8 literals: numeric ones cost a conversion per row and word, to the same values.
      return sql`(case
        when strpos(${field}, ${token}::text) > 0 then case when strpos(${field}, ${` ${token} `}::text) > 0 then 1::float8 ${insideWord} end
        else ${otherwise} end)`;
    });
    return sql`((${sql.join(perWord, sql` + `)}) / ${tokens.length}::float8)`;
  };
  // A typo is found where any of its corrections is.
  const wordCondition = (token: string) => {
    const alternatives = corrections.get(token);
    if (!alternatives) return containsWord(token);
    return alternatives.length > 0 ? sql`(${sql.join(alternatives.map(({ word }) => containsWord(word)), sql` or `)})` : sql`false`;
  };
  const everyWord = and(...tokens.map(wordCondition));
  // 'E 7018' and 'e-7018' are the code 'e7018' once their words are joined.
  const asOneCode = tokens.length > 1 ? containsWord(compact) : undefined;
  const scores: Record<string, SQL> = {
    nameScore: score(sql`h.name_words`),
    categoryScore: score(sql`h.kind`),
    codeScore: score(sql`h.code_words`),
    applicationScore: score(sql`h.application_words`),
    descriptionScore: score(sql`h.description_words`),
    namePhrase: sql`strpos(h.name_words, ${tokens.join(' ')}) > 0`,
    codePhrase: sql`strpos(h.code_words, ${compact}) > 0`,
    codeExact: sql`(${sql.join(
      designationCandidates(compact).map((wanted) => sql`strpos(h.designations, ${` ${wanted} `}::text) > 0`),
      sql` or `,
    )})`,
  };
  // relevance() of lib/domain/search.ts, term by term in its order: the same float8 sum.
  const terms = relevanceTerms.map(([field, weight]) => {
    const value = scores[field];
    return field.endsWith('Score') ? sql`${weight}::float8 * ${value}` : sql`${weight}::float8 * (case when ${value} then 1 else 0 end)::float8`;
  });
  return sql`
    select h.id, h.is_available, h.created_at, h.facet_source_id, (0::float8 + ${sql.join(terms, sql` + `)}) as relevance
    from (
      -- OFFSET 0 keeps this a subquery of its own: each row's kind is written out once, then
      -- its fields scored as they stream by.
      select id, is_available, created_at, facet_source_id, designations, name_words, code_words, application_words, description_words,
        ' ' || replace(category::text, '-', ' ') || ' ' as kind
      from ${productSearch}
      where ${and(listedIn(category), asOneCode ? sql`(${everyWord} or ${asOneCode})` : everyWord)}
      offset 0
    ) h`;
}

/** rankCandidates' order (lib/domain/search.ts); ids are slugs, which "C" orders as localeCompare does. */
const byRelevance = sql`relevance desc, is_available desc, created_at desc, id collate "C"`;
/** The catalogue's order, as category pages list it. */
const byCatalogueOrder = sql`created_at desc, id`;

/** One row of groupedByFacetSource: a group (no id) with its facet source and size, or one of the first products. */
type GroupedRow = { source_id: number | null; facet: string | null; matches: number | null; id: string | null; position: number | null };

/**
 * The products `listed` selects from product_search (id, facet_source_id, and the columns `order`
 * reads), in `order`, grouped by facet source (MatchGroup): each group's size and the first
 * products only, not every match (a broad word finds thousands). One statement: the groups are
 * counted by the facet sources' numbers, each source read and written out as text once per
 * group, and the first products found by a top-N sort. With a facet ticked, the first products shown may come from any group the selection
 * keeps: then each group's first MAX_SEARCH_CARDS.
 */
async function groupedByFacetSource(db: Database, listed: SQL, order: SQL, everyGroupsFirst: boolean): Promise<MatchGroup[]> {
  const first = everyGroupsFirst
    ? sql`select facet_source_id, id, position from (
        select facet_source_id, id, (row_number() over (order by ${order}))::int as position, row_number() over (partition by facet_source_id order by ${order}) as place
        from hits) ranked
      where place <= ${MAX_SEARCH_CARDS}`
    : sql`select facet_source_id, id, (row_number() over (order by ${order}))::int as position from (select * from hits order by ${order} limit ${MAX_SEARCH_CARDS}) top`;
  const rows = rowsOf<GroupedRow>(
    await db.execute(sql`
      with hits as materialized (${listed}),
      counted as (select facet_source_id, count(*)::int as matches from hits group by facet_source_id)
      select c.facet_source_id as source_id, f.source::text as facet, c.matches, null::text as id, null::int as position
      from counted c left join ${searchFacetSources} f on f.id = c.facet_source_id
      union all
      select facet_source_id, null, null, id, position from (${first}) first`),
  );
  const groups = new Map<number | null, MatchGroup>();
  for (const { source_id, facet, matches, id } of rows) if (id === null) groups.set(source_id, { facet_source: facet, matches: matches!, positions: [], ids: [] });
  for (const { source_id, id, position } of rows) {
    if (id === null) continue;
    const group = groups.get(source_id)!;
    group.ids.push(id);
    group.positions.push(position!);
  }
  return [...groups.values()];
}

/** The listed products matching `query`, most relevant first, grouped by facet source. */
async function rankedMatchGroups(db: Database, query: string, category: SearchCategory, everyGroupsFirst: boolean): Promise<MatchGroup[]> {
  const { tokens, compact } = parseSearchQuery(query);
  return db.transaction(async (tx) => {
    // Set for this transaction only. The trigram index finds the rows containing a word far
    // faster than reading every row's text (8 ms against 36 for 'ibr' at 10,000 products, 2,626 of
    // them found), but the planner prices LIKE on a long text as nearly free and reads the whole
    // table once a word is in more than a fifth of the catalogue: so no sequential scans here.
    // The typo threshold lets catalogue_words' index answer `<%` (correctionsFor).
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true),
      set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_MATCH_THRESHOLD)}, true)`);
    const search = (corrections: Corrections) => groupedByFacetSource(tx, scoreQuery(tokens, corrections, compact, category), byRelevance, everyGroupsFirst);
    // The words as typed first. Anything found means no word is a typo: every match holds each
    // query word, or the words joined up, which hold each word of typo length. Only a search that
    // finds nothing looks for words found nowhere, and searches again for their corrections.
    const asTyped = await search(new Map());
    if (asTyped.length > 0) return asTyped;
    const corrections = await correctionsFor(tx, await wordsFoundNowhere(tx, tokens, category));
    return corrections.size > 0 ? search(corrections) : asTyped;
  });
}

/** A category's listed products in the catalogue's order, grouped by facet source. */
async function categoryMatchGroups(db: Database, category: SearchCategory, everyGroupsFirst: boolean): Promise<MatchGroup[]> {
  const listed = sql`select id, created_at, facet_source_id from ${productSearch} where ${listedIn(category)}`;
  return groupedByFacetSource(db, listed, byCatalogueOrder, everyGroupsFirst);
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
  // With a facet ticked, the first products shown may come from any group the selection keeps.
  const everyGroupsFirst = selectionSize(selection) > 0;
  const groups = words ? await rankedMatchGroups(db, query, category, everyGroupsFirst) : await categoryMatchGroups(db, category, everyGroupsFirst);
  const today = isoToday();
  const facetValues = ({ facet_source }: MatchGroup): FacetValues =>
    productFacetValues(facet_source === null ? emptyFacetSource : (JSON.parse(facet_source) as FacetSource), today);
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
