import { describe, expect, it } from 'vitest';
import { computeStats } from './wordle-stats';
import type { WordleResults } from './wordle-stats';

describe('computeStats', () => {
  it.each<[string, WordleResults, string, Partial<ReturnType<typeof computeStats>>]>([
    ['nothing is played', {}, '2025-03-10', { played: 0, winPercent: 0, currentStreak: 0, bestStreak: 0 }],
    [
      'three days in a row up to today are won',
      { '2025-03-08': 2, '2025-03-09': 4, '2025-03-10': 4 },
      '2025-03-10',
      { played: 3, winPercent: 100, currentStreak: 3, bestStreak: 3, distribution: [0, 1, 0, 2, 0, 0] },
    ],
    [
      "today's game is not finished yet",
      { '2025-03-08': 1, '2025-03-09': 6 },
      '2025-03-10',
      { currentStreak: 2, bestStreak: 2 },
    ],
    [
      "today's game is lost",
      { '2025-03-09': 3, '2025-03-10': null },
      '2025-03-10',
      { currentStreak: 0, winPercent: 50 },
    ],
    [
      'a day is missed',
      { '2025-03-01': 3, '2025-03-02': 3, '2025-03-03': 3, '2025-03-07': 5 },
      '2025-03-10',
      { currentStreak: 0, bestStreak: 3 },
    ],
    [
      'a streak runs across a month end',
      { '2025-02-27': 2, '2025-02-28': 2, '2025-03-01': 2, '2025-03-02': null },
      '2025-03-02',
      { bestStreak: 3, currentStreak: 0, winPercent: 75 },
    ],
    [
      'a key is not a date',
      { 'not-a-date': 2 },
      '2025-03-10',
      { played: 1, currentStreak: 0, bestStreak: 0 },
    ],
  ])('when %s, then the figures follow', (_case, results, today, expected) => {
    expect(computeStats(results, today)).toMatchObject(expected);
  });
});
