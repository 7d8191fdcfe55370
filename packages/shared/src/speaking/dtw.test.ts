import { describe, expect, it } from 'vitest';
import { warpOnto, warpPath } from './dtw';

const frames = (values: number[]) => values.map((value) => [value]);

/** Every step moves one frame forward in one sequence or both; the path runs corner to corner. */
function expectWellFormed(path: [number, number][], n: number, m: number) {
  expect(path[0]).toEqual([0, 0]);
  expect(path.at(-1)).toEqual([n - 1, m - 1]);
  path.slice(1).forEach(([i, j], k) => {
    const [pi, pj] = path[k]!;
    expect([i - pi, j - pj]).toContainEqual(1);
    expect(i - pi).toBeGreaterThanOrEqual(0);
    expect(j - pj).toBeGreaterThanOrEqual(0);
    expect(i - pi + (j - pj)).toBeLessThanOrEqual(2);
  });
}

describe('warpPath', () => {
  it('when both sequences are the same, then the path is the diagonal at no cost', () => {
    const seq = frames([0, 1, 2, 3, 2, 1]);
    const { path, cost } = warpPath(seq, seq);
    expect(path).toEqual(seq.map((_, i) => [i, i]));
    expect(cost).toBe(0);
  });

  it('when the attempt repeats each frame twice, then each reference frame meets its two copies', () => {
    const reference = [0, 5, 1, 7, 3];
    const attempt = reference.flatMap((value) => [value, value]);
    const { path, cost } = warpPath(frames(reference), frames(attempt));
    expectWellFormed(path, 5, 10);
    expect(cost).toBe(0);
    for (const [i, j] of path) expect(Math.floor(j / 2)).toBe(i);
  });

  it('when a sequence has one frame, then every frame of the other pairs with it', () => {
    const { path } = warpPath(frames([4]), frames([1, 2, 3]));
    expect(path).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
    ]);
  });

  it('when the band is narrow, then the path never leaves it even where leaving would be cheaper', () => {
    // The attempt's peak sits far from the reference's: a free warp would reach for it.
    const reference = frames([9, ...Array<number>(99).fill(0)]);
    const attempt = frames([...Array<number>(99).fill(0), 9]);
    const { path } = warpPath(reference, attempt, { band: 0.05, minBandFrames: 2 });
    expectWellFormed(path, 100, 100);
    for (const [i, j] of path) expect(Math.abs(i - j)).toBeLessThanOrEqual(5);
  });

  it('when a sequence is empty, then it says so', () => {
    expect(() => warpPath([], frames([1]))).toThrow(RangeError);
  });
});

describe('warpOnto', () => {
  it('when several attempt frames meet one reference frame, then their voiced values are averaged', () => {
    const path: [number, number][] = [
      [0, 0],
      [0, 1],
      [1, 2],
      [2, 3],
    ];
    expect(warpOnto(path, 3, [100, 200, null, 300])).toEqual([150, null, 300]);
  });
});
