const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Where and how a time is shown: the browser's own locale and time zone unless a test says which. */
export interface LocaleAndZone {
  locale?: string;
  timeZone?: string;
}

/** A day as a count of days, in the given time zone: consecutive local days differ by one. */
function localDayNumber(instant: number, timeZone: string | undefined): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY;
}

/**
 * When the next card is due, for the sentence 'The next card is due …': within the hour as a
 * relative time ('in 8 minutes'), later today or tomorrow as the day and the time ('today at
 * 6:30 PM', 'tomorrow at 9:15 AM'), later as a date and a time ('on Mar 7, 2025, 9:15 AM'); 'now'
 * once the time has come. Formatted with Intl in the learner's locale and time zone.
 */
export function describeNextDue(nextDue: string, now: number, { locale, timeZone }: LocaleAndZone = {}) {
  const due = Date.parse(nextDue);
  if (Number.isNaN(due)) return null;
  const ms = due - now;
  if (ms <= 0) return 'now';
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (ms < HOUR) return relative.format(Math.ceil(ms / MINUTE), 'minute');
  const days = localDayNumber(due, timeZone) - localDayNumber(now, timeZone);
  if (days <= 1) {
    const time = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' }).format(due);
    return `${relative.format(days, 'day')} at ${time}`;
  }
  return `on ${new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(due)}`;
}
