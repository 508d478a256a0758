import { redirect, unstable_rethrow } from 'next/navigation';
import { SearchForm } from '@/components/catalogue/search/search-form';
import { SearchResults, searchSummary, type SearchOutcome } from '@/components/catalogue/search/search-results';
import { SearchResultsRegion } from '@/components/catalogue/search/search-results-region';
import { SearchStateProvider } from '@/components/catalogue/search/search-state';
import { searchProducts } from '@/db/queries/search';
import { isDatabaseDown } from '@/lib/core/connection-health';
import { requestLog } from '@/lib/core/log';
import { safeErrorMessage } from '@/lib/core/safe-error';
import { parseFacetSelection, type FacetSelection } from '@/lib/domain/facets';
import { pageMetadata } from '@/lib/seo';
import { normalizeSearchText, parseSearchCategory, type SearchCategory } from '@/lib/domain/search';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { searchParams: SearchParams };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function readParams(searchParams: SearchParams) {
  const params = await searchParams;
  return {
    query: normalizeSearchText(first(params.q)),
    category: parseSearchCategory(first(params.category)),
    filters: first(params.filters),
    clear: first(params.clear) !== undefined,
    selection: parseFacetSelection(params),
  };
}

export async function generateMetadata({ searchParams }: Props) {
  const { query } = await readParams(searchParams);
  const metadata = pageMetadata({
    title: query ? `“${query}” – Search Products` : 'Search Products',
    description: 'Search our welding electrodes, wires, fluxes, equipment and abrasives by name, application or classification (AWS, IS, EN ISO).',
    path: '/search',
  });
  // Result pages are for visitors, not for search engines' indexes.
  return query ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export default async function SearchPage({ searchParams }: Props) {
  const { query, category, filters, clear, selection } = await readParams(searchParams);
  // The Clear button of the form without JavaScript.
  if (clear) redirect('/search');
  const outcome = await search(query, category, selection);
  return (
    <section className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold uppercase sm:text-4xl">Search Products</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Find a product by its name, what it is used for, or its classification, such as E7018 or ER70S-6.</p>
      <SearchStateProvider>
        <SearchForm initiallyOpen={filters === 'open'} />
        <SearchResultsRegion summary={searchSummary(outcome, query)}>
          <SearchResults outcome={outcome} query={query} category={category} selection={selection} />
        </SearchResultsRegion>
      </SearchStateProvider>
    </section>
  );
}

/** A failed search shows the spec's error message in the page rather than an error screen. */
async function search(query: string, category: SearchCategory, selection: FacetSelection): Promise<SearchOutcome> {
  try {
    return { results: await searchProducts(query, category, selection) };
  } catch (error) {
    // The database is gone: the page is asked for again, or answered 503 (db/queries/cache.ts).
    unstable_rethrow(error);
    if (isDatabaseDown()) throw error;
    (await requestLog()).error('product search failed', { error: safeErrorMessage(error), category });
    return { failed: true };
  }
}
