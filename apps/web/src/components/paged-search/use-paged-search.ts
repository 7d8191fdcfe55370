import { useCallback, useMemo, useState } from 'react';

/** Rows drawn at once; 'Show more' adds as many again. Keeps each keystroke cheap with 20,000 entries. */
export const SEARCH_PAGE_SIZE = 50;

export interface PagedSearch<T> {
  /** What is in the search box, as typed. */
  query: string;
  /** A new query (typed, or from the address): the list starts again at its first page. */
  setQuery: (query: string) => void;
  /** Everything that matches the query. */
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
 * A search box over a list drawn a page at a time (/words, /sents, the console's dictionary): each
 * keystroke filters and draws the first page at once. `filter` must keep its identity while what it
 * filters is unchanged (a module function, or a `useCallback`), else every render filters again.
 */
export function usePagedSearch<T>(
  filter: (query: string) => readonly T[],
  { initialQuery = '' }: { initialQuery?: string } = {},
): PagedSearch<T> {
  const [query, setQueryValue] = useState(initialQuery);
  const [shown, setShown] = useState(SEARCH_PAGE_SIZE);
  // Filtered with the query as typed, in the keystroke's own render (ADR 077): a page of rows and a
  // search that looks only among the last query's finds fit in one frame, where a deferred render
  // showed the result a frame later.
  const matches = useMemo(() => filter(query), [filter, query]);
  const visible = useMemo(() => matches.slice(0, shown), [matches, shown]);

  const setQuery = useCallback((next: string) => {
    setQueryValue(next);
    setShown(SEARCH_PAGE_SIZE);
  }, []);
  const showMore = useCallback(() => setShown((n) => n + SEARCH_PAGE_SIZE), []);
  const firstPage = useCallback(() => setShown(SEARCH_PAGE_SIZE), []);

  return { query, setQuery, matches, visible, shown, hasMore: matches.length > shown, showMore, firstPage };
}
