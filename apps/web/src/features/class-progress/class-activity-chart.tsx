import { useMemo } from 'react';
import { Table } from 'react-bootstrap';
import { CLASS_ACTIVITY_WEEKS } from '@langapp/shared';
import type { ClassActivityDay } from '@langapp/shared';
import { dayFormatter, plural } from './format-progress';

type SeriesKey = 'reviews' | 'lessons' | 'wordle' | 'pronouns';

const SERIES: readonly { key: SeriesKey; label: string; one: string; many: string }[] = [
  { key: 'reviews', label: 'Reviews', one: 'review', many: 'reviews' },
  { key: 'lessons', label: 'Lessons finished', one: 'lesson finished', many: 'lessons finished' },
  { key: 'wordle', label: 'Wordle games', one: 'Wordle game', many: 'Wordle games' },
  { key: 'pronouns', label: 'Pronoun answers', one: 'pronoun answer', many: 'pronoun answers' },
];

/** Each day's bar is this wide in the drawing's own units (the drawing stretches to the page's width). */
const SLOT = 10;
const BAR = 8;
const HEIGHT = 48;
/** A day with any activity shows at least this tall, so one event among hundreds is still seen. */
const MIN_BAR = 2;

interface SeriesFigures {
  total: number;
  max: number;
  maxDay: string | null;
}

function figuresOf(activity: readonly ClassActivityDay[], key: SeriesKey): SeriesFigures {
  let total = 0;
  let max = 0;
  let maxDay: string | null = null;
  for (const day of activity) {
    total += day[key];
    if (day[key] > max) {
      max = day[key];
      maxDay = day.day;
    }
  }
  return { total, max, maxDay };
}

/** One series as bars, one a day, scaled to its own busiest day: a picture with a sentence for its name. */
function Bars({
  activity,
  seriesKey,
  figures,
  label,
}: {
  activity: readonly ClassActivityDay[];
  seriesKey: SeriesKey;
  figures: SeriesFigures;
  label: string;
}) {
  const width = activity.length * SLOT;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      className="class-activity-bars"
    >
      <rect className="class-activity-baseline" x={0} y={HEIGHT - 1} width={width} height={1} />
      {activity.map((day, i) => {
        const n = day[seriesKey];
        if (n === 0) return null;
        const h = Math.max(MIN_BAR, Math.round((n / figures.max) * (HEIGHT - 1)));
        return (
          <rect
            key={day.day}
            className="class-activity-bar"
            x={i * SLOT + 1}
            y={HEIGHT - h}
            width={BAR}
            height={h}
          >
            <title>{`${day.day}: ${n}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}

/**
 * The class's activity per day over the last 12 weeks: one bar chart per kind of activity (each on
 * its own scale: a day of 300 reviews would flatten a day of 2 lessons), in plain SVG. Each chart
 * is an image named by a sentence; every figure is also in a table under 'Show the activity as a
 * table'.
 */
export function ClassActivityChart({ activity }: { activity: readonly ClassActivityDay[] }) {
  const day = useMemo(() => dayFormatter(), []);
  const series = useMemo(
    () => SERIES.map((s) => ({ ...s, figures: figuresOf(activity, s.key) })),
    [activity],
  );
  const activeDays = activity.filter((d) => d.reviews + d.lessons + d.wordle + d.pronouns > 0).length;
  const first = activity[0];
  const last = activity.at(-1);

  if (activeDays === 0 || !first || !last) {
    return (
      <p>
        Nothing has happened in the last {CLASS_ACTIVITY_WEEKS} weeks: no learner has reviewed, finished a
        lesson, played Wordle or answered the pronoun quiz yet.
      </p>
    );
  }

  const ticks = [0, 28, 56, activity.length - 1].flatMap((i) => activity[i] ?? []);
  return (
    <>
      <p>
        {plural(activeDays, 'day', 'days')} with activity from {day(first.day)} to {day(last.day)}:{' '}
        {series.map((s) => plural(s.figures.total, s.one, s.many)).join(', ')}.
      </p>
      <div className="mb-2">
        {series.map((s) => {
          const { total, max, maxDay } = s.figures;
          const busiest = maxDay === null ? '' : `, at most ${max} on ${day(maxDay)}`;
          return (
            <div key={s.key} className="mb-2">
              <p className="small fw-semibold mb-1">
                {s.label}: {total} in all{max > 0 ? `, at most ${max} a day` : ''}
              </p>
              <Bars
                activity={activity}
                seriesKey={s.key}
                figures={s.figures}
                label={`${s.label} per day over the last ${CLASS_ACTIVITY_WEEKS} weeks: ${plural(total, s.one, s.many)} in all${busiest}.`}
              />
            </div>
          );
        })}
        <div className="d-flex justify-content-between small text-body-secondary" aria-hidden="true">
          {ticks.map((tick) => (
            <span key={tick.day}>{day(tick.day)}</span>
          ))}
        </div>
      </div>
      <details>
        <summary>Show the activity as a table</summary>
        <Table responsive size="sm" striped className="mt-2 class-activity-table">
          <caption className="caption-top">The class&apos;s activity per day, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {SERIES.map((s) => (
                <th key={s.key} scope="col" className="text-end">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...activity].reverse().map((d) => (
              <tr key={d.day}>
                <th scope="row" className="fw-normal">
                  {day(d.day)}
                </th>
                {SERIES.map((s) => (
                  <td key={s.key} className="text-end">
                    {d[s.key]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      </details>
    </>
  );
}
