import Link from 'next/link';
import { ClearSearchButton } from '@/components/catalogue/search/clear-search-button';
import { SearchFinder } from '@/components/catalogue/search/search-finder';
import { searchProductCard } from '@/components/catalogue/search/search-product-card';
import { SearchProductCards } from '@/components/catalogue/search/search-product-card-view';
import type { SearchPage } from '@/db/types';
import type { FacetSelection } from '@/lib/domain/facets';
import { searchHref, type SearchCategory } from '@/lib/domain/search';

/** Starting points for a visitor who has not typed yet: grades and products buyers ask for most. */
const popularSearches = ['E7018', 'ER70S-6', 'flux cored wire', 'stainless steel', 'TIG welder', 'grinding disc', 'welding helmet'];

/** The outcome of one search: the cards found with the finder's facets, or a failure the page has already logged. */
export type SearchOutcome = { results: SearchPage } | { failed: true };

const productCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'} found`;

/** What a screen reader hears after each search. */
export function searchSummary(outcome: SearchOutcome, query: string): string {
  if ('failed' in outcome) return 'Error searching products. Please try again.';
  if (outcome.results.matched > 0) return productCount(outcome.results.matched);
  return query ? 'No products found' : '';
}

/** Spec §2: the results grid, the empty state (with popular searches before any query) or the error. */
export function SearchResults({
  outcome,
  query,
  category,
  selection,
}: {
  outcome: SearchOutcome;
  query: string;
  category: SearchCategory;
  selection: FacetSelection;
}) {
  if ('failed' in outcome) {
    return (
      <div role="alert" className="flex flex-col items-center rounded-lg border border-destructive/40 bg-destructive/5 px-6 py-12 text-center">
        <span className="icon-alert-triangle size-10 text-destructive" />
        <p className="mt-3 font-semibold">Error searching products. Please try again.</p>
      </div>
    );
  }
  const { results } = outcome;
  if (results.total === 0) {
    const filtersActive = query !== '' || category !== 'all';
    return (
      <div className="flex flex-col items-center rounded-lg border border-dashed px-6 py-16 text-center">
        <span className="icon-search-x size-12 text-muted-foreground" />
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
  return (
    <SearchFinder query={query} category={category} selection={selection} page={results}>
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-bold uppercase">YOU MAY ALSO LIKE</h2>
        <p className="text-sm text-muted-foreground">{productCount(results.matched)}</p>
      </div>
      <SearchProductCards
        className={results.facets.length > 0 ? 'grid gap-6 sm:grid-cols-2 2xl:grid-cols-3' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}
        cards={results.hits.map(({ card, approvals }) => searchProductCard({ product: card, similar: card.similar, approvals }))}
      />
    </SearchFinder>
  );
}
