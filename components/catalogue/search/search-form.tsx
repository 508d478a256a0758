'use client';

import { useState } from 'react';
import { useSearchState } from '@/components/catalogue/search/search-state';
import { buttonVariants } from '@/components/ui/button-variants';
import { controlClasses } from '@/components/ui/control-classes';
import { categoryBadgeLabel, MAX_QUERY_LENGTH, parseSearchCategory } from '@/lib/domain/search';
import { productCategoryKeys } from '@/lib/domain/product-categories';

export const SEARCH_PLACEHOLDER = 'Search for products, applications, or specifications...';

/**
 * The search box, the Filters panel with its Category dropdown, and Clear (spec §2). It is a GET
 * form: without JavaScript it submits to /search like any form, and its buttons (Filters, Clear)
 * submit too and are answered by the server; with JavaScript, results follow the typing.
 * Plain elements styled like the Input, Button and NativeSelect primitives: those merge classes
 * with tailwind-merge, which this island does without.
 */
export function SearchForm({ initiallyOpen }: { initiallyOpen: boolean }) {
  const { query, category, setQuery, setCategory, submit, clear } = useSearchState();
  const [filtersOpen, setFiltersOpen] = useState(initiallyOpen || category !== 'all');
  const active = query.trim() !== '' || category !== 'all';

  return (
    <form
      role="search"
      action="/search"
      method="get"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <span className="icon-search pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" />
          <input
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={SEARCH_PLACEHOLDER}
            aria-label="Search products"
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            className={`flex h-12 py-2 pr-3 pl-11 text-base placeholder:text-muted-foreground ${controlClasses}`}
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonVariants({ variant: 'accent', size: 'lg', className: 'flex-1 sm:flex-none' })}>
            Search
          </button>
          <button
            type="submit"
            name="filters"
            value={filtersOpen ? 'closed' : 'open'}
            className={buttonVariants({ variant: 'outline', size: 'lg', className: 'flex-1 aria-expanded:border-accent aria-expanded:text-accent sm:flex-none' })}
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={(event) => {
              event.preventDefault();
              setFiltersOpen((open) => !open);
            }}
          >
            <span className="icon-sliders-horizontal" />
            Filters
          </button>
          {active && (
            <button
              type="submit"
              name="clear"
              value="1"
              className={buttonVariants({ variant: 'ghost', size: 'lg', className: 'flex-1 sm:flex-none' })}
              onClick={(event) => {
                event.preventDefault();
                clear();
              }}
            >
              <span className="icon-x" />
              Clear
            </button>
          )}
        </div>
      </div>
      <div id="search-filters" hidden={!filtersOpen} className="rounded-lg border bg-muted/60 p-4">
        <div className="grid gap-1.5 sm:max-w-xs">
          <label htmlFor="search-category" className="text-sm font-semibold">
            Category
          </label>
          <div className="relative w-full">
            <select
              id="search-category"
              name="category"
              value={category}
              onChange={(event) => setCategory(parseSearchCategory(event.target.value))}
              className={`h-10 appearance-none py-2 pr-9 pl-3 text-base md:text-sm ${controlClasses}`}
            >
              <option value="all">All Categories</option>
              {productCategoryKeys.map((key) => (
                <option key={key} value={key}>
                  {categoryBadgeLabel(key)}
                </option>
              ))}
            </select>
            <span className="icon-chevron-down pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
          </div>
        </div>
      </div>
    </form>
  );
}
