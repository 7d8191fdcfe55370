import { queryOptions } from '@tanstack/react-query';
import { wordleGameResponseSchema } from '@langapp/shared';
import type { WordleServerGame } from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';

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

/** POST /api/wordle-game: every guess of the game so far; answers the game as the account keeps it. */
export const sendWordleGuesses = async (date: string, guesses: string[]): Promise<WordleServerGame> =>
  (
    await apiRequest('/api/wordle-game', wordleGameResponseSchema, {
      method: 'POST',
      json: { date, guesses },
    })
  ).game;
