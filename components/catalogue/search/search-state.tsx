'use client';

import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { normalizeSearchText, parseSearchCategory, searchHref, type SearchCategory } from '@/lib/domain/search';

/** Typing pauses this long before the results (and the URL) follow. */
export const SEARCH_DEBOUNCE_MS = 300;

type SearchState = {
  query: string;
  category: SearchCategory;
  /** true while the results for the latest query are on their way */
  isPending: boolean;
  setQuery: (query: string) => void;
  setCategory: (category: SearchCategory) => void;
  /** search now (Enter or the Search button) */
  submit: () => void;
  clear: () => void;
};

const SearchContext = createContext<SearchState | null>(null);

export function useSearchState(): SearchState {
  const state = use(SearchContext);
  if (!state) throw new Error('useSearchState must be used inside <SearchStateProvider>');
  return state;
}

/**
 * The search page's state: q and category live in the URL (spec §2), read on entry and replaced as
 * they change, without a full reload; the server renders the results for whatever the URL says.
 */
export function SearchStateProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const params = useSearchParams();
  const urlQuery = normalizeSearchText(params.get('q'));
  const urlCategory = parseSearchCategory(params.get('category'));

  const [query, setQueryValue] = useState(urlQuery);
  const [category, setCategoryValue] = useState<SearchCategory>(urlCategory);
  const [isPending, startTransition] = useTransition();
  const pushed = useRef({ query: urlQuery, category: urlCategory });
  const latest = useRef({ query, category });
  latest.current = { query, category };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The URL changed without us (back/forward, a link to /search): show what it says.
  useEffect(() => {
    if (urlQuery === pushed.current.query && urlCategory === pushed.current.category) return;
    pushed.current = { query: urlQuery, category: urlCategory };
    setQueryValue(urlQuery);
    setCategoryValue(urlCategory);
  }, [urlQuery, urlCategory]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const navigate = useCallback(
    (nextQuery: string, nextCategory: SearchCategory) => {
      clearTimeout(timer.current);
      const normalized = normalizeSearchText(nextQuery);
      if (normalized === pushed.current.query && nextCategory === pushed.current.category) return;
      pushed.current = { query: normalized, category: nextCategory };
      startTransition(() => router.replace(searchHref(normalized, nextCategory), { scroll: false }));
    },
    [router],
  );

  const state = useMemo<SearchState>(
    () => ({
      query,
      category,
      isPending,
      setQuery: (next) => {
        setQueryValue(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => navigate(next, latest.current.category), SEARCH_DEBOUNCE_MS);
      },
      setCategory: (next) => {
        setCategoryValue(next);
        navigate(latest.current.query, next);
      },
      submit: () => navigate(latest.current.query, latest.current.category),
      clear: () => {
        setQueryValue('');
        setCategoryValue('all');
        navigate('', 'all');
      },
    }),
    [query, category, isPending, navigate],
  );

  return <SearchContext value={state}>{children}</SearchContext>;
}
