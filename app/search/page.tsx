import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AlertTriangle, SearchX } from 'lucide-react';
import { ClearSearchButton } from '@/components/catalogue/search/clear-search-button';
import { SearchForm } from '@/components/catalogue/search/search-form';
import { SearchProductCard } from '@/components/catalogue/search/search-product-card';
import { SearchFinder } from '@/components/catalogue/search/search-finder';
import { SearchResultsRegion } from '@/components/catalogue/search/search-results-region';
import { SearchStateProvider } from '@/components/catalogue/search/search-state';
import { searchProducts, type SearchPage } from '@/db/queries/search';
import { parseFacetSelection, type FacetSelection } from '@/lib/domain/facets';
import { requestLog } from '@/lib/log';
import { pageMetadata } from '@/lib/seo';
import { normalizeSearchText, parseSearchCategory, searchHref, type SearchCategory } from '@/lib/search';

/** Starting points for a visitor who has not typed yet: grades and products buyers ask for most. */
const popularSearches = ['E7018', 'ER70S-6', 'flux cored wire', 'stainless steel', 'TIG welder', 'grinding disc', 'welding helmet'];

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
  const found = await findCards(query, category, selection);
  return (
    <section className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold uppercase sm:text-4xl">Search Products</h1>
      <p className="mt-2 mb-6 text-muted-foreground">Find a product by its name, what it is used for, or its classification, such as E7018 or ER70S-6.</p>
      <SearchStateProvider>
        <SearchForm initiallyOpen={filters === 'open'} />
        <SearchResultsRegion summary={summaryOf(found, query)}>
          <SearchResults found={found} query={query} category={category} selection={selection} />
        </SearchResultsRegion>
      </SearchStateProvider>
    </section>
  );
}

type Found = { results: SearchPage } | { failed: true };

async function findCards(query: string, category: SearchCategory, selection: FacetSelection): Promise<Found> {
  try {
    return { results: await searchProducts(query, category, selection) };
  } catch (error) {
    (await requestLog()).error('product search failed', { error: (error as Error).message, category });
    return { failed: true };
  }
}

/** What a screen reader hears after each search. */
function summaryOf(found: Found, query: string): string {
  if ('failed' in found) return 'Error searching products. Please try again.';
  if (found.results.matched > 0) return `${found.results.matched} ${found.results.matched === 1 ? 'product' : 'products'} found`;
  return query ? 'No products found' : '';
}

function SearchResults({ found, query, category, selection }: { found: Found; query: string; category: SearchCategory; selection: FacetSelection }) {
  if ('failed' in found) {
    return (
      <div role="alert" className="flex flex-col items-center rounded-lg border border-destructive/40 bg-destructive/5 px-6 py-12 text-center">
        <AlertTriangle className="size-10 text-destructive" aria-hidden="true" />
        <p className="mt-3 font-semibold">Error searching products. Please try again.</p>
      </div>
    );
  }
  const results = found.results.hits;
  if (found.results.total === 0) {
    const filtersActive = query !== '' || category !== 'all';
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-16 text-center">
        <SearchX className="size-12 text-muted-foreground" aria-hidden="true" />
        <h2 className="mt-4 text-xl font-bold">No products found</h2>
        <p className="mt-2 max-w-lg text-muted-foreground">
          {query ? `No results found for "${query}". Try different keywords or clear filters.` : 'Start searching to find products.'}
        </p>
        {filtersActive && <ClearSearchButton />}
        {!query && (
          <div className="mt-8">
            <p className="text-sm font-semibold">Popular searches</p>
            <ul className="mt-3 flex flex-wrap justify-center gap-2">
              {popularSearches.map((text) => (
                <li key={text}>
                  <Link href={searchHref(text, category)} className="inline-block rounded-full border bg-background px-3 py-1 text-sm hover:border-accent hover:text-accent">
                    {text}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    );
  }
  const { matched } = found.results;
  return (
    <SearchFinder query={query} category={category} selection={selection} page={found.results}>
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-bold uppercase">YOU MAY ALSO LIKE</h2>
        <p className="text-sm text-muted-foreground">
          {matched} {matched === 1 ? 'product' : 'products'} found
        </p>
      </div>
      <ul className={found.results.facets.length > 0 ? 'grid gap-6 sm:grid-cols-2 2xl:grid-cols-3' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}>
        {results.map(({ card, approvals }) => (
          <li key={card.id}>
            <SearchProductCard product={card} similar={card.similar} approvals={approvals} />
          </li>
        ))}
      </ul>
    </SearchFinder>
  );
}
