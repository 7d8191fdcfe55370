import { useCallback, useDeferredValue, useMemo, useState } from 'react';

/** Rows drawn at once; 'Show more' adds as many again. Keeps each keystroke cheap with 20,000 entries. */
export const SEARCH_PAGE_SIZE = 50;

export interface PagedSearch<T> {
  /** What is in the search box, as typed. */
  query: string;
  /** A new query (typed, or from the address): the list starts again at its first page. */
  setQuery: (query: string) => void;
  /** Everything that matches the query (the deferred one: typing stays responsive). */
  matches: readonly T[];
  /** The first `shown` matches: the rows drawn. */
  visible: readonly T[];
  shown: number;
  /** More matches than rows drawn. */
  hasMore: boolean;
  showMore: () => void;
  /** Back to the first page, when something else than the query narrows the list (a filter). */
  firstPage: () => void;
}

/**
 * A search box over a list drawn a page at a time (/words, /sents, the console's dictionary). The
 * list is filtered with the deferred query, so React keeps the box answering each keystroke at once
 * and draws the matches when it has time. `filter` must keep its identity while what it filters is
 * unchanged (a module function, or a `useCallback`), else every render filters again.
 */
export function usePagedSearch<T>(
  filter: (query: string) => readonly T[],
  { initialQuery = '' }: { initialQuery?: string } = {},
): PagedSearch<T> {
  const [query, setQueryValue] = useState(initialQuery);
  const [shown, setShown] = useState(SEARCH_PAGE_SIZE);
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => filter(deferredQuery), [filter, deferredQuery]);
  const visible = useMemo(() => matches.slice(0, shown), [matches, shown]);

  const setQuery = useCallback((next: string) => {
    setQueryValue(next);
    setShown(SEARCH_PAGE_SIZE);
  }, []);
  const showMore = useCallback(() => setShown((n) => n + SEARCH_PAGE_SIZE), []);
  const firstPage = useCallback(() => setShown(SEARCH_PAGE_SIZE), []);

  return { query, setQuery, matches, visible, shown, hasMore: matches.length > shown, showMore, firstPage };
}
