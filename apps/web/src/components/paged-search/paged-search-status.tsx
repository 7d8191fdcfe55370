import { Button } from 'react-bootstrap';
import type { PagedSearch } from './use-paged-search';

/**
 * The status line under a paged search: `none` when nothing matches, 'Showing 50 of 120 entries.'
 * while some are not drawn yet, else '3 entries.' / '1 entry.'.
 */
export function PagedSearchStatus({
  search: { matches, shown },
  none,
  one,
  many,
}: {
  search: PagedSearch<unknown>;
  /** The spec's empty result ('No matching lexical entries found.'). */
  none: string;
  /** What one match is called ('entry'), and more than one ('entries'). */
  one: string;
  many: string;
}) {
  const total = matches.length;
  return (
    <p role="status">
      {total === 0
        ? none
        : total > shown
          ? `Showing ${shown} of ${total} ${many}.`
          : `${total} ${total === 1 ? one : many}.`}
    </p>
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
