'use client';

import Link from 'next/link';
import { useSearchState } from '@/components/catalogue/search/search-state';
import { Button } from '@/components/ui/button';

/** 'Clear Search' in the empty state: a link to /search, which also resets the search box. */
export function ClearSearchButton() {
  const { clear } = useSearchState();
  return (
    <Button asChild variant="outline" className="mt-6">
      <Link
        href="/search"
        scroll={false}
        onClick={(event) => {
          event.preventDefault();
          clear();
        }}
      >
        Clear Search
      </Link>
    </Button>
  );
}
