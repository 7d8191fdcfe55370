/** The part of the Temporal API read here (TypeScript's libraries do not declare it yet). */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The browser's IANA time zone: the learner's progress (reviews due today, streaks, the daily goal)
 * counts days in it, so every review call sends it (`tz`). Temporal's answer where the browser has
 * it: the first `Intl.DateTimeFormat` of a page loads the ICU's calendar data, 15 ms and more of a
 * page's start on a laptop, four times that on a phone, for a name Temporal reads at no cost (ADR 091).
 */
export function browserTimeZone(): string {
  const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
  const zone = temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone || 'UTC';
}

/** The query parameter that carries it: 'tz=Europe%2FParis'. */
export const timeZoneParam = (): string => `tz=${encodeURIComponent(browserTimeZone())}`;

/** The zone of the Wordle day, the e-mails and every date the app shows in the community's time (design.md). */
export const COMMUNITY_TIME_ZONE = 'America/Los_Angeles';

const isUtc = (timeZone: string) => /^(Etc\/)?(UTC|UCT|GMT|Universal|Zulu)$/.test(timeZone);

/**
 * A time zone by the name people know it: 'Pacific Time (Los Angeles)', 'Central European Time
 * (Paris)', 'UTC'. Pages say which zone their dates are in with it (ADR 071), the same way on every page.
 */
export function timeZoneName(timeZone: string): string {
  if (isUtc(timeZone)) return 'UTC';
  const city = timeZone.split('/').pop()?.replaceAll('_', ' ') ?? timeZone;
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return timeZone;
  }
  // Without a name of its own, Intl gives an offset ('GMT+03:00'): the zone's own id says more.
  return !name || name.startsWith('GMT') ? timeZone.replaceAll('_', ' ') : `${name} (${city})`;
}
