import { afterEach, describe, expect, it } from 'vitest';
import { recordResult, STATS_STORAGE_KEY } from './wordle-stats';

describe('recordResult', () => {
  afterEach(() => window.localStorage.clear());

  it('when the same game is recorded twice, then it counts once', () => {
    recordResult('2025-03-10', 3, '2025-03-10');
    const stats = recordResult('2025-03-10', null, '2025-03-10');

    expect(stats).toMatchObject({ played: 1, winPercent: 100, currentStreak: 1 });
  });

  it('when the stored statistics are corrupted, then they start afresh', () => {
    window.localStorage.setItem(STATS_STORAGE_KEY, '{"2025-03-09": "lots"');

    expect(recordResult('2025-03-10', 2, '2025-03-10')).toMatchObject({ played: 1, currentStreak: 1 });
  });
});
