/**
 * A learner's days: progress (reviews, the daily goal, streaks, the activity calendar) counts days
 * in the learner's own time zone, which the browser sends with each call. A day is written
 * 'YYYY-MM-DD'; instants are UTC. Pure functions on `Intl` (no date library), so the server and
 * the browser agree to the letter.
 */

/** A calendar day, 'YYYY-MM-DD'. */
export type LocalDay = string;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, kept: making one costs far more than using it. */
function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** Whether `name` is an IANA time zone this runtime knows ('Europe/Paris', 'UTC'). */
export function isValidTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    dayFormat(name);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day an instant falls on in a time zone. */
export function localDay(instant: Date | number, timeZone: string): LocalDay {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** How far from an instant the start of its day, or of the next, can be: more than a day either way. */
const DAY_BOUND_REACH_MS = 2 * DAY_MS;

/**
 * The first instant (UTC milliseconds) of `day` in a time zone, looked for within two days of
 * `near`: the zone's midnight, or where midnight does not exist (the clocks go forward at 00:00,
 * as in Santiago), the first instant after the gap. The zone's offset gives it at once almost
 * always; a search over the instants (each asked of `Intl`) settles the rest.
 */
function firstInstantOf(day: LocalDay, timeZone: string, near: number): number {
  const target = dayNumber(day);
  const dayAt = (instant: number) => dayNumber(localDay(instant, timeZone));
  const isFirst = (instant: number) => dayAt(instant) === target && dayAt(instant - 1) < target;
  // Midnight as the zone's offset near `near`, then near that guess, puts it right but for a gap.
  let guess = target * DAY_MS - offsetAt(near, timeZone);
  if (isFirst(guess)) return guess;
  guess = target * DAY_MS - offsetAt(guess, timeZone);
  if (isFirst(guess)) return guess;
  let before = near - DAY_BOUND_REACH_MS;
  let from = near + DAY_BOUND_REACH_MS;
  while (from - before > 1) {
    const middle = Math.floor((before + from) / 2);
    if (dayAt(middle) >= target) from = middle;
    else before = middle;
  }
  return from;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  return wall - whole;
}

/** When the learner's day of `instant` began (their midnight), in UTC milliseconds. */
export function startOfLocalDay(instant: number, timeZone: string): number {
  return firstInstantOf(localDay(instant, timeZone), timeZone, instant);
}

/** When the learner's day of `instant` ends: their next midnight, in UTC milliseconds. */
export function endOfLocalDay(instant: number, timeZone: string): number {
  return firstInstantOf(addDays(localDay(instant, timeZone), 1), timeZone, instant);
}

/** A day as a count of days, so that consecutive days differ by one; NaN for a string that is not a day. */
export function dayNumber(day: LocalDay): number {
  const match = ISO_DAY.exec(day);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** The day `days` after (or before, when negative) a day. */
export function addDays(day: LocalDay, days: number): LocalDay {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: LocalDay, to: LocalDay): number {
  return dayNumber(to) - dayNumber(from);
}

/** The `count` days ending with `last`, oldest first. */
export function daysEndingOn(last: LocalDay, count: number): LocalDay[] {
  return Array.from({ length: count }, (_, i) => addDays(last, i - count + 1));
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(day: LocalDay): number {
  // Day 0 of the count (1970-01-01) was a Thursday.
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}

export interface Streak {
  /**
   * Days in a row with activity, ending today, or yesterday while today has none yet (the streak
   * is still alive until the day is over).
   */
  current: number;
  /** The longest run of days in a row with activity. */
  longest: number;
  /** Whether today already counts. */
  today: boolean;
}

/** The streak of the active days (any order, repeats allowed) as it stands on `today`. */
export function streakOf(activeDays: Iterable<LocalDay>, today: LocalDay): Streak {
  const days = new Set<number>();
  for (const day of activeDays) {
    const n = dayNumber(day);
    if (!Number.isNaN(n)) days.add(n);
  }
  let longest = 0;
  for (const day of days) {
    if (days.has(day - 1)) continue;
    let length = 1;
    while (days.has(day + length)) length += 1;
    longest = Math.max(longest, length);
  }
  const todayNumber = dayNumber(today);
  const activeToday = days.has(todayNumber);
  let current = 0;
  for (let day = activeToday ? todayNumber : todayNumber - 1; days.has(day); day -= 1) current += 1;
  return { current, longest, today: activeToday };
}
