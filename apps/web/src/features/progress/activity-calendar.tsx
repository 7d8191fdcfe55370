import { useMemo } from 'react';
import { Table } from 'react-bootstrap';
import { addDays } from '@langapp/shared';
import type { ActivityDay } from '@langapp/shared';
import { calendarLayout } from './activity-layout';
import { dayFormatter, lessonsText, monthFormatter, reviewsText, weekdayFormatter } from './format-day';

/** A Sunday: row 0 of the calendar. */
const A_SUNDAY = '1970-01-04';
/** The weekdays named beside the rows (Monday, Wednesday, Friday), as GitHub does. */
const NAMED_ROWS = [1, 3, 5];
const LEVELS = [0, 1, 2, 3, 4] as const;

/**
 * The last 12 weeks as a grid like GitHub's contribution graph: weeks in columns, weekdays in rows,
 * darker for busier days. The grid is a picture for the eye (each day's figures show on hover);
 * the same figures are in a table under 'Show as table', for a screen reader and the keyboard.
 */
export function ActivityCalendar({ activity, today }: { activity: readonly ActivityDay[]; today: string }) {
  const layout = useMemo(() => calendarLayout(activity), [activity]);
  const formats = useMemo(
    () => ({ day: dayFormatter(), month: monthFormatter(), weekday: weekdayFormatter() }),
    [],
  );
  const describe = (day: ActivityDay) =>
    `${formats.day(day.day)}: ${reviewsText(day.reviews)}, ${lessonsText(day.lessons)}`;

  const activeDays = activity.filter((day) => day.reviews + day.lessons > 0).length;
  const reviews = activity.reduce((sum, day) => sum + day.reviews, 0);
  const lessons = activity.reduce((sum, day) => sum + day.lessons, 0);

  return (
    <>
      <p>
        {activeDays} {activeDays === 1 ? 'day' : 'days'} with activity: {reviewsText(reviews)} and{' '}
        {lessonsText(lessons)}.
      </p>
      <div className="activity-scroll mb-2" aria-hidden="true">
        <div
          className="activity-calendar"
          style={{ gridTemplateColumns: `auto repeat(${layout.weeks}, 1rem)` }}
        >
          {layout.months.map(({ column, firstDay }) => (
            <span
              key={firstDay}
              className="activity-month small"
              style={{ gridRow: 1, gridColumn: column + 2 }}
            >
              {formats.month(firstDay)}
            </span>
          ))}
          {NAMED_ROWS.map((row) => (
            <span key={row} className="activity-weekday small" style={{ gridRow: row + 2, gridColumn: 1 }}>
              {formats.weekday(addDays(A_SUNDAY, row))}
            </span>
          ))}
          {layout.cells.map(({ day, column, row, level }) => (
            <span
              key={day.day}
              className={`activity-cell activity-level-${level}${day.day === today ? ' activity-today' : ''}`}
              style={{ gridRow: row + 2, gridColumn: column + 2 }}
              title={describe(day)}
            />
          ))}
        </div>
        <div className="small d-flex align-items-center gap-1 mt-1">
          Less
          {LEVELS.map((level) => (
            <span key={level} className={`activity-cell activity-level-${level}`} />
          ))}
          More
        </div>
      </div>
      <details>
        <summary>Show as table</summary>
        <Table size="sm" striped className="activity-table mt-2">
          <caption className="caption-top">Reviews and lessons per day, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Reviews</th>
              <th scope="col">Lessons</th>
            </tr>
          </thead>
          <tbody>
            {[...activity].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row" className="fw-normal">
                  {formats.day(day.day)}
                </th>
                <td>{day.reviews}</td>
                <td>{day.lessons}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </>
  );
}
