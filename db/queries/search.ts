import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { products } from '@/db/schema';
import { cachedQuery, cacheTags, serializeDates } from '@/db/queries/cache';
import { isListed, productColumns, type ProductView } from '@/db/queries/catalogue';
import { currentApprovals, designationCandidates, isoToday, type ApprovalBody } from '@/lib/domain/classification';
import { applyFacets, emptyFacetSource, productFacetValues, type Facet, type FacetSelection, type FacetSource } from '@/lib/domain/facets';
import {
  FUZZY_MATCH_THRESHOLD,
  FUZZY_MIN_TOKEN_LENGTH,
  matchesAtWordStartOnly,
  MAX_SEARCH_CARDS,
  parseSearchQuery,
  WORD_START_MAX_LENGTH,
  rankCandidates,
  type FieldScores,
  type SearchCategory,
} from '@/lib/search';
import { similarProductsIn } from '@/lib/similar-products';

// Spec §7 'Product search': text and category in, a list of products out, ranked. Matching and
// per-field scoring run in PostgreSQL (the same SQL on PGlite and PostgreSQL 15, pg_trgm for
// typos); lib/search.ts turns the scores into the order.
//
// Everything a product is found by (name, subcategory, applications, standards with their
// designations, approvals, description) is one lower-cased text that PostgreSQL keeps in
// products.search_text, with a trigram index on it, so a search reads only the products that
// contain every query word instead of scanning the catalogue. A word of four or more characters is found anywhere
// ('electrod' in 'electrode'); a shorter one only at the start of a word ('ibr' finds IBR, not
// 'fibre'). Only a word that is found in no listed product at all is matched as a typo, by its
// trigram word-similarity: that is the expensive part, so words that exist as typed never pay it.

/** A product a search or a category lists, with what the finder's facets read. */
type Match = { id: string; facet_source: FacetSource | null };
type ScoreRow = FieldScores & Match & { is_available: boolean; created_ms: number };

const searchText = products.search_text;

const listedIn = (category: SearchCategory) => and(isListed, category === 'all' ? undefined : eq(products.category, category));

/** A list of query words as a text[] (words are letters and digits only, so a space separates them). */
const words = (list: string[]) => sql`string_to_array(${list.join(' ')}, ' ')`;

/**
 * How the searched text must contain one query word. The text is words between single spaces
 * (catalogue_words in migration 0004), so a short word at the start of a word follows a space or
 * a hyphen. Written with LIKE and <%, which the trigram index answers.
 */
function containsWord(token: string, fuzzy: boolean): SQL {
  if (matchesAtWordStartOnly(token)) return sql`(${searchText} like ${`% ${token}%`} or ${searchText} like ${`%-${token}%`})`;
  if (fuzzy) return sql`${token} <% ${searchText}`;
  return sql`${searchText} like ${`%${token}%`}`;
}

/** The query words (of fuzzy length) that no listed product of the category contains as typed. */
async function wordsFoundNowhere(db: Database, tokens: string[], category: SearchCategory): Promise<Set<string>> {
  const candidates = tokens.filter((token) => token.length >= FUZZY_MIN_TOKEN_LENGTH);
  if (candidates.length === 0) return new Set();
  const exists = candidates.map((token) => sql`exists (select 1 from ${products} where ${and(listedIn(category), containsWord(token, false))})`);
  const [row] = rowsOf<{ found: boolean[] }>(await db.execute(sql`select array[${sql.join(exists, sql`, `)}] as found`));
  return new Set(candidates.filter((_, index) => !row.found[index]));
}

function scoreQuery(tokens: string[], fuzzy: Set<string>, compact: string, category: SearchCategory): SQL {
  // Per word: 1 when a word of the field is exactly it, 0.75 when it is inside a longer word (a
  // short word only at the start of one), a typo its similarity scaled to at most 0.6, else 0;
  // averaged over the words. 'E7018' finds 'E7018 H4R' before 'E7018-1 H4R'. The fields are
  // space-separated words, so each test is a plain strpos.
  const score = (field: SQL) => sql`coalesce(avg(case
      when strpos(${field}, q.token) > 0 then case
        when strpos(${field}, ' ' || q.token || ' ') > 0 then 1.0
        when not q.short or strpos(${field}, ' ' || q.token) > 0 or strpos(${field}, '-' || q.token) > 0 then 0.75
        else 0.0 end
      when q.fuzzy and word_similarity(q.token, ${field}) >= ${FUZZY_MATCH_THRESHOLD} then 0.6 * word_similarity(q.token, ${field})
      else 0.0 end), 0)::float8`;
  const everyWord = and(...tokens.map((token) => containsWord(token, fuzzy.has(token))));
  // 'E 7018' and 'e-7018' are the code 'e7018' once their words are joined.
  const asOneCode = tokens.length > 1 ? containsWord(compact, false) : undefined;
  return sql`
    with hits as materialized (
      select id, is_available, created_at, facet_source, search_designations,
        split_part(search_text, '|', 1) as name_words,
        split_part(search_text, '|', 2) as code_words,
        split_part(search_text, '|', 3) as application_words,
        split_part(search_text, '|', 4) as description_words,
        ' ' || replace(category::text, '-', ' ') || ' ' as kind
      from ${products}
      where ${and(listedIn(category), asOneCode ? sql`(${everyWord} or ${asOneCode})` : everyWord)}
    ),
    q as materialized (
      select token, length(token) <= ${WORD_START_MAX_LENGTH} as short, token = any(${words([...fuzzy])}) as fuzzy
      from unnest(${words(tokens)}) as token
    )
    select h.id, h.is_available, (extract(epoch from h.created_at) * 1000)::float8 as created_ms, h.facet_source, s.*,
      strpos(h.name_words, ${tokens.join(' ')}) > 0 as "namePhrase",
      strpos(h.code_words, ${compact}) > 0 as "codePhrase",
      exists (select 1 from unnest(${words(designationCandidates(compact))}) as wanted where strpos(h.search_designations, ' ' || wanted || ' ') > 0) as "codeExact"
    from hits h
    cross join lateral (
      select
        ${score(sql`h.name_words`)} as "nameScore",
        ${score(sql`h.kind`)} as "categoryScore",
        ${score(sql`h.code_words`)} as "codeScore",
        ${score(sql`h.application_words`)} as "applicationScore",
        ${score(sql`h.description_words`)} as "descriptionScore"
      from q
    ) s`;
}

/** drizzle's execute answers an array (postgres.js) or { rows } (PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The listed products matching `query`, most relevant first. */
async function rankedMatches(db: Database, query: string, category: SearchCategory): Promise<Match[]> {
  const { tokens, compact } = parseSearchQuery(query);
  if (tokens.length === 0) return [];
  const fuzzy = await wordsFoundNowhere(db, tokens, category);
  const scoring = scoreQuery(tokens, fuzzy, compact, category);
  // The trigram index answers `<%` at its own threshold, set for this transaction only.
  const scored = rowsOf<ScoreRow>(
    fuzzy.size === 0
      ? await db.execute(scoring)
      : await db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_MATCH_THRESHOLD)}, true)`);
          return tx.execute(scoring);
        }),
  );
  return rankCandidates(scored.map((row) => ({ ...row, isAvailable: row.is_available, createdAt: Number(row.created_ms) }))).map(
    ({ id, facet_source }) => ({ id, facet_source: typeof facet_source === 'string' ? JSON.parse(facet_source) : facet_source }),
  );
}

/** `rows` in the order of `ids` (a query answers in its own order). */
function inOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
}

/** Runs the search; `query` may be raw user text. An empty query finds nothing (spec: 'Start searching…'). */
export async function fetchSearchResults(query: string, category: SearchCategory = 'all'): Promise<ProductView[]> {
  const db = await getDb();
  const ids = (await rankedMatches(db, query, category)).map((match) => match.id);
  if (ids.length === 0) return [];
  const rows = await db.select(productColumns).from(products).where(inArray(products.id, ids));
  return inOrder(ids, rows.map(serializeDates));
}

/** What a search result card shows (spec §2), with its similar products (spec §9) already chosen. */
export type SearchCard = Pick<ProductView, 'id' | 'name' | 'category' | 'description' | 'image_url' | 'applications'> & {
  similar: Pick<ProductView, 'id' | 'name'>[];
};

/** A result as the search page shows it: its card and the approvals in force on its badges. */
export type SearchHit = { card: SearchCard; approvals: ApprovalBody[] };

/** The search page's data: the cards shown, the facets to narrow them, and how many there were. */
export type SearchPage = {
  hits: SearchHit[];
  facets: Facet[];
  /** products the search found */
  total: number;
  /** of those, the products the ticked facets allow (more than `hits` when the list is cut) */
  matched: number;
};

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

/** What similar products are chosen by, for every listed product (lib/similar-products.ts). */
const similarityColumns = { id: products.id, name: products.name, category: products.category, applications: products.applications, features: products.features };

/** What a search finds before it becomes cards: the ids to show, the facets, and the counts. */
export type SearchMatches = { shown: string[]; facets: Facet[]; total: number; matched: number };

/**
 * The ranked search, or with no words yet the chosen category's products (nothing at all without
 * a category), narrowed by the ticked facets; at most MAX_SEARCH_CARDS are to be shown.
 */
export async function fetchSearchMatches(query: string, category: SearchCategory, selection: FacetSelection = {}): Promise<SearchMatches> {
  const words = parseSearchQuery(query).tokens.length > 0;
  if (!words && category === 'all') return { shown: [], facets: [], total: 0, matched: 0 };
  const db = await getDb();
  const matches: Match[] = words
    ? await rankedMatches(db, query, category)
    : await db
        .select({ id: products.id, facet_source: products.facet_source })
        .from(products)
        .where(listedIn(category))
        .orderBy(desc(products.created_at), asc(products.id));
  const today = isoToday();
  const { items, facets, total } = applyFacets(matches, (match) => productFacetValues(match.facet_source ?? emptyFacetSource, today), selection);
  return { shown: items.slice(0, MAX_SEARCH_CARDS).map((match) => match.id), facets, total, matched: items.length };
}

/**
 * The search page's data: the matches as cards, each with its similar products chosen from the
 * whole listed catalogue and the approvals in force on its badges. Only what the page shows is
 * kept, so a cached result stays small.
 */
export async function fetchSearchPage(query: string, category: SearchCategory, selection: FacetSelection = {}): Promise<SearchPage> {
  const { shown, facets, total, matched } = await fetchSearchMatches(query, category, selection);
  if (shown.length === 0) return { hits: [], facets, total, matched };
  const db = await getDb();
  const [rows, catalogue] = await Promise.all([
    db.select(cardColumns).from(products).where(inArray(products.id, shown)),
    db.select(similarityColumns).from(products).where(isListed),
  ]);
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

/** The result cards alone (spec §7 'Product search'). */
export async function fetchSearchCards(query: string, category: SearchCategory): Promise<SearchCard[]> {
  return (await fetchSearchPage(query, category)).hits.map((hit) => hit.card);
}

/** Cached per normalised query, category and ticked facets; any product change expires every search. */
export const searchProducts = cachedQuery('product-search', fetchSearchPage, () => [cacheTags.products]);
