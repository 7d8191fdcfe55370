import { countNoun } from '../wording/count-noun';

/**
 * How long until a card comes back, as the rating buttons show it (Anki's short form: '<1m',
 * '10m', '3h', '4d', '1.5mo', '2y') and as a screen reader says it ('10 minutes').
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

interface Span {
  amount: number;
  short: string;
  singular: string;
  plural: string;
}

/** Whole minutes, hours and days; months and years to one decimal ('1.5mo'), without a trailing '.0'. */
function spanOf(ms: number): Span | null {
  if (ms < MINUTE) return null;
  if (ms < HOUR)
    return { amount: Math.round(ms / MINUTE), short: 'm', singular: 'minute', plural: 'minutes' };
  if (ms < DAY) return { amount: Math.round(ms / HOUR), short: 'h', singular: 'hour', plural: 'hours' };
  if (ms < MONTH) return { amount: Math.round(ms / DAY), short: 'd', singular: 'day', plural: 'days' };
  if (ms < YEAR)
    return { amount: Math.round((ms / MONTH) * 10) / 10, short: 'mo', singular: 'month', plural: 'months' };
  return { amount: Math.round((ms / YEAR) * 10) / 10, short: 'y', singular: 'year', plural: 'years' };
}

/** '<1m', '10m', '3h', '4d', '1.5mo', '2y'. */
export function intervalLabel(ms: number): string {
  const span = spanOf(ms);
  return span ? `${span.amount}${span.short}` : '<1m';
}

/** 'less than a minute', '1 minute', '10 minutes', '1.5 months'. */
export function intervalWords(ms: number): string {
  const span = spanOf(ms);
  if (!span) return 'less than a minute';
  return countNoun(span.amount, span.singular, span.plural);
}
