import { WOTD_ANSWER_MAX, WOTD_ANSWER_MIN } from '@langapp/shared';

/** The answer parameter as a whole number from 1 to 4, or null when it is anything else. */
export function parseWotdAnswer(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const answer = Number(value.trim());
  return answer >= WOTD_ANSWER_MIN && answer <= WOTD_ANSWER_MAX ? answer : null;
}
