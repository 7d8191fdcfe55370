import { describe, expect, it } from 'vitest';
import { clampPracticeCount } from './practice-count';

describe('clampPracticeCount', () => {
  it.each([
    [undefined, 10],
    [null, 10],
    ['', 10],
    ['abc', 10],
    ['10', 10],
    ['5', 5],
    ['28', 28],
    ['17', 17],
    ['4', 5],
    ['0', 5],
    ['-3', 5],
    ['29', 28],
    ['1000', 28],
    [' 12 ', 12],
    ['12.9', 12],
    ['15abc', 15],
  ])('when num is %j, then the quiz has %i items', (raw, expected) => {
    expect(clampPracticeCount(raw)).toBe(expected);
  });
});
