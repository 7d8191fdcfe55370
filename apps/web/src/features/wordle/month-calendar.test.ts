import { describe, expect, it } from 'vitest';
import { addMonths, dayAfterKey, monthWeeks, sameDayIn } from './month-calendar';

describe('the month calendar', () => {
  it.each([
    ['2025-02', 0, '2025-02'],
    ['2025-01', -1, '2024-12'],
    ['2025-12', 1, '2026-01'],
    ['2025-03', -14, '2024-01'],
  ])('when %s moves by %i months, then it is %s', (month, by, expected) => {
    expect(addMonths(month, by)).toBe(expected);
  });

  it.each([
    ['2025-01-31', '2025-02', '2025-02-28'],
    ['2024-01-31', '2024-02', '2024-02-29'],
    ['2025-03-15', '2025-04', '2025-04-15'],
  ])('when %s is carried to %s, then it is %s', (day, month, expected) => {
    expect(sameDayIn(day, month)).toBe(expected);
  });

  it('when a month starts on a Saturday, then its first week has six empty days and every week seven', () => {
    const weeks = monthWeeks('2025-02');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-02-01']);
    expect(weeks.at(-1)).toEqual([
      '2025-02-23',
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      null,
    ]);
    expect(weeks.flat().filter((day) => day !== null)).toHaveLength(28);
  });

  it.each([
    ['ArrowLeft', '2025-03-01', '2025-02-28'],
    ['ArrowRight', '2025-02-28', '2025-03-01'],
    ['ArrowUp', '2025-03-05', '2025-02-26'],
    ['ArrowDown', '2025-02-26', '2025-03-05'],
    ['Home', '2025-02-05', '2025-02-02'],
    ['End', '2025-02-05', '2025-02-08'],
    ['PageUp', '2025-03-31', '2025-02-28'],
    ['PageDown', '2025-01-31', '2025-02-28'],
    ['a', '2025-01-31', null],
  ])('when %s is pressed on %s, then the day is %s', (key, day, expected) => {
    expect(dayAfterKey(day, key)).toBe(expected);
  });
});
