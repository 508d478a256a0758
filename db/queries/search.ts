import { and, eq, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/db/client';
import { products } from '@/db/schema';
import { cachedQuery, cacheTags } from '@/db/queries/cache';
import { isListed, selectListedSummaries } from '@/db/queries/internal/listed-products';
import type { SearchCard } from '@/db/types';
import {
  FUZZY_MATCH_THRESHOLD,
  FUZZY_MIN_TOKEN_LENGTH,
  parseSearchQuery,
  rankCandidates,
  type FieldScores,
  type SearchCategory,
} from '@/lib/domain/search';
import { similarProducts } from '@/lib/domain/similar-products';
import { rowsOf } from '@/db/queries/internal/rows';

// Spec §7 'Product search': text and category in, a list of products out, ranked. Matching and
// per-field scoring run in PostgreSQL (the same SQL on PGlite and PostgreSQL 15, pg_trgm for
// typos); lib/domain/search.ts turns the scores into the order.
//
// A query word is matched as a substring of the field ('electrod' in 'electrode') or, only when
// it is found in no listed product at all, as a typo: its best trigram word-similarity with the
// field. Typo matching is the expensive part, so words that exist as typed never pay for it.

type ScoreRow = FieldScores & { id: string; is_available: boolean; created_ms: number };

function scoreQuery(tokens: string[], phrase: string, compact: string, category: SearchCategory): SQL {
  // Whole-word hits (a word of the field equals the token) score 1, other substrings 0.75 and typos
  // their similarity scaled to at most 0.6: 'E7018' finds 'E7018 H4R' before 'E7018-1 H4R'.
  const score = (field: SQL) => sql`coalesce(avg(case
      when ${field} ~ ('(^|[^[:alnum:]-])' || q.token || '($|[^[:alnum:]-])') then 1.0
      when strpos(${field}, q.token) > 0 then 0.75
      when q.fuzzy and word_similarity(q.token, ${field}) >= ${FUZZY_MATCH_THRESHOLD} then 0.6 * word_similarity(q.token, ${field})
      else 0.0 end), 0)::float8`;
  return sql`
    with docs as materialized (
      select
        id, is_available, created_at,
        lower(name) as name,
        replace(category::text, '-', ' ') as kind,
        lower(public.catalogue_classification_codes(classification, false) || ' ' ||
              public.catalogue_classification_codes(classification, true)) as codes,
        lower(subcategory || ' ' || array_to_string(applications, ' ')) as applications,
        lower(description) as description,
        public.catalogue_search_document(name, description, applications, classification) || ' ' || lower(subcategory) as doc
      from ${products}
      where ${and(isListed, category === 'all' ? undefined : eq(products.category, category))}
    ),
    q as materialized (
      select token,
        length(token) >= ${FUZZY_MIN_TOKEN_LENGTH} and not exists (select 1 from docs where strpos(docs.doc, token) > 0) as fuzzy
      from unnest(string_to_array(${tokens.join(' ')}, ' ')) as token
    )
    select d.id, d.is_available, (extract(epoch from d.created_at) * 1000)::float8 as created_ms, s.*,
      strpos(d.name, ${phrase}) > 0 as "namePhrase",
      strpos(d.codes, ${compact}) > 0 as "codePhrase"
    from docs d
    cross join lateral (
      select
        ${score(sql`d.name`)} as "nameScore",
        ${score(sql`d.kind`)} as "categoryScore",
        ${score(sql`d.codes`)} as "codeScore",
        ${score(sql`d.applications`)} as "applicationScore",
        ${score(sql`d.description`)} as "descriptionScore",
        bool_and(strpos(d.doc, q.token) > 0 or (q.fuzzy and word_similarity(q.token, d.doc) >= ${FUZZY_MATCH_THRESHOLD})) as "everyWord"
      from q
    ) s
    where s."everyWord" or strpos(d.doc, ${compact}) > 0`;
}


/** The ids of the listed products matching `query` (raw user text), most relevant first. */
async function rankProducts(db: Database, query: string, category: SearchCategory): Promise<string[]> {
  const { tokens, phrase, compact } = parseSearchQuery(query);
  if (tokens.length === 0) return [];
  const scored = rowsOf<ScoreRow>(await db.execute(scoreQuery(tokens, phrase, compact, category)));
  return rankCandidates(scored.map((row) => ({ ...row, isAvailable: row.is_available, createdAt: Number(row.created_ms) }))).map((row) => row.id);
}

/**
 * The search page's results: the ranked search, or with no words yet the chosen category's
 * products (nothing at all without a category; an empty query finds nothing, spec: 'Start
 * searching…'). Similar products are chosen from the whole listed catalogue. Only what the cards
 * show is kept, so a cached result stays small.
 */
async function selectSearchCards(query: string, category: SearchCategory = 'all'): Promise<SearchCard[]> {
  const words = parseSearchQuery(query).tokens.length > 0;
  if (!words && category === 'all') return [];
  const db = await getDb();
  const listed = await selectListedSummaries(db);
  const byId = new Map(listed.map((product) => [product.id, product]));
  const results = words
    ? (await rankProducts(db, query, category)).flatMap((id) => byId.get(id) ?? [])
    : listed.filter((product) => product.category === category);
  return results.map((product) => ({
    id: product.id,
    name: product.name,
    category: product.category,
    description: product.description,
    image_url: product.image_url,
    applications: product.applications,
    similar: similarProducts(product, listed).map(({ id, name }) => ({ id, name })),
  }));
}

/** Spec §7 'Product search': cached per query and category; any product change expires every search. */
export const searchProductCards = cachedQuery('product-search', selectSearchCards, () => [cacheTags.products]);
