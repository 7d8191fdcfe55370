import { todayInWordleZone } from '@langapp/shared';

/**
 * Today's Wordle offline (ADR 065): the service worker keeps the last answers of these calls,
 * network first, so the game of the day opens without a connection for a learner who had the app
 * open before. `/api/wordle-answer` without a date is today's answer; the answers of other days
 * (`?date=`) are not kept.
 */
export const WORDLE_WORD_LIST = '/api/wordle-valid';
export const TODAYS_WORDLE_CALLS: readonly string[] = [WORDLE_WORD_LIST, '/api/wordle-answer'];

/** Today's answer: the copy kept of it serves only on the game day it was answered. */
export const TODAYS_ANSWER = '/api/wordle-answer';

/**
 * Whether a kept answer was given on the Wordle day of `now` (by the server's Date header): an
 * answer kept yesterday is not today's, and a copy without a date is never used.
 */
export function answeredOnGameDay(response: Response, now: Date): boolean {
  const date = response.headers.get('date');
  if (date === null) return false;
  const answeredAt = new Date(date);
  return !Number.isNaN(answeredAt.getTime()) && todayInWordleZone(answeredAt) === todayInWordleZone(now);
}
