import { countNoun } from '@langapp/shared';

// Days as the learner reads them, in the browser's languages (Intl: no date library in the browser).
// A day 'YYYY-MM-DD' is formatted at its UTC midnight in UTC, so it is that day wherever the browser is.

const atUtcMidnight = (day: string) => new Date(`${day}T00:00:00Z`);

function format(options: Intl.DateTimeFormatOptions): (day: string) => string {
  const formatter = new Intl.DateTimeFormat([...navigator.languages], { ...options, timeZone: 'UTC' });
  return (day) => formatter.format(atUtcMidnight(day));
}

/** 'Mon 2 Nov' (en-GB), 'Mon, Nov 2' (en-US), ... */
export const dayFormatter = () => format({ weekday: 'short', day: 'numeric', month: 'short' });

/** 'Nov' */
export const monthFormatter = () => format({ month: 'short' });

/** 'Mon' */
export const weekdayFormatter = () => format({ weekday: 'short' });

export const reviewsText = (count: number) => countNoun(count, 'review');
export const lessonsText = (count: number) => countNoun(count, 'lesson');
