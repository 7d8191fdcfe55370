import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  daysEndingOn,
  isValidTimeZone,
  localDay,
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
