/**
 * Dynamic time warping within a band around the diagonal (Sakoe-Chiba, the diagonal scaled to the
 * two lengths): the product's own alignment of a learner's attempt onto a speaker's recording
 * (ADR 079). Memory and time grow with n * band, so a 10 s sentence (1,000 frames) stays fast.
 */

/** One frame's features; every frame of both sequences has the same number. */
export type FeatureFrame = readonly number[];

/** Pairs [reference frame, attempt frame] from (0, 0) to (n - 1, m - 1), each step +1 in one or both. */
export type WarpPath = [number, number][];

export interface DtwOptions {
  /** Half the band's width as a share of the longer sequence (0.2: 20 %). */
  band?: number;
  /** The band's smallest half width, in frames. */
  minBandFrames?: number;
}

function distance(a: FeatureFrame, b: FeatureFrame): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) {
    const d = (a[k] ?? 0) - (b[k] ?? 0);
    sum += d * d;
  }
  return Math.sqrt(sum);
}

/** Each row's first and last column inside the band; consecutive rows overlap, so a path exists. */
function bandRows(n: number, m: number, options: DtwOptions): { lo: Int32Array; hi: Int32Array } {
  const slope = n > 1 ? (m - 1) / (n - 1) : 0;
  const half = Math.max(
    Math.ceil((options.band ?? 0.2) * Math.max(n, m)),
    options.minBandFrames ?? 8,
    Math.ceil(slope) + 1,
  );
  const lo = new Int32Array(n);
  const hi = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const centre = n > 1 ? i * slope : (m - 1) / 2;
    lo[i] = i === 0 ? 0 : Math.max(0, Math.floor(centre - half));
    hi[i] = i === n - 1 ? m - 1 : Math.min(m - 1, Math.ceil(centre + half));
  }
  return { lo, hi };
}

const FROM_DIAGONAL = 0;
const FROM_ABOVE = 1; // reference advances, attempt stays
const FROM_LEFT = 2; // attempt advances, reference stays

/**
 * The cheapest warp path between `reference` (n frames) and `attempt` (m frames) inside the band,
 * and its mean cost per step. Both must hold at least one frame.
 */
export function warpPath(
  reference: readonly FeatureFrame[],
  attempt: readonly FeatureFrame[],
  options: DtwOptions = {},
): { path: WarpPath; cost: number } {
  const n = reference.length;
  const m = attempt.length;
  if (n === 0 || m === 0) throw new RangeError('warpPath needs at least one frame on each side');
  const { lo, hi } = bandRows(n, m, options);
  const offset = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) offset[i + 1] = offset[i]! + hi[i]! - lo[i]! + 1;
  const total = new Float64Array(offset[n]!);
  const step = new Uint8Array(offset[n]!);
  const at = (i: number, j: number): number =>
    i < 0 || j < lo[i]! || j > hi[i]! ? Infinity : total[offset[i]! + j - lo[i]!]!;

  for (let i = 0; i < n; i++) {
    const ref = reference[i]!;
    for (let j = lo[i]!; j <= hi[i]!; j++) {
      const cell = offset[i]! + j - lo[i]!;
      const here = distance(ref, attempt[j]!);
      if (i === 0 && j === 0) {
        total[cell] = here;
        continue;
      }
      const diagonal = at(i - 1, j - 1);
      const above = at(i - 1, j);
      const left = j > lo[i]! ? total[cell - 1]! : Infinity;
      let best = diagonal;
      let from = FROM_DIAGONAL;
      if (above < best) [best, from] = [above, FROM_ABOVE];
      if (left < best) [best, from] = [left, FROM_LEFT];
      total[cell] = here + best;
      step[cell] = from;
    }
  }

  const path: WarpPath = [];
  let i = n - 1;
  let j = m - 1;
  for (;;) {
    path.push([i, j]);
    if (i === 0 && j === 0) break;
    const from = i === 0 ? FROM_LEFT : j === 0 ? FROM_ABOVE : step[offset[i]! + j - lo[i]!];
    if (from !== FROM_LEFT) i--;
    if (from !== FROM_ABOVE) j--;
  }
  path.reverse();
  return { path, cost: at(n - 1, m - 1) / path.length };
}

/**
 * The attempt's values in the reference's frames: for each reference frame, the mean of the
 * attempt's non-null values the path pairs with it (null where it pairs with none).
 */
export function warpOnto<T extends number | null>(
  path: WarpPath,
  referenceLength: number,
  values: readonly T[],
): (number | null)[] {
  const sums = new Float64Array(referenceLength);
  const counts = new Uint32Array(referenceLength);
  for (const [i, j] of path) {
    const value = values[j];
    if (value === null || value === undefined) continue;
    sums[i]! += value;
    counts[i]! += 1;
  }
  return Array.from(sums, (sum, i) => (counts[i] ? sum / counts[i]! : null));
}
