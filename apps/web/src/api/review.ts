import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  addReviewItemResponseSchema,
  progressResponseSchema,
  reviewDeckResponseSchema,
  reviewQueueSchema,
  reviewSettingsResponseSchema,
} from '@langapp/shared';
import type {
  AddReviewItemRequest,
  Progress,
  ReviewDeck,
  ReviewQueue,
  ReviewRating,
  ReviewSettings,
  ReviewSummary,
} from '@langapp/shared';
import { apiRequest, getJson, NetworkError } from '../lib/api-client';
import { browserTimeZone, timeZoneParam } from '../lib/time-zone';
import { offline } from './offline-port';
import { PROGRESS_QUERY_KEY, REVIEW_QUERY_KEY, reviewSummaryQuery } from './review-summary';

// The learner's review deck (FSRS), settings and progress. Days count in the browser's time zone,
// sent with every call (`tz`), so "today" is the learner's own day wherever they are.

/** Every query of this module starts with this key: a rating or an added item changes them all. */
const REVIEW = REVIEW_QUERY_KEY;

/** GET /api/review/cards: the queue of cards to review now. */
export const reviewQueueQuery = queryOptions({
  queryKey: [REVIEW, 'queue'],
  queryFn: (): Promise<ReviewQueue> => getJson(`/api/review/cards?${timeZoneParam()}`, reviewQueueSchema),
  // The queue changes only through this learner's ratings, which answer the new queue.
  staleTime: 60_000,
  meta: { what: 'review' },
});

/** GET /api/review/deck: the words and sentences in the deck. */
export const reviewDeckQuery = queryOptions({
  queryKey: [REVIEW, 'deck'],
  queryFn: (): Promise<ReviewDeck> => getJson('/api/review/deck', reviewDeckResponseSchema),
  meta: { what: 'review' },
});

/** GET /api/review/settings. */
export const reviewSettingsQuery = queryOptions({
  queryKey: [REVIEW, 'settings'],
  queryFn: async (): Promise<ReviewSettings> =>
    (await getJson('/api/review/settings', reviewSettingsResponseSchema)).settings,
  meta: { what: 'review settings' },
});

/** GET /api/progress: streak, goal, words known, lessons, the 12-week calendar. */
export const progressQuery = queryOptions({
  queryKey: PROGRESS_QUERY_KEY,
  queryFn: (): Promise<Progress> => getJson(`/api/progress?${timeZoneParam()}`, progressResponseSchema),
  meta: { what: 'progress' },
});

/** After a change to the deck or the learner's activity: every review query is asked again. */
function invalidateReview(queryClient: QueryClient, except?: readonly unknown[]) {
  void queryClient.invalidateQueries({
    queryKey: [REVIEW],
    predicate: (query) => except === undefined || query.queryKey[1] !== except[1],
  });
}

/** The answer of a rating or an undo is the new queue: it replaces the cached one at once. */
function showQueue(queryClient: QueryClient, queue: ReviewQueue) {
  queryClient.setQueryData(reviewQueueQuery.queryKey, queue);
  queryClient.setQueryData<ReviewSummary>(reviewSummaryQuery.queryKey, {
    counts: queue.counts,
    nextDue: queue.nextDue,
  });
  invalidateReview(queryClient, reviewQueueQuery.queryKey);
}

/** A rating sent to the server: the device's id of it (`opId`) and when it was made. */
export interface SentRating {
  cardId: number;
  rating: ReviewRating;
  opId: string;
  at: number;
}

/** What the device does beside the server's rating (the review page's deck on the device, ADR 065). */
export interface DeviceFollower {
  /** The server rated it: the device's deck follows. */
  rated(rating: SentRating): Promise<void>;
  /** No answer came: the rating is kept to be sent again with its id; false when it cannot be. */
  unanswered(rating: SentRating): Promise<boolean>;
  /** The server took back its last rating: the device's deck follows. */
  undone(): Promise<void>;
}

/** The device's part must not fail the server's: it is only said in the log. */
const quietly = (work: Promise<unknown>) =>
  work.catch((error: unknown) => console.warn('The review deck on this device could not follow.', error));

/**
 * POST /api/review/rate: rates a card (1 Again, 2 Hard, 3 Good, 4 Easy), with an id made for the
 * rating (`opId`): the server applies it once, however often it is sent. When no answer comes (the
 * connection dropped: the server may have it or not), `device` keeps it to be sent again with the
 * same id, and the mutation answers 'kept'.
 */
export function useRateCard(device?: DeviceFollower) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cardId, rating }: { cardId: number; rating: ReviewRating }) => {
      const sent: SentRating = { cardId, rating, opId: crypto.randomUUID(), at: Date.now() };
      try {
        const queue = await apiRequest('/api/review/rate', reviewQueueSchema, {
          method: 'POST',
          json: { cardId, rating, tz: browserTimeZone(), opId: sent.opId },
        });
        if (device) await quietly(device.rated(sent));
        return queue;
      } catch (error) {
        if (error instanceof NetworkError && device && (await device.unanswered(sent)))
          return 'kept' as const;
        throw error;
      }
    },
    // The review page shows the server's sentence for a refused rating.
    meta: { failure: 'The rating could not be saved.', refusalShown: true },
    onSuccess: (answer) => {
      if (answer !== 'kept') showQueue(queryClient, answer);
    },
  });
}

/** POST /api/review/undo: takes back the last rating. */
export function useUndoRating(device?: Pick<DeviceFollower, 'undone'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const queue = await apiRequest('/api/review/undo', reviewQueueSchema, {
        method: 'POST',
        json: { tz: browserTimeZone() },
      });
      if (device) await quietly(device.undone());
      return queue;
    },
    meta: { failure: 'The rating could not be taken back.', refusalShown: true },
    onSuccess: (queue) => showQueue(queryClient, queue),
  });
}

/**
 * POST /api/review/items: adds a word or a sentence to the deck (no card is added twice). Offline,
 * the addition waits in the queue ('queued') and is sent when the connection returns (ADR 065).
 */
export const addReviewItem = (item: AddReviewItemRequest) =>
  offline.sendOrQueue('review-add', { item }, () =>
    apiRequest('/api/review/items', addReviewItemResponseSchema, { method: 'POST', json: item }),
  );

export function useAddReviewItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReviewItem,
    meta: { failure: 'A word could not be added to the review deck.' },
    onSuccess: (answer) => {
      if (answer !== 'queued' && answer.added > 0) invalidateReview(queryClient);
    },
  });
}

/** POST /api/review/settings. */
export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReviewSettings) =>
      apiRequest('/api/review/settings', reviewSettingsResponseSchema, { method: 'POST', json: settings }),
    meta: { failure: 'The review settings could not be saved.', refusalShown: true },
    onSuccess: ({ settings }) => {
      queryClient.setQueryData(reviewSettingsQuery.queryKey, settings);
      invalidateReview(queryClient, reviewSettingsQuery.queryKey);
    },
  });
}
