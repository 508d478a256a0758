import Link from 'next/link';
import { ActiveFilters } from '@/components/catalogue/finder/active-filters';
import { FinderPanel } from '@/components/catalogue/finder/finder-panel';
import { CompareTray } from '@/components/catalogue/compare/compare-tray';
import type { SearchPage } from '@/db/types';
import { finderHref, type FacetSelection } from '@/lib/domain/facets';
import type { SearchCategory } from '@/lib/domain/search';

const RESULTS_ID = 'search-finder-results';

/** The search text and category the finder's links and form keep. */
export function searchBaseParams(query: string, category: SearchCategory): [string, string][] {
  return [...(query ? [['q', query] as [string, string]] : []), ...(category !== 'all' ? [['category', category] as [string, string]] : [])];
}

/**
 * Search results with the finder beside them: the facets of everything found, the ticked ones
 * applied, the compare form, and a note when only the first cards of a long list are shown.
 */
export function SearchFinder({
  query,
  category,
  selection,
  page,
  children,
}: {
  query: string;
  category: SearchCategory;
  selection: FacetSelection;
  page: SearchPage;
  children: React.ReactNode;
}) {
  const base = searchBaseParams(query, category);
  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
      {page.facets.length > 0 && (
        <section aria-label="Filters" className="finder-aside">
          <FinderPanel path="/search" base={base} facets={page.facets} selection={selection} resultsId={RESULTS_ID} />
        </section>
      )}
      <div id={RESULTS_ID} className={page.facets.length > 0 ? 'min-w-0 aria-busy:opacity-60' : 'min-w-0 lg:col-span-2'}>
        <ActiveFilters path="/search" base={base} selection={selection} shown={page.matched} total={page.total} />
        {page.matched === 0 ? (
          <div className="rounded-lg border border-dashed px-6 py-12 text-center">
            <p className="font-semibold">No products match these filters.</p>
            <Link href={finderHref('/search', base, {})} scroll={false} className="mt-2 inline-block text-sm font-semibold text-accent hover:underline">
              Show all results
            </Link>
          </div>
        ) : (
          children
        )}
        {page.matched > page.hits.length && (
          <p className="mt-6 text-sm text-muted-foreground">
            Showing the first {page.hits.length} of {page.matched} products: narrow the list with the filters or more words.
          </p>
        )}
        <CompareTray />
      </div>
    </div>
  );
}
