import { describe, expect, it } from 'vitest';
import { intervalLabel, intervalWords } from './interval-labels';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('the next-interval labels', () => {
  it.each([
    [30_000, '<1m', 'less than a minute'],
    [MIN, '1m', '1 minute'],
    [10 * MIN, '10m', '10 minutes'],
    [59 * MIN, '59m', '59 minutes'],
    [60 * MIN, '1h', '1 hour'],
    [5 * 60 * MIN, '5h', '5 hours'],
    [DAY, '1d', '1 day'],
    [3 * DAY, '3d', '3 days'],
    [29 * DAY, '29d', '29 days'],
    [30 * DAY, '1mo', '1 month'],
    [45 * DAY, '1.5mo', '1.5 months'],
    [364 * DAY, '12.1mo', '12.1 months'],
    [365 * DAY, '1y', '1 year'],
    [2.5 * 365 * DAY, '2.5y', '2.5 years'],
  ])('when the interval is %i ms, then it reads %s', (ms, label, words) => {
    expect(intervalLabel(ms)).toBe(label);
    expect(intervalWords(ms)).toBe(words);
  });
});
