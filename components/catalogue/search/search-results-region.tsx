'use client';

import { useSearchState } from '@/components/catalogue/search/search-state';
import { Skeleton } from '@/components/ui/skeleton';

/** Spec §9: six placeholder cards while a search is on its way. */
export const SEARCH_PLACEHOLDER_CARDS = 6;

/**
 * Shows the server-rendered results, or placeholders while newer ones are loading. Screen readers
 * hear only the one-line summary (a status that stays in place), not the whole grid again.
 */
export function SearchResultsRegion({ summary, children }: { summary: string; children: React.ReactNode }) {
  const { isPending } = useSearchState();
  return (
    <div aria-busy={isPending} className="mt-8">
      <p role="status" className="sr-only">
        {isPending ? 'Searching…' : summary}
      </p>
      {isPending ? <SearchResultsPlaceholder /> : children}
    </div>
  );
}

export function SearchResultsPlaceholder() {
  return (
    <div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true" data-testid="search-placeholders">
        {Array.from({ length: SEARCH_PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className="space-y-4 rounded-lg border bg-card p-5" data-placeholder-card="">
            <div className="flex items-start gap-4">
              <Skeleton className="size-20 shrink-0" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-1/3" />
              </div>
            </div>
            <div className="space-y-2">
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-full" />
              <Skeleton className="h-3.5 w-2/3" />
            </div>
            <Skeleton className="h-4 w-1/2" />
          </li>
        ))}
      </ul>
    </div>
  );
}
