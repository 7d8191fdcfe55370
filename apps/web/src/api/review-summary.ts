import { queryOptions } from '@tanstack/react-query';
import { reviewSummarySchema } from '@langapp/shared';
import type { ReviewSummary } from '@langapp/shared';
import { getJson, NetworkError } from '../lib/api-client';
import { timeZoneParam } from '../lib/time-zone';
import { offline } from './offline-port';

/**
 * The first part of every query key of the review deck's data (this module's summary and
 * apps/web/src/api/review.ts): a finished lesson or a rating asks them all again. Here, in the
 * module the navbar loads anyway, so that the lessons module does not bring the review module.
 */
export const REVIEW_QUERY_KEY = 'review';

/** The progress page's query (its key in apps/web/src/api/review.ts). */
export const PROGRESS_QUERY_KEY = [REVIEW_QUERY_KEY, 'progress'] as const;

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

/** Whether this browser keeps a deck offline (IndexedDB and the Cache API; not in a test's jsdom). */
const canKeep = () => typeof indexedDB !== 'undefined' && typeof caches !== 'undefined';

/**
 * GET /api/review/summary: the counts the navbar and the home page show, asked again when the next
 * card falls due (within a day), besides after every rating. When the server gives no answer
 * (offline), the counts of the deck's download with the changes waiting to be sent applied over it
 * (ADR 065), from the first page offline; the device's code loads only then.
 */
export const reviewSummaryQuery = queryOptions({
  queryKey: [REVIEW_QUERY_KEY, 'summary'],
  queryFn: async (): Promise<ReviewSummary> => {
    try {
      return await getJson(`/api/review/summary?${timeZoneParam()}`, reviewSummarySchema);
    } catch (error) {
      if (!(error instanceof NetworkError) || !canKeep()) throw error;
      const onDevice = await offline.deviceReviewSummary();
      if (onDevice === null) throw error;
      return onDevice;
    }
  },
  refetchInterval: (query) => msUntilDue(query.state.data?.nextDue),
  meta: { what: 'review' },
});
