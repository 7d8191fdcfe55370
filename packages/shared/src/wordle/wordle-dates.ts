import { DateTime } from 'luxon';

/** The first day of the game: game #1. */
export const WORDLE_FIRST_DATE = '2025-01-31';
/** The Wordle day turns at midnight Pacific time, daylight saving included. */
export const WORDLE_TIME_ZONE = 'America/Los_Angeles';
export const INVALID_DATE_MESSAGE =
  'The provided date is invalid. Please pick a date between 2025-01-31 and the current date.';

const ISO_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A 'YYYY-MM-DD' string that names a real calendar day, as a UTC midnight; otherwise null. */
function parseCalendarDate(value: unknown): DateTime | null {
  if (typeof value !== 'string' || !ISO_DATE_SHAPE.test(value)) return null;
  const date = DateTime.fromFormat(value, 'yyyy-MM-dd', { zone: 'utc' });
  return date.isValid ? date : null;
}

function toIsoDate(date: DateTime): string {
  const iso = date.toISODate();
  if (iso === null) throw new RangeError('The date is not valid.');
  return iso;
}

/** Today's date ('YYYY-MM-DD') in Los Angeles at the instant `now`. */
export function todayInWordleZone(now: DateTime | Date): string {
  const instant = now instanceof Date ? DateTime.fromJSDate(now) : now;
  return toIsoDate(instant.setZone(WORDLE_TIME_ZONE));
}

/** The instant the Wordle day after the one at `now` begins (the next midnight in Los Angeles). */
export function nextWordleDayStart(now: DateTime | Date): Date {
  const instant = now instanceof Date ? DateTime.fromJSDate(now) : now;
  return instant.setZone(WORDLE_TIME_ZONE).startOf('day').plus({ days: 1 }).toJSDate();
}

/**
 * True only for a well-formed, real calendar date 'YYYY-MM-DD' from WORDLE_FIRST_DATE to today in
 * Los Angeles, both included. Anything else (other shapes, 2025-02-30, non-strings) is false.
 */
export function isValidWordleDate(value: unknown, now: DateTime | Date): boolean {
  if (typeof value !== 'string' || parseCalendarDate(value) === null) return false;
  // Same fixed-width shape on both sides, so string order is date order.
  return value >= WORDLE_FIRST_DATE && value <= todayInWordleZone(now);
}

/** Every game date from WORDLE_FIRST_DATE to today in Los Angeles, oldest first. */
export function allWordleDates(now: DateTime | Date): string[] {
  const first = parseCalendarDate(WORDLE_FIRST_DATE) as DateTime;
  const today = parseCalendarDate(todayInWordleZone(now)) as DateTime;
  const dates: string[] = [];
  for (let day = first; day <= today; day = day.plus({ days: 1 })) {
    dates.push(toIsoDate(day));
  }
  return dates;
}

/**
 * The game number of a date: #1 is WORDLE_FIRST_DATE, counting calendar days. Throws a RangeError
 * for a malformed date or one before the first game.
 */
export function gameNumberForDate(isoDate: string): number {
  const date = parseCalendarDate(isoDate);
  if (date === null || isoDate < WORDLE_FIRST_DATE) {
    throw new RangeError(`No Wordle game on '${isoDate}'.`);
  }
  const first = parseCalendarDate(WORDLE_FIRST_DATE) as DateTime;
  return Math.round(date.diff(first, 'days').days) + 1;
}
