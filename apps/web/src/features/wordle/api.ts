import {
  wordleAnswerResponseSchema,
  wordleDatesResponseSchema,
  wordleValidResponseSchema,
} from '@langapp/shared';
import { getJson } from '../../lib/api-client';

export const fetchValidWords = () => getJson('/api/wordle-valid', wordleValidResponseSchema);

/** Today's answer, or the answer of `date` (the ?date= value as given: the server judges it). */
export const fetchAnswer = (date: string | null) =>
  getJson(
    date === null ? '/api/wordle-answer' : `/api/wordle-answer?date=${encodeURIComponent(date)}`,
    wordleAnswerResponseSchema,
  );

export const fetchWordleDates = () => getJson('/api/wordle-dates-all', wordleDatesResponseSchema);
