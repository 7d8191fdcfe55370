/**
 * A shuffled copy of `items` (Fisher-Yates). `random` returns a number in [0, 1), like
 * Math.random; given the same sequence it gives the same order, so tests pass a seeded one.
 */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    // min() keeps j in range even if random() returns exactly 1.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}
