import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminSuggestionsResponseSchema,
  decideSuggestionResponseSchema,
  mySuggestionsResponseSchema,
  submitSuggestionResponseSchema,
} from '@langapp/shared';
import type {
  ConsoleSuggestion,
  SubmitSuggestionRequest,
  Suggestion,
  SuggestionTarget,
} from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';
import { offline } from './offline-port';
import { SUGGESTIONS_QUERY_KEY } from './suggestion-count';

// Corrections from learners (ADR 060): the learner's suggestions and the form that sends one, the
// console's list and its decisions.

/** GET /api/suggestions: the signed-in learner's suggestions, newest first. */
export const mySuggestionsQuery = queryOptions({
  queryKey: [SUGGESTIONS_QUERY_KEY, 'mine'],
  queryFn: async (): Promise<Suggestion[]> =>
    (await getJson('/api/suggestions', mySuggestionsResponseSchema)).data,
  meta: { what: 'suggestions' },
});

export type ConsoleStatus = 'open' | 'decided';

/** GET /api/admin/suggestions?status=: the open ones (oldest first) or the latest decided, with the counts. */
export const adminSuggestionsQuery = (status: ConsoleStatus) =>
  queryOptions({
    queryKey: [SUGGESTIONS_QUERY_KEY, 'console', status],
    queryFn: () => getJson(`/api/admin/suggestions?status=${status}`, adminSuggestionsResponseSchema),
    meta: { what: 'suggestions' },
  });

/**
 * POST /api/suggestions: sends a learner's suggestion. Offline, it waits in the queue ('queued') and
 * is sent when the connection returns (ADR 065).
 */
export function useSubmitSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SubmitSuggestionRequest): Promise<Suggestion | 'queued'> => {
      const answer = await offline.sendOrQueue('suggestion', request, () =>
        apiRequest('/api/suggestions', submitSuggestionResponseSchema, { method: 'POST', json: request }),
      );
      return answer === 'queued' ? answer : answer.data;
    },
    onSuccess: (answer) => {
      if (answer !== 'queued') void queryClient.invalidateQueries({ queryKey: [SUGGESTIONS_QUERY_KEY] });
    },
    // The form shows the server's refusal (the limit of open suggestions, an item gone).
    meta: { refusalShown: true },
  });
}

/** The queries that show the item a decision changed. */
function itemKey(target: SuggestionTarget): readonly unknown[] {
  if (target.kind === 'entry') return ['lexicon'];
  if (target.kind === 'sentence') return ['sentences'];
  return ['texts', target.textId];
}

export type Decision =
  { id: number; action: 'accept'; text?: string } | { id: number; action: 'decline'; reason: string };

/**
 * POST /api/admin/suggestions/:id/accept (with the teacher's edit, or none) or .../decline (with a
 * reason). Refreshes the suggestions (the navbar's count too) and the item's queries.
 */
export function useDecideSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision): Promise<{ data: ConsoleSuggestion; emailed: boolean }> =>
      apiRequest(`/api/admin/suggestions/${decision.id}/${decision.action}`, decideSuggestionResponseSchema, {
        method: 'POST',
        json: decision.action === 'accept' ? { text: decision.text } : { reason: decision.reason },
      }),
    onSuccess: ({ data }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [SUGGESTIONS_QUERY_KEY] }),
        queryClient.invalidateQueries({ queryKey: itemKey(data.target) }),
      ]),
    // The console shows the server's refusal (decided already, an item gone).
    meta: { refusalShown: true },
  });
}
