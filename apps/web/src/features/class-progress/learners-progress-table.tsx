import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Badge, Table } from 'react-bootstrap';
import { CLASS_RECENT_DAYS, CLASS_WEEK_DAYS } from '@langapp/shared';
import type { LearnerProgress } from '@langapp/shared';
import { dateTimeFormatter, percentFormatter, plural } from './format-progress';

type SortKey =
  | 'username'
  | 'lastActiveAt'
  | 'lessonsFinished'
  | 'reviews7'
  | 'reviews30'
  | 'retention'
  | 'pronounAccuracy'
  | 'wordlePlayed'
  | 'wordleWon';

type Direction = 'ascending' | 'descending';

interface Column {
  key: SortKey;
  label: string;
  /** Figures: right-aligned, and sorted most first on the first press. */
  numeric: boolean;
}

const COLUMNS: readonly Column[] = [
  { key: 'username', label: 'Learner', numeric: false },
  { key: 'lastActiveAt', label: 'Last active', numeric: false },
  { key: 'lessonsFinished', label: 'Lessons finished', numeric: true },
  { key: 'reviews7', label: `Reviews, ${CLASS_WEEK_DAYS} days`, numeric: true },
  { key: 'reviews30', label: `Reviews, ${CLASS_RECENT_DAYS} days`, numeric: true },
  { key: 'retention', label: 'Retention', numeric: true },
  { key: 'pronounAccuracy', label: 'Pronoun accuracy', numeric: true },
  { key: 'wordlePlayed', label: 'Wordle played', numeric: true },
  { key: 'wordleWon', label: 'Wordle won', numeric: true },
];

/** Orders learners by a column; a missing value (never active, no reviews) goes last either way. */
function compareBy(key: SortKey, direction: Direction) {
  const sign = direction === 'ascending' ? 1 : -1;
  return (a: LearnerProgress, b: LearnerProgress): number => {
    const x = a[key];
    const y = b[key];
    if (x === y) return a.username.localeCompare(b.username);
    if (x === null) return 1;
    if (y === null) return -1;
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order * sign || a.username.localeCompare(b.username);
  };
}

/** A value the figure lacks: a dash to the eye, a word to a screen reader. */
function Missing({ reason }: { reason: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{reason}</span>
    </>
  );
}

/**
 * The per-learner table: every account (deactivated ones marked), sortable by each column with a
 * button in its header (aria-sort says how it is sorted).
 */
export function LearnersProgressTable({ learners }: { learners: readonly LearnerProgress[] }) {
  const [sort, setSort] = useState<{ key: SortKey; direction: Direction }>({
    key: 'username',
    direction: 'ascending',
  });
  const sorted = useMemo(() => [...learners].sort(compareBy(sort.key, sort.direction)), [learners, sort]);
  const formats = useMemo(() => ({ when: dateTimeFormatter(), percent: percentFormatter() }), []);
  const captionId = useId();

  const sortBy = (column: Column) =>
    setSort((current) =>
      current.key === column.key
        ? { key: column.key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key: column.key, direction: column.numeric ? 'descending' : 'ascending' },
    );

  const share = (value: number | null, of: string, none: string): ReactNode =>
    value === null ? (
      <Missing reason={none} />
    ) : (
      <>
        {formats.percent(value)} <span className="small text-body-secondary text-nowrap">of {of}</span>
      </>
    );

  // Wider than a phone: the table scrolls sideways inside its own region, the learner's name staying
  // in view (ADR 054). The caption is above the region, so that it is read whole without scrolling.
  return (
    <>
      <p id={captionId} className="mb-2 text-body-secondary">
        Every account, with its figures. Choose a column heading to sort by it.
      </p>
      <div
        className="table-responsive class-progress-learners-scroll mb-3"
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
      >
        <Table
          striped
          hover
          size="sm"
          className="align-middle class-progress-learners mb-0"
          aria-labelledby={captionId}
        >
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const active = sort.key === column.key;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? sort.direction : undefined}
                    className={column.numeric ? 'text-end' : undefined}
                  >
                    <button
                      type="button"
                      className="btn btn-link p-0 fw-semibold text-reset text-decoration-none text-start"
                      onClick={() => sortBy(column)}
                    >
                      {column.label}
                      <span aria-hidden="true" className="ms-1 text-body-secondary">
                        {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.map((learner) => (
              <tr key={learner.id} className={learner.deactivated ? 'text-body-secondary' : undefined}>
                <th scope="row" className="fw-normal">
                  <span className="fw-semibold">{learner.username}</span>
                  {learner.isAdmin && (
                    <Badge bg="info" text="dark" className="ms-2">
                      Admin
                    </Badge>
                  )}
                  {learner.deactivated && (
                    <Badge bg="secondary" className="ms-2">
                      Deactivated
                    </Badge>
                  )}
                </th>
                <td>
                  {learner.lastActiveAt === null ? (
                    <span className="text-body-secondary">Not recorded</span>
                  ) : (
                    <time dateTime={learner.lastActiveAt}>{formats.when(learner.lastActiveAt)}</time>
                  )}
                </td>
                <td className="text-end">{learner.lessonsFinished}</td>
                <td className="text-end">{learner.reviews7}</td>
                <td className="text-end">{learner.reviews30}</td>
                <td className="text-end">
                  {share(
                    learner.retention,
                    plural(learner.matureReviews30, 'mature review', 'mature reviews'),
                    'no mature reviews',
                  )}
                </td>
                <td className="text-end">
                  {share(
                    learner.pronounAccuracy,
                    plural(learner.pronounAnswers, 'answer', 'answers'),
                    'no answers',
                  )}
                </td>
                <td className="text-end">{learner.wordlePlayed}</td>
                <td className="text-end">{learner.wordleWon}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </>
  );
}
