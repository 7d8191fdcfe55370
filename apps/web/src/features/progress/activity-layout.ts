import { daysBetween, weekdayOf } from '@langapp/shared';
import type { ActivityDay } from '@langapp/shared';

/** 0 for a day without activity, then 1 (least) to 4 (as busy as the busiest day shown). */
export type ActivityLevel = 0 | 1 | 2 | 3 | 4;

interface CalendarCell {
  day: ActivityDay;
  /** The week, 0 for the column of the first day. */
  column: number;
  /** The weekday, 0 = Sunday ... 6 = Saturday (as on GitHub's contribution graph). */
  row: number;
  level: ActivityLevel;
}

export interface CalendarLayout {
  cells: CalendarCell[];
  /** Columns: the first and the last may be partly filled. */
  weeks: number;
  /** The week columns where a month begins, with that month's first day ('YYYY-MM-DD'). */
  months: { column: number; firstDay: string }[];
}

const activityTotal = (day: ActivityDay) => day.reviews + day.lessons;

/** Colour steps relative to the busiest day shown, so a light learner's calendar is not all pale. */
export function activityLevel(total: number, busiest: number): ActivityLevel {
  if (total <= 0 || busiest <= 0) return 0;
  return Math.min(4, Math.ceil((total * 4) / busiest)) as ActivityLevel;
}

/**
 * Lays the days (oldest first) out as weeks in columns and weekdays in rows: the first column
 * starts on the first day's weekday, so every row holds one weekday.
 */
export function calendarLayout(activity: readonly ActivityDay[]): CalendarLayout {
  const first = activity[0];
  if (!first) return { cells: [], weeks: 0, months: [] };
  const offset = weekdayOf(first.day);
  const busiest = Math.max(0, ...activity.map(activityTotal));
  const cells = activity.map((day) => {
    const index = offset + daysBetween(first.day, day.day);
    return {
      day,
      column: Math.floor(index / 7),
      row: index % 7,
      level: activityLevel(activityTotal(day), busiest),
    };
  });
  const weeks = Math.max(...cells.map((cell) => cell.column)) + 1;

  // A month is named above the column of its first day; the first column names its own month
  // unless another begins within the next two columns (the names would run into each other).
  const months = cells
    .filter(({ day }) => day.day.endsWith('-01'))
    .map(({ column, day }) => ({ column, firstDay: day.day }));
  const roomForFirst = months.every(({ column }) => column > 2);
  if (!first.day.endsWith('-01') && roomForFirst) months.unshift({ column: 0, firstDay: first.day });
  return { cells, weeks, months };
}
