import { queryOptions } from '@tanstack/react-query';
import { wordleResultsResponseSchema } from '@langapp/shared';
import type { WordleResults } from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';
import { offline } from './offline-port';

// A signed-in learner's Wordle games, kept on their account. A module of its own: only signed-in
// pages load it (the game for a visitor keeps its statistics in the browser).

/** GET /api/wordle-results: the signed-in learner's Wordle games, kept on their account. */
export const wordleResultsQuery = queryOptions({
  queryKey: ['wordle', 'results'],
  queryFn: async (): Promise<WordleResults> =>
    (await getJson('/api/wordle-results', wordleResultsResponseSchema)).results,
  meta: { what: 'Wordle statistics' },
});

/**
 * POST /api/wordle-results: adds the games the account does not have yet; answers them all.
 * Offline, each game waits in the queue as one operation ('queued') and is sent when the connection
 * returns (ADR 065).
 */
export const sendWordleResults = async (results: WordleResults): Promise<WordleResults | 'queued'> => {
  const games = Object.entries(results).map(([game, guesses]) => ({
    kind: 'wordle-result' as const,
    body: { game, guesses },
  }));
  const answer = await offline.sendOrQueueAll(games, () =>
    apiRequest('/api/wordle-results', wordleResultsResponseSchema, { method: 'POST', json: { results } }),
  );
  return answer === 'queued' ? answer : answer.results;
};
