/**
 * The browser's IANA time zone: the learner's progress (reviews due today, streaks, the daily goal)
 * counts days in it, so every review call sends it (`tz`).
 */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The query parameter that carries it: 'tz=Europe%2FParis'. */
export const timeZoneParam = (): string => `tz=${encodeURIComponent(browserTimeZone())}`;
