import { describe, expect, it } from 'vitest';
import { parseWotdAnswer } from './wotd-answer';

describe('parseWotdAnswer', () => {
  it.each([
    ['1', 1],
    ['4', 4],
    [' 2 ', 2],
    ['03', 3],
  ])('when the answer is %j, then it is %i', (value, expected) => {
    expect(parseWotdAnswer(value)).toBe(expected);
  });

  it.each([null, '', '0', '5', '-1', '1.5', '2.0', 'x', '1e0', '2x'])(
    'when the answer is %j, then it is invalid',
    (value) => {
      expect(parseWotdAnswer(value)).toBeNull();
    },
  );
});
