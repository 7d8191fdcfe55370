import { queryOptions } from '@tanstack/react-query';
import { wordleGameResponseSchema } from '@langapp/shared';
import type { WordleServerGame } from '@langapp/shared';
import { apiRequest, getJson, NetworkError } from '../lib/api-client';
import { offline } from './offline-port';

// A signed-in learner's game of a day, kept on their account so another device continues it
// (ADR 056). A visitor's game stays in the browser and never asks.

/** GET /api/wordle-game?date=: the learner's game of `date` as the account has it. */
export const wordleGameQuery = (date: string) =>
  queryOptions({
    queryKey: ['wordle', 'game', date],
    queryFn: async (): Promise<WordleServerGame> =>
      (await getJson(`/api/wordle-game?date=${encodeURIComponent(date)}`, wordleGameResponseSchema)).game,
    // Asked afresh at each opening: another device may have played since.
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
    meta: { what: 'Wordle game' },
  });

/**
 * POST /api/wordle-game: every guess of the game so far; answers the game as the account keeps it.
 * When no answer comes (offline, a dropped connection), the guesses wait in the queue as one
 * 'wordle-guesses' change per game, the latest replacing the one before ('queued', ADR 066); the
 * queue's code loads only then, so the game's page does not carry it.
 */
export async function sendWordleGuesses(date: string, guesses: string[]): Promise<WordleServerGame | 'queued'> {
  try {
    return (
      await apiRequest('/api/wordle-game', wordleGameResponseSchema, {
        method: 'POST',
        json: { date, guesses },
      })
    ).game;
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    if (!(await offline.queueLatest('wordle-guesses', { date, guesses }, (queued) => queued.date === date))) throw error;
    return 'queued';
  }
}
