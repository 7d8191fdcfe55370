import { describe, expect, it } from 'vitest';
import { shuffle } from './shuffle';

/** A small seeded generator (mulberry32), so a shuffle can be repeated. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const items = Array.from({ length: 28 }, (_, i) => i);

describe('shuffle', () => {
  it.each([1, 2, 42, 2025])('when shuffled with seed %i, then the result is a permutation', (seed) => {
    const shuffled = shuffle(items, seededRandom(seed));
    expect(shuffled).toHaveLength(items.length);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
  });

  it('when the same seed is used twice, then the order is the same', () => {
    expect(shuffle(items, seededRandom(7))).toEqual(shuffle(items, seededRandom(7)));
  });

  it('when different seeds are used, then the orders differ', () => {
    expect(shuffle(items, seededRandom(7))).not.toEqual(shuffle(items, seededRandom(8)));
  });

  it('when shuffled, then the input array is left unchanged', () => {
    const input = ['a', 'b', 'c'];
    shuffle(input, seededRandom(3));
    expect(input).toEqual(['a', 'b', 'c']);
  });

  it.each([
    // random() always 0: each step swaps position i with 0, a rotation by one.
    [() => 0, ['b', 'c', 'd', 'a']],
    // random() just below 1: every j equals i, nothing moves.
    [() => 0.999999, ['a', 'b', 'c', 'd']],
    // random() returning 1 (out of contract) still stays in range.
    [() => 1, ['a', 'b', 'c', 'd']],
  ])('when random is fixed (case %#), then the order is %j', (random, expected) => {
    expect(shuffle(['a', 'b', 'c', 'd'], random)).toEqual(expected);
  });

  it.each([[[]], [['only']]])(
    'when there are fewer than two items (%j), then they come back as they are',
    (input) => {
      expect(shuffle(input, () => 0.5)).toEqual(input);
    },
  );
});
