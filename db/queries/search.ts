import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { products } from '@/db/schema';
import { cachedQuery, cacheTags, serializeDates } from '@/db/queries/cache';
import { fetchListedProducts, isListed, type ProductView } from '@/db/queries/catalogue';
import { currentApprovals, designationCandidates, isoToday, type ApprovalBody } from '@/lib/domain/classification';
import { productFacetValues, type FacetValues } from '@/lib/domain/facets';
import {
  FUZZY_MATCH_THRESHOLD,
  FUZZY_MIN_TOKEN_LENGTH,
  matchesAtWordStartOnly,
  parseSearchQuery,
  WORD_START_MAX_LENGTH,
  rankCandidates,
  type FieldScores,
  type SearchCategory,
} from '@/lib/search';
import { similarProducts } from '@/lib/similar-products';

// Spec §7 'Product search': text and category in, a list of products out, ranked. Matching and
// per-field scoring run in PostgreSQL (the same SQL on PGlite and PostgreSQL 15, pg_trgm for
// typos); lib/search.ts turns the scores into the order.
//
// Everything a product is found by (name, subcategory, applications, standards with their
// designations, approvals, description) is one lower-cased text, catalogue_search_text(), with a
// trigram index on it, so a search reads only the products that contain every query word
// instead of scanning the catalogue. A word of four or more characters is found anywhere
// ('electrod' in 'electrode'); a shorter one only at the start of a word ('ibr' finds IBR, not
// 'fibre'). Only a word that is found in no listed product at all is matched as a typo, by its
// trigram word-similarity: that is the expensive part, so words that exist as typed never pay it.

type ScoreRow = FieldScores & { id: string; is_available: boolean; created_ms: number };

/** The searched text, written as the expression its trigram index is built on (migration 0004). */
const searchText = sql`public.catalogue_search_text(${products.name}, ${products.subcategory}, ${products.description}, ${products.applications}, ${products.classification}, ${products.approvals})`;

const listedIn = (category: SearchCategory) => and(isListed, category === 'all' ? undefined : eq(products.category, category));

/** A list of query words as a text[] (words are letters and digits only, so a space separates them). */
const words = (list: string[]) => sql`string_to_array(${list.join(' ')}, ' ')`;

/** A word at the start of a word of the text; the word is letters and digits only (lib/search.ts). */
const wordStart = (token: string) => `(^|[^[:alnum:]])${token}`;

/** How the text must contain one query word. */
function containsWord(token: string, fuzzy: boolean): SQL {
  if (matchesAtWordStartOnly(token)) return sql`${searchText} ~ ${wordStart(token)}`;
  if (fuzzy) return sql`${token} <% ${searchText}`;
  return sql`${searchText} like ${`%${token}%`}`;
}

/** The query words (of fuzzy length) that no listed product of the category contains as typed. */
async function wordsFoundNowhere(db: Database, tokens: string[], category: SearchCategory): Promise<Set<string>> {
  const candidates = tokens.filter((token) => token.length >= FUZZY_MIN_TOKEN_LENGTH);
  if (candidates.length === 0) return new Set();
  const exists = candidates.map(
    (token) => sql`exists (select 1 from ${products} where ${and(listedIn(category), sql`${searchText} like ${`%${token}%`}`)})`,
  );
  const [row] = rowsOf<{ found: boolean[] }>(await db.execute(sql`select array[${sql.join(exists, sql`, `)}] as found`));
  return new Set(candidates.filter((_, index) => !row.found[index]));
}

function scoreQuery(tokens: string[], fuzzy: Set<string>, phrase: string, compact: string, category: SearchCategory): SQL {
  // Whole-word hits (a word of the field equals the token) score 1, other hits 0.75 and typos
  // their similarity scaled to at most 0.6: 'E7018' finds 'E7018 H4R' before 'E7018-1 H4R'.
  const score = (field: SQL) => sql`coalesce(avg(case
      when ${field} ~ ('(^|[^[:alnum:]-])' || q.token || '($|[^[:alnum:]-])') then 1.0
      when not q.short and strpos(${field}, q.token) > 0 then 0.75
      when q.short and ${field} ~ ('(^|[^[:alnum:]])' || q.token) then 0.75
      when q.fuzzy and word_similarity(q.token, ${field}) >= ${FUZZY_MATCH_THRESHOLD} then 0.6 * word_similarity(q.token, ${field})
      else 0.0 end), 0)::float8`;
  const everyWord = and(...tokens.map((token) => containsWord(token, fuzzy.has(token))));
  // 'E 7018' and 'e-7018' are the code 'e7018' once their words are joined.
  const asOneCode = tokens.length > 1 ? containsWord(compact, false) : undefined;
  const designations = designationCandidates(compact);
  return sql`
    with hits as materialized (
      select
        id, is_available, created_at,
        lower(name) as name,
        replace(category::text, '-', ' ') as kind,
        public.catalogue_codes_text(classification, approvals) as codes,
        public.catalogue_designations(classification) as designations,
        lower(subcategory || ' ' || array_to_string(applications, ' ')) as applications,
        lower(description) as description
      from ${products}
      where ${and(listedIn(category), asOneCode ? sql`(${everyWord} or ${asOneCode})` : everyWord)}
    ),
    q as materialized (
      select token, length(token) <= ${WORD_START_MAX_LENGTH} as short, token = any(${words([...fuzzy])}) as fuzzy
      from unnest(${words(tokens)}) as token
    )
    select h.id, h.is_available, (extract(epoch from h.created_at) * 1000)::float8 as created_ms, s.*,
      strpos(h.name, ${phrase}) > 0 as "namePhrase",
      strpos(h.codes, ${compact}) > 0 as "codePhrase",
      exists (select 1 from unnest(${words(designations)}) as wanted where strpos(' ' || h.designations || ' ', ' ' || wanted || ' ') > 0) as "codeExact"
    from hits h
    cross join lateral (
      select
        ${score(sql`h.name`)} as "nameScore",
        ${score(sql`h.kind`)} as "categoryScore",
        ${score(sql`h.codes`)} as "codeScore",
        ${score(sql`h.applications`)} as "applicationScore",
        ${score(sql`h.description`)} as "descriptionScore"
      from q
    ) s`;
}

/** drizzle's execute answers an array (postgres.js) or { rows } (PGlite). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Runs the search; `query` may be raw user text. An empty query finds nothing (spec: 'Start searching…'). */
export async function fetchSearchResults(query: string, category: SearchCategory = 'all'): Promise<ProductView[]> {
  const { tokens, phrase, compact } = parseSearchQuery(query);
  if (tokens.length === 0) return [];
  const db = await getDb();
  const fuzzy = await wordsFoundNowhere(db, tokens, category);
  const scoring = scoreQuery(tokens, fuzzy, phrase, compact, category);
  // The trigram index answers `<%` at its own threshold, set for this transaction only.
  const scored = rowsOf<ScoreRow>(
    fuzzy.size === 0
      ? await db.execute(scoring)
      : await db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_MATCH_THRESHOLD)}, true)`);
          return tx.execute(scoring);
        }),
  );
  if (scored.length === 0) return [];
  const ranked = rankCandidates(
    scored.map((row) => ({ ...row, isAvailable: row.is_available, createdAt: Number(row.created_ms) })),
  );
  const rows = await db.select().from(products).where(inArray(products.id, ranked.map((row) => row.id)));
  const byId = new Map(rows.map((row) => [row.id, serializeDates(row)]));
  return ranked.map((row) => byId.get(row.id)).filter((row): row is ProductView => row !== undefined);
}

/** What a search result card shows (spec §2), with its similar products (spec §9) already chosen. */
export type SearchCard = Pick<ProductView, 'id' | 'name' | 'category' | 'description' | 'image_url' | 'applications'> & {
  similar: Pick<ProductView, 'id' | 'name'>[];
};

/** A result as the search page uses it: its card, the approvals in force it shows, and its facet values. */
export type SearchHit = { card: SearchCard; approvals: ApprovalBody[]; facets: FacetValues };

/**
 * The search page's results: the ranked search, or with no words yet the chosen category's
 * products (nothing at all without a category). Similar products are chosen from the whole
 * listed catalogue. Only what the page shows and filters by is kept, so a cached result stays small.
 */
export async function fetchSearchHits(query: string, category: SearchCategory): Promise<SearchHit[]> {
  const words = parseSearchQuery(query).tokens.length > 0;
  if (!words && category === 'all') return [];
  const catalogue = await fetchListedProducts();
  const results = words ? await fetchSearchResults(query, category) : catalogue.filter((product) => product.category === category);
  const today = isoToday();
  return results.map((product) => ({
    card: {
      id: product.id,
      name: product.name,
      category: product.category,
      description: product.description,
      image_url: product.image_url,
      applications: product.applications,
      similar: similarProducts(product, catalogue).map(({ id, name }) => ({ id, name })),
    },
    approvals: currentApprovals(product.approvals, today).map((approval) => approval.body),
    facets: productFacetValues(product, today),
  }));
}

/** The result cards alone (spec §7 'Product search'). */
export async function fetchSearchCards(query: string, category: SearchCategory): Promise<SearchCard[]> {
  return (await fetchSearchHits(query, category)).map((hit) => hit.card);
}

/** Cached per normalised query and category; any product change expires every search. */
export const searchProducts = cachedQuery('product-search', fetchSearchHits, () => [cacheTags.products]);
