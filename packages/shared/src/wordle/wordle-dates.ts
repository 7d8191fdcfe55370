import { localDay } from '../review/learner-days';

/*
 * The game's calendar, on the platform's own Date and Intl: the browser needs today's game and its
 * number, and a date library would cost the Wordle page more than the rest of its code together.
 */

/** The first day of the game: game #1. */
export const WORDLE_FIRST_DATE = '2025-01-31';
/** The Wordle day turns at midnight Pacific time, daylight saving included. */
const WORDLE_TIME_ZONE = 'America/Los_Angeles';
export const INVALID_DATE_MESSAGE =
  'The provided date is invalid. Please pick a date between 2025-01-31 and the current date.';

const ISO_DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A 'YYYY-MM-DD' string that names a real calendar day, as its UTC midnight in ms; otherwise null. */
function parseCalendarDate(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE_SHAPE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  // Date.UTC rolls over (2025-02-30 becomes March 2): a real day comes back as itself.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return ms;
}

/** The 'YYYY-MM-DD' of a UTC midnight. */
const toIsoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

let losAngeles: Intl.DateTimeFormat | undefined;

/** The wall-clock fields in Los Angeles at an instant (the formatter is made once: it is costly). */
function losAngelesFields(instant: Date) {
  losAngeles ??= new Intl.DateTimeFormat('en-US', {
    timeZone: WORDLE_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const fields: Record<string, number> = {};
  for (const part of losAngeles.formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return fields as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** Today's date ('YYYY-MM-DD') in Los Angeles at the instant `now`: the learner's day rule, in the game's zone. */
export function todayInWordleZone(now: Date): string {
  return localDay(now, WORDLE_TIME_ZONE);
}

/** How far Los Angeles wall-clock time is ahead of UTC at an instant, in ms (negative: behind). */
function losAngelesOffset(instant: number): number {
  const f = losAngelesFields(new Date(instant));
  const wallClock = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/** The instant the Wordle day after the one at `now` begins (the next midnight in Los Angeles). */
export function nextWordleDayStart(now: Date): Date {
  const tomorrow = (parseCalendarDate(todayInWordleZone(now)) as number) + DAY_MS;
  // Midnight on tomorrow's wall clock, at the offset in force then: found from a guess made with
  // today's offset, then corrected once, which is exact when daylight saving changes overnight.
  let instant = tomorrow - losAngelesOffset(now.getTime());
  instant = tomorrow - losAngelesOffset(instant);
  return new Date(instant);
}

/**
 * True only for a well-formed, real calendar date 'YYYY-MM-DD' from WORDLE_FIRST_DATE to today in
 * Los Angeles, both included. Anything else (other shapes, 2025-02-30, non-strings) is false.
 */
export function isValidWordleDate(value: unknown, now: Date): boolean {
  if (typeof value !== 'string' || parseCalendarDate(value) === null) return false;
  // Same fixed-width shape on both sides, so string order is date order.
  return value >= WORDLE_FIRST_DATE && value <= todayInWordleZone(now);
}

/** Every game date from WORDLE_FIRST_DATE to today in Los Angeles, oldest first. */
export function allWordleDates(now: Date): string[] {
  const first = parseCalendarDate(WORDLE_FIRST_DATE) as number;
  const today = parseCalendarDate(todayInWordleZone(now)) as number;
  const dates: string[] = [];
  for (let day = first; day <= today; day += DAY_MS) dates.push(toIsoDate(day));
  return dates;
}

/**
 * How many Wordle days after today a signed-in learner's device keeps the answers of (ADR 066): a
 * week without a connection, whatever the hour the app was last opened online.
 */
export const WORDLE_DAYS_AHEAD = 7;

/** Today's game date in Los Angeles and the `ahead` dates after it, oldest first. */
export function comingWordleDates(now: Date, ahead: number): string[] {
  const today = parseCalendarDate(todayInWordleZone(now)) as number;
  return Array.from({ length: ahead + 1 }, (_, i) => toIsoDate(today + i * DAY_MS));
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
  return Math.round((date - (parseCalendarDate(WORDLE_FIRST_DATE) as number)) / DAY_MS) + 1;
}
