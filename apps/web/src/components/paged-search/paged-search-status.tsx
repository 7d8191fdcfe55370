import { Button } from 'react-bootstrap';
import { EmptyState } from '../empty-state';
import type { PagedSearch } from './use-paged-search';

/**
 * The status line under a paged search: 'Showing 50 of 120 entries.' while some are not drawn yet,
 * else '3 entries.' / '1 entry.'. When nothing matches, the spec's empty result ('No matching
 * lexical entries found.') in the designed empty state, with a hint and a button that clears the
 * search. One live region throughout, so each change is announced.
 */
export function PagedSearchStatus({
  search,
  none,
  one,
  many,
  hint = 'Try another spelling, or search by the English gloss.',
  onClear = () => search.setQuery(''),
}: {
  search: PagedSearch<unknown>;
  /** The spec's empty result ('No matching lexical entries found.'). */
  none: string;
  /** What one match is called ('entry'), and more than one ('entries'). */
  one: string;
  many: string;
  /** How to find something, under the empty result. */
  hint?: string;
  /** Clears the search and whatever filters narrow it (the search box alone by default). */
  onClear?: () => void;
}) {
  const total = search.matches.length;
  const { shown } = search;
  return (
    <div role="status">
      {total === 0 ? (
        <EmptyState
          title={none}
          actions={
            <Button variant="outline-primary" onClick={onClear}>
              Clear the search
            </Button>
          }
        >
          {hint}
        </EmptyState>
      ) : (
        <p>
          {total > shown ? `Showing ${shown} of ${total} ${many}.` : `${total} ${total === 1 ? one : many}.`}
        </p>
      )}
    </div>
  );
}

/** 'Show more', while some matches are not drawn yet. */
export function ShowMoreButton({ search, className }: { search: PagedSearch<unknown>; className?: string }) {
  if (!search.hasMore) return null;
  return (
    <Button variant="outline-primary" className={className} onClick={search.showMore}>
      Show more
    </Button>
  );
}
