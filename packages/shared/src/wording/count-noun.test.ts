import { describe, expect, it } from 'vitest';
import { countNoun, nounFor } from './count-noun';

describe('countNoun', () => {
  it.each([
    [0, 'card', undefined, '0 cards'],
    [1, 'card', undefined, '1 card'],
    [2, 'card', undefined, '2 cards'],
    [1, 'entry', 'entries', '1 entry'],
    [21, 'entry', 'entries', '21 entries'],
    [1.5, 'month', undefined, '1.5 months'],
    [-1, 'day', undefined, '-1 day'],
  ])('when the count is %s and the noun %j, then it reads %j', (count, one, other, expected) => {
    expect(countNoun(count, one, other)).toBe(expected);
    expect(nounFor(count, one, other)).toBe(expected.split(' ')[1]);
  });
});
