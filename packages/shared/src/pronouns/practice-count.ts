import { PRONOUN_COMBINATIONS } from './combinations';

export const PRACTICE_COUNT_DEFAULT = 10;
export const PRACTICE_COUNT_MIN = 5;
/** As many items as there are combinations: 28. */
export const PRACTICE_COUNT_MAX = PRONOUN_COMBINATIONS.length;

/**
 * The number of quiz items from the `num` query value: parsed as an integer (default 10 when
 * missing or not a number), then held between 5 and 28.
 */
export function clampPracticeCount(raw: string | null | undefined): number {
  const parsed = Number.parseInt(raw ?? '', 10);
  if (Number.isNaN(parsed)) return PRACTICE_COUNT_DEFAULT;
  return Math.min(PRACTICE_COUNT_MAX, Math.max(PRACTICE_COUNT_MIN, parsed));
}
