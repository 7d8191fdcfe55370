import { describe, expect, it } from 'vitest';
import {
  allWordleDates,
  gameNumberForDate,
  isValidWordleDate,
  nextWordleDayStart,
  todayInWordleZone,
  WORDLE_FIRST_DATE,
} from './wordle-dates';

const at = (iso: string) => new Date(iso);

describe('todayInWordleZone', () => {
  it.each([
    // Pacific standard time (UTC-8): the day turns at 08:00Z.
    ['2025-03-08T07:59:00Z', '2025-03-07'],
    ['2025-03-08T08:00:00Z', '2025-03-08'],
    // Daylight saving starts 2025-03-09 (UTC-7): the day turns at 07:00Z.
    ['2025-03-10T06:59:00Z', '2025-03-09'],
    ['2025-03-10T07:00:00Z', '2025-03-10'],
    ['2025-03-10T07:59:00Z', '2025-03-10'],
    ['2025-03-10T08:00:00Z', '2025-03-10'],
    // Daylight saving ends 2025-11-02: back to 08:00Z.
    ['2025-11-02T06:59:00Z', '2025-11-01'],
    ['2025-11-02T07:00:00Z', '2025-11-02'],
    ['2025-11-03T07:59:00Z', '2025-11-02'],
    ['2025-11-03T08:00:00Z', '2025-11-03'],
  ])('when it is %s, then the Wordle day is %s', (instant, expected) => {
    expect(todayInWordleZone(at(instant))).toBe(expected);
  });

  it('when the instant is written in another zone, then the day is still the Los Angeles one', () => {
    expect(todayInWordleZone(new Date('2025-06-01T06:30:00Z'))).toBe('2025-05-31');
    expect(todayInWordleZone(new Date('2025-06-01T15:30:00+09:00'))).toBe('2025-05-31');
  });
});

describe('nextWordleDayStart', () => {
  it.each([
    // Pacific standard time: the next day starts at 08:00Z.
    ['2025-03-07T12:00:00Z', '2025-03-08T08:00:00.000Z'],
    ['2025-03-08T07:59:59Z', '2025-03-08T08:00:00.000Z'],
    ['2025-03-08T08:00:00Z', '2025-03-09T08:00:00.000Z'],
    // The night daylight saving starts (2025-03-09), the next midnight is at 07:00Z.
    ['2025-03-09T12:00:00Z', '2025-03-10T07:00:00.000Z'],
    // Daylight saving ends 2025-11-02: the day after starts at 08:00Z again.
    ['2025-11-02T12:00:00Z', '2025-11-03T08:00:00.000Z'],
  ])('when it is %s, then the next Wordle day starts at %s', (instant, expected) => {
    expect(nextWordleDayStart(new Date(instant)).toISOString()).toBe(expected);
  });

  it.each(['2025-07-04T23:15:00Z', '2025-03-09T09:30:00Z', '2025-11-02T08:30:00Z', '2025-12-31T23:59:59Z'])(
    'when it is %s, then the next start is the very next change of day',
    (instant) => {
      const now = new Date(instant);
      const next = nextWordleDayStart(now);
      expect(todayInWordleZone(new Date(next.getTime() - 1))).toBe(todayInWordleZone(now));
      expect(todayInWordleZone(next)).not.toBe(todayInWordleZone(now));
    },
  );
});

describe('isValidWordleDate', () => {
  const now = at('2025-03-10T07:00:00Z'); // 2025-03-10 00:00 in Los Angeles

  it.each([
    ['2025-01-31', true],
    ['2025-02-28', true],
    ['2025-03-10', true],
    ['2025-01-30', false],
    ['2025-03-11', false],
    ['2024-02-29', false],
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-13-01', false],
    ['2025-1-5', false],
    ['2025-01-31T00:00', false],
    [' 2025-02-01', false],
    ['abc', false],
    ['', false],
    [undefined, false],
    [null, false],
    [20250201, false],
  ])('when the date is %j, then valid is %s', (value, expected) => {
    expect(isValidWordleDate(value, now)).toBe(expected);
  });

  it.each([
    ['2025-03-10T06:59:00Z', false],
    ['2025-03-10T07:00:00Z', true],
    ['2025-11-03T07:59:00Z', false],
    ['2025-11-03T08:00:00Z', true],
  ])('when it is %s, then the Los Angeles date of that night is valid: %s', (instant, expected) => {
    const date = instant.slice(0, 10);
    expect(isValidWordleDate(date, at(instant))).toBe(expected);
  });
});

describe('allWordleDates', () => {
  it('when today is the third day, then the three dates come oldest first', () => {
    expect(allWordleDates(at('2025-02-02T20:00:00Z'))).toEqual(['2025-01-31', '2025-02-01', '2025-02-02']);
  });

  it('when the clock is before the first game, then there are no dates', () => {
    expect(allWordleDates(at('2025-01-31T07:59:00Z'))).toEqual([]);
  });

  it('when a year has passed, then every day is listed once, across both DST changes', () => {
    const dates = allWordleDates(at('2026-01-31T08:00:00Z'));
    expect(dates).toHaveLength(366);
    expect(dates[0]).toBe(WORDLE_FIRST_DATE);
    expect(dates.at(-1)).toBe('2026-01-31');
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toContain('2025-03-09');
    expect(dates).toContain('2025-11-02');
  });
});

describe('gameNumberForDate', () => {
  it.each([
    ['2025-01-31', 1],
    ['2025-02-01', 2],
    ['2025-03-01', 30],
    ['2025-03-10', 39],
    ['2025-11-03', 277],
    ['2026-01-31', 366],
  ])('when the date is %s, then the game is #%i', (date, expected) => {
    expect(gameNumberForDate(date)).toBe(expected);
  });

  it.each(['2025-01-30', '2025-02-30', 'abc'])('when the date is %j, then it throws', (date) => {
    expect(() => gameNumberForDate(date)).toThrow(RangeError);
  });
});
