import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewQueue, ReviewRating, ReviewSummary } from '@langapp/shared';
import type { DeviceFollower } from '../../api/review';
import { REVIEW_QUERY_KEY, reviewSummaryQuery } from '../../api/review-summary';
import {
  deviceReviewQueue,
  followOnlineRating,
  followOnlineUndo,
  keepUnansweredRating,
  rateOnDevice,
  undoOnDevice,
} from '../../offline/offline-deck';

// The review without a connection (ADR 065, "The review offline"): the same queue, ratings and undo
// as the server's calls, answered on the device from the deck's download (src/offline/offline-deck.ts).

/**
 * The queue on the device, or null when the deck is not downloaded. Under the review's key: once the
 * connection returns and the queue is sent, invalidating the review asks the server again.
 */
export const deviceQueueQuery = queryOptions({
  queryKey: [REVIEW_QUERY_KEY, 'device-queue'],
  queryFn: (): Promise<ReviewQueue | null> => deviceReviewQueue(),
  // Read from the device: no connection needed; only the device's ratings change it.
  networkMode: 'always',
  staleTime: Infinity,
  meta: { what: 'downloaded review deck' },
});

/** A rating or an undo on the device answers the new queue, as the server's do. */
function useDeviceMutation<V>(mutationFn: (variables: V) => Promise<ReviewQueue>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    networkMode: 'always',
    meta: { failure: 'The rating could not be kept on this device.' },
    onSuccess: (queue) => {
      queryClient.setQueryData(deviceQueueQuery.queryKey, queue);
      queryClient.setQueryData<ReviewSummary>(reviewSummaryQuery.queryKey, {
        counts: queue.counts,
        nextDue: queue.nextDue,
      });
    },
  });
}

export const useRateOnDevice = () =>
  useDeviceMutation(({ cardId, rating }: { cardId: number; rating: ReviewRating }) =>
    rateOnDevice(cardId, rating),
  );

export const useUndoOnDevice = () => useDeviceMutation(() => undoOnDevice());

/** Whether this browser keeps a deck and a queue (IndexedDB and the Cache API; not in a test's jsdom). */
const canKeep = () => typeof indexedDB !== 'undefined' && typeof caches !== 'undefined';

/**
 * The device's part of an online review: the deck on the device follows the server's ratings and
 * undos, and a rating whose answer was lost waits in the queue with its id (the server applies it
 * once: if the first request arrived, the queued one is a duplicate) and is rated on the device.
 */
export const deviceFollower: DeviceFollower = {
  rated: async ({ opId, cardId, rating, at }) => {
    if (canKeep()) await followOnlineRating(opId, cardId, rating, at);
  },
  unanswered: async ({ opId, cardId, rating, at }) => {
    if (!canKeep()) return false;
    await keepUnansweredRating(opId, cardId, rating, at);
    return true;
  },
  undone: async () => {
    if (canKeep()) await followOnlineUndo();
  },
};
