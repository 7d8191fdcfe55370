import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysEndingOn,
  endOfLocalDay,
  isValidTimeZone,
  localDay,
  startOfLocalDay,
  streakOf,
  weekdayOf,
} from './learner-days';

describe('localDay: the day boundary in the learner’s time zone', () => {
  it.each([
    ['a UTC evening is the next morning in Tokyo', '2026-03-02T20:00:00Z', 'Asia/Tokyo', '2026-03-03'],
    [
      'a UTC morning is the evening before in Los Angeles',
      '2026-03-02T07:30:00Z',
      'America/Los_Angeles',
      '2026-03-01',
    ],
    [
      'the last second before midnight in Paris (winter, UTC+1)',
      '2026-01-15T22:59:59Z',
      'Europe/Paris',
      '2026-01-15',
    ],
    ['midnight in Paris (winter, UTC+1)', '2026-01-15T23:00:00Z', 'Europe/Paris', '2026-01-16'],
    ['midnight in Paris (summer, UTC+2)', '2026-07-15T22:00:00Z', 'Europe/Paris', '2026-07-16'],
    // Los Angeles springs forward at 02:00 on 8 March 2026 (UTC-8 to UTC-7).
    [
      '23:30 on the day the clocks go forward in Los Angeles',
      '2026-03-09T06:30:00Z',
      'America/Los_Angeles',
      '2026-03-08',
    ],
    [
      '00:30 the day after the clocks go forward',
      '2026-03-09T07:30:00Z',
      'America/Los_Angeles',
      '2026-03-09',
    ],
    // ... and falls back at 02:00 on 1 November 2026 (UTC-7 to UTC-8): a 25-hour day.
    ['23:30 on the day the clocks go back', '2026-11-02T07:30:00Z', 'America/Los_Angeles', '2026-11-01'],
    ['a day 14 hours ahead (Kiritimati)', '2026-03-02T10:00:00Z', 'Pacific/Kiritimati', '2026-03-03'],
    ['a half-hour zone (India)', '2026-03-02T18:29:00Z', 'Asia/Kolkata', '2026-03-02'],
    ['a half-hour zone (India), a minute later', '2026-03-02T18:30:00Z', 'Asia/Kolkata', '2026-03-03'],
  ])('when %s, then the day is as there', (_case, instant, zone, day) => {
    expect(localDay(new Date(instant), zone)).toBe(day);
  });

  it('when a time zone is not an IANA name, then it is refused', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('x'.repeat(65))).toBe(false);
  });
});

describe('day arithmetic', () => {
  it('when days are added across month, year and leap-day ends, then the calendar is followed', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-03-08')).toBe(7);
    expect(daysEndingOn('2026-03-02', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('when a weekday is asked, then Sunday is 0', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('1969-12-31')).toBe(3);
  });
});

describe('streakOf', () => {
  it.each<[string, string[], string, { current: number; longest: number; today: boolean }]>([
    ['nothing was done', [], '2026-03-10', { current: 0, longest: 0, today: false }],
    [
      'three days up to today',
      ['2026-03-08', '2026-03-09', '2026-03-10'],
      '2026-03-10',
      { current: 3, longest: 3, today: true },
    ],
    [
      'up to yesterday (today still open)',
      ['2026-03-08', '2026-03-09'],
      '2026-03-10',
      { current: 2, longest: 2, today: false },
    ],
    [
      'a day was missed',
      ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-07', '2026-03-10'],
      '2026-03-10',
      { current: 1, longest: 3, today: true },
    ],
    [
      'the streak ended two days ago',
      ['2026-03-07', '2026-03-08'],
      '2026-03-10',
      { current: 0, longest: 2, today: false },
    ],
    [
      'repeats and disorder',
      ['2026-03-10', '2026-03-09', '2026-03-10', '2026-03-09'],
      '2026-03-10',
      { current: 2, longest: 2, today: true },
    ],
    [
      'across a month end',
      ['2026-02-27', '2026-02-28', '2026-03-01'],
      '2026-03-01',
      { current: 3, longest: 3, today: true },
    ],
    [
      'across the clocks going forward (the days are calendar days)',
      ['2026-03-07', '2026-03-08', '2026-03-09'],
      '2026-03-09',
      { current: 3, longest: 3, today: true },
    ],
    [
      'a value that is not a day is ignored',
      ['2026-03-10', 'someday'],
      '2026-03-10',
      { current: 1, longest: 1, today: true },
    ],
  ])('when %s, then the streak counts it', (_case, days, today, expected) => {
    expect(streakOf(days, today)).toEqual(expected);
  });

  it('when a learner studies late at night while travelling east, then each session counts on the day they lived it', () => {
    // 23:30 on 1 March in Los Angeles, then 08:00 on 3 March in Tokyo (which is 15:00 on 2 March in Los Angeles).
    const first = localDay(new Date('2026-03-02T07:30:00Z'), 'America/Los_Angeles');
    const second = localDay(new Date('2026-03-02T23:00:00Z'), 'Asia/Tokyo');
    expect([first, second]).toEqual(['2026-03-01', '2026-03-03']);
    // Asked in Tokyo on 3 March, the day between had nothing: the streak restarted.
    expect(streakOf([first, second], '2026-03-03')).toEqual({ current: 1, longest: 1, today: true });
  });
});

describe("the bounds of a learner's day", () => {
  it.each([
    ['UTC', '2026-03-02T09:00:00Z', '2026-03-02T00:00:00.000Z', '2026-03-03T00:00:00.000Z'],
    [
      'Asia/Kolkata, half an hour off the hour',
      '2026-03-01T20:00:00Z',
      '2026-03-01T18:30:00.000Z',
      '2026-03-02T18:30:00.000Z',
    ],
    [
      'Pacific/Chatham, 13:45 ahead',
      '2026-03-02T00:00:00Z',
      '2026-03-01T10:15:00.000Z',
      '2026-03-02T10:15:00.000Z',
    ],
    [
      'Pacific/Kiritimati, 14 hours ahead',
      '2026-03-01T09:00:00Z',
      '2026-02-28T10:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ],
    // The clocks go forward at 02:00: a day of 23 hours.
    ['America/Los_Angeles', '2026-03-08T12:00:00Z', '2026-03-08T08:00:00.000Z', '2026-03-09T07:00:00.000Z'],
    // Half an hour back at 02:00: a day of 24 and a half hours.
    ['Australia/Lord_Howe', '2026-04-05T06:00:00Z', '2026-04-04T13:00:00.000Z', '2026-04-05T13:30:00.000Z'],
    // The clocks go from 00:00 to 01:00: the day starts at 01:00, and its next midnight is the real one.
    ['America/Santiago', '2025-09-07T12:00:00Z', '2025-09-07T04:00:00.000Z', '2025-09-08T03:00:00.000Z'],
    // The clocks go back from 01:00 to 00:00: the day starts at the first of its two midnights.
    ['America/Havana', '2025-11-02T12:00:00Z', '2025-11-02T04:00:00.000Z', '2025-11-03T05:00:00.000Z'],
  ])('when it is %s at %s, then the day began at %s and ends at %s', (zone, at, start, end) => {
    const tz = zone.split(',')[0]!;
    const instant = Date.parse(at);
    expect(new Date(startOfLocalDay(instant, tz)).toISOString()).toBe(start);
    expect(new Date(endOfLocalDay(instant, tz)).toISOString()).toBe(end);
    // The bounds are the first instants of the day and of the next.
    expect(localDay(startOfLocalDay(instant, tz), tz)).toBe(localDay(instant, tz));
    expect(localDay(startOfLocalDay(instant, tz) - 1, tz)).toBe(addDays(localDay(instant, tz), -1));
    expect(localDay(endOfLocalDay(instant, tz), tz)).toBe(addDays(localDay(instant, tz), 1));
    expect(localDay(endOfLocalDay(instant, tz) - 1, tz)).toBe(localDay(instant, tz));
  });

  it('when the instant is the very start or the last millisecond of a day, then it belongs to that day', () => {
    const start = Date.parse('2026-03-02T08:00:00Z'); // midnight in Los Angeles
    expect(startOfLocalDay(start, 'America/Los_Angeles')).toBe(start);
    expect(endOfLocalDay(start - 1, 'America/Los_Angeles')).toBe(start);
    expect(endOfLocalDay(start, 'America/Los_Angeles')).toBe(start + 24 * 3600 * 1000);
  });
});
