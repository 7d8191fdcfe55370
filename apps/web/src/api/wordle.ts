import { queryOptions } from '@tanstack/react-query';
import {
  todayInWordleZone,
  wordleAnswerResponseSchema,
  wordleDatesResponseSchema,
  wordleSpelling,
  wordleValidResponseSchema,
} from '@langapp/shared';
import type { WordleSpelling } from '@langapp/shared';
import { getJson, NetworkError } from '../lib/api-client';
import { offline } from './offline-port';

/**
 * The first part of the query key of every Wordle answer. The server chooses the answer's take in
 * the learner's order of speakers (ADR 061), so a new order asks the answers again.
 */
export const WORDLE_ANSWER_QUERY_KEY = ['wordle', 'answer'] as const;

/** The game's words in the form guesses are compared in, and the spelling they are read by. */
export interface WordleList {
  words: ReadonlySet<string>;
  spelling: WordleSpelling;
}

/**
 * GET /api/wordle-valid: every word a guess may be, with the alphabet they are read by when the
 * teacher has made one (ADR 096: one call brings both). The list is large and changes only when the
 * lexicon does: it is fetched once a visit and stays cached.
 */
export const wordleValidWordsQuery = queryOptions({
  queryKey: ['wordle', 'valid'],
  queryFn: async (): Promise<WordleList> => {
    const { lexs, alphabet } = await getJson('/api/wordle-valid', wordleValidResponseSchema);
    const spelling = wordleSpelling(alphabet, lexs);
    return { words: new Set(lexs.map(spelling.spell)), spelling };
  },
  staleTime: Infinity,
  gcTime: Infinity,
  meta: { what: 'Wordle words' },
});

/**
 * GET /api/wordle-answer: today's answer (date null), or the answer of `date` (the ?date= value as
 * given: the server judges it, and may answer that the date is invalid). A signed-in learner's
 * carries the take to play in their order of speakers, and its speaker. When no answer comes
 * (offline, and no copy of today's in the service worker's keeping), the day's answer this device
 * kept for the coming days is played, if it has it (ADR 066): that code loads only then.
 */
export const wordleAnswerQuery = (date: string | null) =>
  queryOptions({
    queryKey: [...WORDLE_ANSWER_QUERY_KEY, date],
    queryFn: async () => {
      try {
        return await getJson(
          date === null ? '/api/wordle-answer' : `/api/wordle-answer?date=${encodeURIComponent(date)}`,
          wordleAnswerResponseSchema,
        );
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        const now = new Date();
        const kept = await offline.keptWordleAnswer(date ?? todayInWordleZone(now), now);
        if (kept === null) throw error;
        return { lex: kept };
      }
    },
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
