import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewModeBodySchema } from '@langapp/shared';
import type { ReviewMode } from '@langapp/shared';
import { apiRequest, getJson, NetworkError } from '../lib/api-client';
import { offline } from './offline-port';
import { REVIEW_QUERY_KEY } from './review-summary';

// The review's mode (ADR 081): 'standard' or 'say-it', kept per learner on the server. The device
// keeps the last mode it knew, so the review offline keeps it too; a choice made offline waits in
// the queue (a 'review-mode' operation, the latest replacing any waiting) and is sent when the
// connection returns.
const MODE_STORAGE_KEY = 'review:mode';

/** The mode this device last knew (a learner who never chose: 'standard'). */
export function keptReviewMode(): ReviewMode {
  try {
    return window.localStorage.getItem(MODE_STORAGE_KEY) === 'say-it' ? 'say-it' : 'standard';
  } catch {
    return 'standard';
  }
}

function keepReviewMode(mode: ReviewMode) {
  try {
    window.localStorage.setItem(MODE_STORAGE_KEY, mode);
  } catch {
    // Storage refused (a private window): the server keeps it.
  }
}

/** GET /api/review/mode; without an answer (offline), the mode this device last knew. */
export const reviewModeQuery = queryOptions({
  queryKey: [REVIEW_QUERY_KEY, 'mode'],
  queryFn: async (): Promise<ReviewMode> => {
    try {
      const { mode } = await getJson('/api/review/mode', reviewModeBodySchema);
      keepReviewMode(mode);
      return mode;
    } catch (error) {
      if (error instanceof NetworkError) return keptReviewMode();
      throw error;
    }
  },
  networkMode: 'always',
  staleTime: 5 * 60_000,
  meta: { what: 'review mode' },
});

/** POST /api/review/mode: shown at once; offline, queued ('queued') and sent when back online. */
export function useSetReviewMode() {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (mode: ReviewMode): Promise<ReviewMode | 'queued'> => {
      try {
        return (
          await apiRequest('/api/review/mode', reviewModeBodySchema, { method: 'POST', json: { mode } })
        ).mode;
      } catch (error) {
        if (error instanceof NetworkError && (await offline.queueLatest('review-mode', { mode }, () => true)))
          return 'queued';
        throw error;
      }
    },
    onMutate: (mode) => {
      const before = queryClient.getQueryData(reviewModeQuery.queryKey);
      queryClient.setQueryData(reviewModeQuery.queryKey, mode);
      keepReviewMode(mode);
      return { before };
    },
    onSuccess: (answer) => {
      if (answer === 'queued') return;
      queryClient.setQueryData(reviewModeQuery.queryKey, answer);
      keepReviewMode(answer);
    },
    onError: (_error, _mode, context) => {
      const before = context?.before;
      if (before === undefined) return;
      queryClient.setQueryData(reviewModeQuery.queryKey, before);
      keepReviewMode(before);
    },
    meta: { failure: 'The review mode could not be saved.' },
  });
}
