import { queryOptions } from '@tanstack/react-query';
import { reviewSummarySchema } from '@langapp/shared';
import type { ReviewSummary } from '@langapp/shared';
import { getJson } from '../lib/api-client';
import { timeZoneParam } from '../lib/time-zone';
import { REVIEW_QUERY_KEY } from './review-key';

// The review count every signed-in page's navbar shows: a module of its own, so that the navbar
// does not bring the whole review deck's module (apps/web/src/api/review.ts) with it.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long until the next card is due, to ask the server again then (a query's refetchInterval):
 * false when nothing is due within a day (a later visit or a focus of the window asks anyway).
 * A second late, so that the card is due by the server's clock too.
 */
export function msUntilDue(nextDue: string | null | undefined, now = Date.now()): number | false {
  if (!nextDue) return false;
  const ms = Date.parse(nextDue) - now;
  return ms > 0 && ms <= DAY_MS ? ms + 1000 : false;
}

/**
 * GET /api/review/summary: the counts the navbar and the home page show, asked again when the next
 * card falls due (within a day), besides after every rating.
 */
export const reviewSummaryQuery = queryOptions({
  queryKey: [REVIEW_QUERY_KEY, 'summary'],
  queryFn: (): Promise<ReviewSummary> =>
    getJson(`/api/review/summary?${timeZoneParam()}`, reviewSummarySchema),
  refetchInterval: (query) => msUntilDue(query.state.data?.nextDue),
  meta: { what: 'review' },
});
