import { computeStats, wordleResultsSchema } from '@langapp/shared';
import type { WordleResults, WordleStats } from '@langapp/shared';

/** Local-storage entry with every finished game: game key -> guesses taken, or null for a loss. */
export const STATS_STORAGE_KEY = 'wordle:stats';

/** The games finished in this browser (an unreadable entry counts as none). */
export function localResults(): WordleResults {
  try {
    const text = window.localStorage.getItem(STATS_STORAGE_KEY);
    const parsed = wordleResultsSchema.safeParse(text === null ? {} : JSON.parse(text));
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
  const results = localResults();
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
