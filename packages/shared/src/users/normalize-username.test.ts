import { describe, expect, it } from 'vitest';
import { normalizeUsername } from './normalize-username';

describe('normalizeUsername', () => {
  it.each([
    ['Learner', 'learner'],
    ['  Mary Ann ', 'maryann'],
    ['o\u2019neal', "o'neal"],
    ['O\u2018Neal', "o'neal"],
    ["ta'ak", "ta'ak"],
    ['A\tB\nC', 'abc'],
    // e + combining acute becomes the single precomposed letter (NFC)
    ['Jose\u0301', 'jos\u00e9'],
  ])('when given %j, then it stores %j', (raw, expected) => {
    expect(normalizeUsername(raw)).toBe(expected);
  });
});
