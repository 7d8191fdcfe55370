// The month grid of /wordle/previous: days as 'YYYY-MM-DD' strings, worked out at their UTC
// midnight so a day is always itself, whatever the browser's time zone.

const DAY_MS = 24 * 60 * 60 * 1000;

const toMs = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The month of a day, 'YYYY-MM'. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The day `days` after `day` (before, when negative). */
const addDays = (day: string, days: number): string => toDay(toMs(day) + days * DAY_MS);

/** The month `months` after `month` ('YYYY-MM'). */
export function addMonths(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The same day of the month in another month, the month's last day when it is shorter. */
export function sameDayIn(day: string, month: string): string {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return `${month}-${String(Math.min(Number(day.slice(8, 10)), last)).padStart(2, '0')}`;
}

/** 0 for Sunday to 6 for Saturday. */
const weekdayOf = (day: string) => new Date(toMs(day)).getUTCDay();

/** The weeks of a month, Sunday first: each seven days or null where the day is in another month. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const days: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = first; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/** The day a calendar key moves to from `day` (not kept within any range), or null for another key. */
export function dayAfterKey(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -weekdayOf(day));
    case 'End':
      return addDays(day, 6 - weekdayOf(day));
    case 'PageUp':
      return sameDayIn(day, addMonths(monthOf(day), -1));
    case 'PageDown':
      return sameDayIn(day, addMonths(monthOf(day), 1));
    default:
      return null;
  }
}
