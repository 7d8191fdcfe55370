import { queryOptions } from '@tanstack/react-query';
import {
  normalizeWord,
  wordleAnswerResponseSchema,
  wordleDatesResponseSchema,
  wordleValidResponseSchema,
} from '@langapp/shared';
import { getJson } from '../lib/api-client';
import { WORDLE_ANSWER_QUERY_KEY } from './wordle-answer-key';

/**
 * GET /api/wordle-valid: every word a guess may be, in the form guesses are compared in. The list
 * is large and changes only when the lexicon does: it is fetched once a visit and stays cached.
 */
export const wordleValidWordsQuery = queryOptions({
  queryKey: ['wordle', 'valid'],
  queryFn: async (): Promise<ReadonlySet<string>> =>
    new Set((await getJson('/api/wordle-valid', wordleValidResponseSchema)).lexs.map(normalizeWord)),
  staleTime: Infinity,
  gcTime: Infinity,
  meta: { what: 'Wordle words' },
});

/**
 * GET /api/wordle-answer: today's answer (date null), or the answer of `date` (the ?date= value as
 * given: the server judges it, and may answer that the date is invalid). A signed-in learner's
 * carries the take to play in their order of speakers, and its speaker.
 */
export const wordleAnswerQuery = (date: string | null) =>
  queryOptions({
    queryKey: [...WORDLE_ANSWER_QUERY_KEY, date],
    queryFn: () =>
      getJson(
        date === null ? '/api/wordle-answer' : `/api/wordle-answer?date=${encodeURIComponent(date)}`,
        wordleAnswerResponseSchema,
      ),
    meta: { what: 'Wordle answer' },
  });

/** GET /api/wordle-dates-all: the date of every game so far, newest first. */
export const wordleDatesQuery = queryOptions({
  queryKey: ['wordle', 'dates'],
  // ISO dates sort as text.
  queryFn: async () =>
    [...(await getJson('/api/wordle-dates-all', wordleDatesResponseSchema))].sort().reverse(),
  meta: { what: 'Wordle dates' },
});
