/**
 * The browser's IANA time zone: the learner's progress (reviews due today, streaks, the daily goal)
 * counts days in it, so every review call sends it (`tz`).
 */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
