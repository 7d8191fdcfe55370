import { COMMUNITY_TIME_ZONE } from './time-zone';

/** Every date shown to people is in Pacific time, daylight saving included (docs/decisions). */
const pacificDateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: COMMUNITY_TIME_ZONE,
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** An ISO instant as 'Mar 4, 2025, 10:15 AM PST'; a value that is not a date is shown as it came. */
export function formatPacificDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : pacificDateTime.format(date);
}
