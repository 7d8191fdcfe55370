import { describe, expect, it } from 'vitest';
import { coveragePercent } from './coverage-percent';

describe('coveragePercent', () => {
  it.each([
    ['none of many', 0, 120, 0],
    ['an ordinary share, rounded down', 37, 120, 31],
    ['an ordinary share, rounded up', 2, 3, 67],
    ['exactly half', 1, 2, 50],
    ['one of a thousand (would round to 0)', 1, 1000, 1],
    ['all but one of a thousand (would round to 100)', 999, 1000, 99],
    ['all of them', 120, 120, 100],
    ['nothing to record', 0, 0, 0],
  ])('when %s is recorded (%i of %i), then it reads %i%%', (_case, recorded, total, percent) => {
    expect(coveragePercent(recorded, total)).toBe(percent);
  });
});
