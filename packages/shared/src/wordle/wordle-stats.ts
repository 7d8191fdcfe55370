import * as z from 'zod/mini';
import { dayNumber } from '../review/learner-days';
import { MAX_ATTEMPTS } from './wordle-rules';

/** One finished game: the guesses it took, or null for a loss. */
export const wordleResultSchema = z.nullable(
  z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ATTEMPTS)),
);

/** Every finished game: game key (its day, 'YYYY-MM-DD') -> guesses taken, or null for a loss. */
export const wordleResultsSchema = z.record(z.string(), wordleResultSchema);
export type WordleResults = z.infer<typeof wordleResultsSchema>;

export interface WordleStats {
  played: number;
  /** Whole percent of played games won. */
  winPercent: number;
  /** Days in a row won, up to today (or yesterday while today's game is not finished). */
  currentStreak: number;
  /** The longest run of days in a row won. */
  bestStreak: number;
  /** distribution[i]: games won in i + 1 guesses. */
  distribution: number[];
}

/** Works out the statistics from the results; `today` is the Wordle day ('YYYY-MM-DD'). */
export function computeStats(results: WordleResults, today: string): WordleStats {
  const outcomes = Object.values(results);
  const wins = outcomes.filter((attempts) => attempts !== null);
  const distribution = Array.from({ length: MAX_ATTEMPTS }, (_, i) => wins.filter((a) => a === i + 1).length);

  const wonDays = new Set(
    Object.entries(results)
      .filter(([, attempts]) => attempts !== null)
      .map(([key]) => dayNumber(key))
      .filter((day) => !Number.isNaN(day)),
  );
  let bestStreak = 0;
  for (const day of wonDays) {
    if (wonDays.has(day - 1)) continue;
    let length = 1;
    while (wonDays.has(day + length)) length += 1;
    bestStreak = Math.max(bestStreak, length);
  }
  const todayNumber = dayNumber(today);
  let currentStreak = 0;
  if (!Number.isNaN(todayNumber)) {
    let day = Object.hasOwn(results, today) ? todayNumber : todayNumber - 1;
    while (wonDays.has(day)) {
      currentStreak += 1;
      day -= 1;
    }
  }

  return {
    played: outcomes.length,
    winPercent: outcomes.length === 0 ? 0 : Math.round((wins.length * 100) / outcomes.length),
    currentStreak,
    bestStreak,
    distribution,
  };
}
