'use client';

import Link from 'next/link';
import { useSearchState } from '@/components/catalogue/search/search-state';
import { buttonVariants } from '@/components/ui/button-variants';

/** 'Clear Search' in the empty state: a link to /search, which also resets the search box. */
export function ClearSearchButton() {
  const { clear } = useSearchState();
  return (
    <Link
      href="/search"
      className={buttonVariants({ variant: 'outline', className: 'mt-6' })}
      scroll={false}
      onClick={(event) => {
        event.preventDefault();
        clear();
      }}
    >
      Clear Search
    </Link>
  );
}
