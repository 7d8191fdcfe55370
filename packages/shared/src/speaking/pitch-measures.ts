// What the page draws a contour with (ADR 092): apart from pitch-contour.ts, so that the page's
// code does not take in the pitch detector, which runs in the worker.

/** The median of the voiced frames' F0 (Hz), or null when none is voiced. */
export function medianHz(hz: readonly (number | null)[]): number | null {
  const voiced = hz.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (voiced.length === 0) return null;
  const middle = Math.floor(voiced.length / 2);
  return voiced.length % 2 ? voiced[middle]! : (voiced[middle - 1]! + voiced[middle]!) / 2;
}

/** F0 as semitones above (or below) `referenceHz`: how a voice's melody compares with another's. */
export function semitonesFrom(hz: readonly (number | null)[], referenceHz: number): (number | null)[] {
  return hz.map((value) => (value === null ? null : 12 * Math.log2(value / referenceHz)));
}
