import { describe, expect, it } from 'vitest';
import { daysEndingOn } from '@langapp/shared';
import { activityLevel, calendarLayout } from './activity-layout';

const quiet = (days: string[]) => days.map((day) => ({ day, reviews: 0, lessons: 0 }));

describe('calendarLayout', () => {
  it.each([
    // [last day, its weekday (0 = Sunday), the first day's row, columns]
    ['2026-11-07', 'a Saturday: 12 full weeks', 0, 12],
    ['2026-11-04', 'a Wednesday: the first day is a Thursday', 4, 13],
    ['2026-11-08', 'a Sunday: the first day is a Monday', 1, 13],
  ])(
    'when the 84 days end on %s (%s), then the first column starts on its weekday row',
    (last, _case, row, weeks) => {
      const layout = calendarLayout(quiet(daysEndingOn(last, 84)));

      expect(layout.cells[0]).toMatchObject({ column: 0, row });
      expect(layout.weeks).toBe(weeks);
      expect(layout.cells.at(-1)?.column).toBe(weeks - 1);
      // Every weekday stays on its own row.
      const rowsOfSundays = layout.cells
        .filter(({ day }) => new Date(`${day.day}T00:00:00Z`).getUTCDay() === 0)
        .map((cell) => cell.row);
      expect(new Set(rowsOfSundays)).toEqual(new Set([0]));
    },
  );

  it('when a day is missing, then the days after it stay on their own weekday', () => {
    const layout = calendarLayout(quiet(['2026-11-02', '2026-11-04']));

    expect(layout.cells.map(({ column, row }) => [column, row])).toEqual([
      [0, 1],
      [0, 3],
    ]);
  });

  it('when months begin inside the weeks, then each is named above the column of its first day', () => {
    const layout = calendarLayout(quiet(daysEndingOn('2026-11-04', 84)));

    expect(layout.months).toEqual([
      { column: 0, firstDay: '2026-08-13' },
      { column: 3, firstDay: '2026-09-01' },
      { column: 7, firstDay: '2026-10-01' },
      { column: 12, firstDay: '2026-11-01' },
    ]);
  });

  it('when a month begins in the second column, then the first column is not named', () => {
    // From Tuesday 25 August: 1 September is the next Tuesday.
    const layout = calendarLayout(quiet(daysEndingOn('2026-11-16', 84)));

    expect(layout.months[0]).toEqual({ column: 1, firstDay: '2026-09-01' });
  });

  it('when there are no days, then there is nothing to lay out', () => {
    expect(calendarLayout([])).toEqual({ cells: [], weeks: 0, months: [] });
  });
});

describe('activityLevel', () => {
  it.each([
    [0, 40, 0],
    [1, 40, 1],
    [10, 40, 1],
    [11, 40, 2],
    [30, 40, 3],
    [31, 40, 4],
    [40, 40, 4],
    [0, 0, 0],
  ])('when a day has %i of the busiest %i, then its level is %i', (total, busiest, level) => {
    expect(activityLevel(total, busiest)).toBe(level);
  });
});
