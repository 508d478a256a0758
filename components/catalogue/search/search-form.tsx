'use client';

import { useState } from 'react';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useSearchState } from '@/components/catalogue/search/search-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect, NativeSelectOption } from '@/components/ui/native-select';
import { categoryBadgeLabel, MAX_QUERY_LENGTH, parseSearchCategory } from '@/lib/domain/search';
import { productCategoryKeys } from '@/lib/domain/options';
import { cn } from '@/lib/utils';

export const SEARCH_PLACEHOLDER = 'Search for products, applications, or specifications...';

/**
 * The search box, the Filters panel with its Category dropdown, and Clear (spec §2). It is a GET
 * form: without JavaScript it submits to /search like any form, and its buttons (Filters, Clear)
 * submit too and are answered by the server; with JavaScript, results follow the typing.
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
          <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={SEARCH_PLACEHOLDER}
            aria-label="Search products"
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            className="h-12 pl-11 text-base md:text-base"
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" variant="accent" className="h-12 flex-1 px-5 sm:flex-none">
            Search
          </Button>
          <Button
            type="submit"
            name="filters"
            value={filtersOpen ? 'closed' : 'open'}
            variant="outline"
            className={cn('h-12 flex-1 sm:flex-none', filtersOpen && 'border-accent text-accent')}
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={(event) => {
              event.preventDefault();
              setFiltersOpen((open) => !open);
            }}
          >
            <SlidersHorizontal aria-hidden="true" />
            Filters
          </Button>
          {active && (
            <Button
              type="submit"
              name="clear"
              value="1"
              variant="ghost"
              className="h-12 flex-1 sm:flex-none"
              onClick={(event) => {
                event.preventDefault();
                clear();
              }}
            >
              <X aria-hidden="true" />
              Clear
            </Button>
          )}
        </div>
      </div>
      <div id="search-filters" hidden={!filtersOpen} className="rounded-lg border bg-muted/60 p-4">
        <div className="grid gap-1.5 sm:max-w-xs">
          <label htmlFor="search-category" className="text-sm font-semibold">
            Category
          </label>
          <NativeSelect id="search-category" name="category" value={category} onChange={(event) => setCategory(parseSearchCategory(event.target.value))}>
            <NativeSelectOption value="all">All Categories</NativeSelectOption>
            {productCategoryKeys.map((key) => (
              <NativeSelectOption key={key} value={key}>
                {categoryBadgeLabel(key)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      </div>
    </form>
  );
}
