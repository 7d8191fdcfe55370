import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import type { WordleResults } from '@langapp/shared';
import { remoteStatus } from '../../api/remote-status';
import { useSession } from '../../api/session';
import { wordleDatesQuery } from '../../api/wordle';
import { wordleResultsQuery } from '../../api/wordle-results';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { addMonths, dayAfterKey, monthOf, monthWeeks, sameDayIn } from './month-calendar';
import { localResults } from './wordle-stats';
import './previous-wordles.css';

const MONTH_SHAPE = /^\d{4}-(0[1-9]|1[0-2])$/;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
type Formats = Record<'month' | 'day' | 'weekday' | 'weekdayLong', Intl.DateTimeFormat>;
let formats: Formats | undefined;
/** The browser's language, at UTC so a day is itself whatever the zone (made once: they are costly). */
function dateFormats() {
  formats ??= {
    month: new Intl.DateTimeFormat(navigator.languages, { timeZone: 'UTC', month: 'long', year: 'numeric' }),
    day: new Intl.DateTimeFormat(navigator.languages, {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
    weekday: new Intl.DateTimeFormat(navigator.languages, { timeZone: 'UTC', weekday: 'short' }),
    weekdayLong: new Intl.DateTimeFormat(navigator.languages, { timeZone: 'UTC', weekday: 'long' }),
  };
  return formats;
}

/** Sunday to Saturday (2023-01-01 was a Sunday), short and long. */
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => `2023-01-0${i + 1}`);

/** What a day's mark says, in words (the link's name) and as a sign (for the eye). */
function outcomeOf(
  results: WordleResults,
  day: string,
): { words: string; sign: string; className: string } | null {
  if (!Object.hasOwn(results, day)) return null;
  const wonIn = results[day];
  if (wonIn === null || wonIn === undefined) {
    return { words: 'played, not won', sign: '✕', className: 'wordle-day-lost' };
  }
  return {
    words: `won in ${wonIn} ${wonIn === 1 ? 'guess' : 'guesses'}`,
    sign: '✓',
    className: 'wordle-day-won',
  };
}

/**
 * /wordle/previous: every game so far as a month calendar, one month at a time (?month=YYYY-MM,
 * the latest by default), each day opening /wordle?date=, marked played or won: a signed-in
 * learner's games from the account, a visitor's from this browser. The grid follows the ARIA date
 * picker's keys: arrows move by day and week, Home and End to the week's ends, Page Up and Page
 * Down by month; Enter opens the day (ADR 056).
 */
export function PreviousWordlesPage() {
  const dates = useQuery(wordleDatesQuery);
  const { username } = useSession();
  const account = useQuery({ ...wordleResultsQuery, enabled: username !== null });
  const status = remoteStatus(dates);
  const results = useMemo(
    () => (username === null ? localResults() : (account.data ?? {})),
    [username, account.data],
  );

  return (
    <>
      <PageHeader title="Previous Wordles" />
      <p>
        <Link to="/wordle">Today&apos;s Wordle</Link>
      </p>
      {status === 'loading' && <Loading />}
      {status === 'error' && (
        <Alert variant="danger">The list of games could not be loaded. Please refresh the page.</Alert>
      )}
      {dates.data && dates.data.length > 0 && (
        // Newest first: the first date is today's game, the last the first game.
        <WordleCalendar first={dates.data.at(-1)!} last={dates.data[0]!} results={results} />
      )}
    </>
  );
}

interface CalendarProps {
  first: string;
  last: string;
  results: WordleResults;
}

function WordleCalendar({ first, last, results }: CalendarProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('month') ?? '';
  const month =
    MONTH_SHAPE.test(asked) && asked >= monthOf(first) && asked <= monthOf(last) ? asked : monthOf(last);
  const clamp = (day: string) => (day < first ? first : day > last ? last : day);
  // The day the grid's one tab stop is on: kept while it is in the month shown.
  const [chosen, setChosen] = useState(last);
  const active = monthOf(chosen) === month ? chosen : clamp(sameDayIn(chosen, month));
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${active}"]`)?.focus();
  }, [active]);

  function showMonth(next: string) {
    setSearchParams(
      (params) => {
        params.set('month', next);
        return params;
      },
      { replace: true },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const target = dayAfterKey(active, event.key);
    if (target === null) return;
    event.preventDefault();
    const day = clamp(target);
    setChosen(day);
    moveFocus.current = true;
    if (monthOf(day) !== month) showMonth(monthOf(day));
  }

  const { month: monthFormat, day: dayFormat, weekday: weekdayFormat, weekdayLong } = dateFormats();
  const heading = monthFormat.format(utc(`${month}-01`));

  return (
    <section aria-labelledby="wordle-month" className="wordle-calendar">
      <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
        <Button
          variant="outline-secondary"
          className="wordle-month-button"
          disabled={month <= monthOf(first)}
          onClick={() => showMonth(addMonths(month, -1))}
        >
          <span aria-hidden="true">‹ </span>Previous month
        </Button>
        <h2 id="wordle-month" className="h4 mb-0" aria-live="polite">
          {heading}
        </h2>
        <Button
          variant="outline-secondary"
          className="wordle-month-button"
          disabled={month >= monthOf(last)}
          onClick={() => showMonth(addMonths(month, 1))}
        >
          Next month<span aria-hidden="true"> ›</span>
        </Button>
      </div>
      <table
        ref={grid}
        role="grid"
        aria-labelledby="wordle-month"
        className="wordle-month"
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" abbr={weekdayLong.format(utc(day))}>
                {weekdayFormat.format(utc(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find((day) => day !== null)}>
              {week.map((day, i) => {
                if (day === null) return <td key={`empty-${i}`} role="gridcell" />;
                const number = Number(day.slice(8, 10));
                if (day < first || day > last) {
                  return (
                    <td key={day} role="gridcell" aria-disabled="true" className="wordle-day-none">
                      <span aria-hidden="true">{number}</span>
                      <span className="visually-hidden">{dayFormat.format(utc(day))}, no game</span>
                    </td>
                  );
                }
                const outcome = outcomeOf(results, day);
                const name = `${dayFormat.format(utc(day))}${outcome ? `, ${outcome.words}` : ''}`;
                return (
                  <td key={day} role="gridcell" aria-current={day === last ? 'date' : undefined}>
                    <Link
                      to={`/wordle?date=${day}`}
                      data-day={day}
                      tabIndex={day === active ? 0 : -1}
                      aria-label={name}
                      className={`wordle-day ${outcome?.className ?? ''}`}
                      onFocus={() => setChosen(day)}
                    >
                      <span aria-hidden="true">{number}</span>
                      <span aria-hidden="true" className="wordle-day-mark">
                        {outcome?.sign ?? ''}
                      </span>
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small text-body-secondary mt-2">
        <span aria-hidden="true">✓</span> won, <span aria-hidden="true">✕</span> played but not won. Use the
        arrow keys to move between days, Page Up and Page Down to change month, and Enter to open a game.
      </p>
    </section>
  );
}
