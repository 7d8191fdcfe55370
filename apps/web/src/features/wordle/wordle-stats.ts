import * as z from 'zod/mini';
import { MAX_ATTEMPTS } from '@langapp/shared';

/** Local-storage entry with every finished game: game key -> guesses taken, or null for a loss. */
export const STATS_STORAGE_KEY = 'wordle:stats';

const resultsSchema = z.record(
  z.string(),
  z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ATTEMPTS))),
);
export type WordleResults = z.infer<typeof resultsSchema>;

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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date as a day count, so consecutive days differ by one; null for a key that is not a date. */
function dayNumber(isoDate: string): number | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
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
      .filter((day): day is number => day !== null),
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
  if (todayNumber !== null) {
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

function readResults(): WordleResults {
  try {
    const text = window.localStorage.getItem(STATS_STORAGE_KEY);
    const parsed = resultsSchema.safeParse(text === null ? {} : JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * Records a finished game once per game key (a replay of a stored game changes nothing) and
 * returns the statistics with it.
 */
export function recordResult(gameKey: string, attempts: number | null, today: string): WordleStats {
  const results = readResults();
  if (!Object.hasOwn(results, gameKey)) {
    results[gameKey] = attempts;
    try {
      window.localStorage.setItem(STATS_STORAGE_KEY, JSON.stringify(results));
    } catch {
      // Not kept, but still shown.
    }
  }
  return computeStats(results, today);
}
