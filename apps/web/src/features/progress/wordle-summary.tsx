import { Table } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { WordleStats } from '@langapp/shared';

/**
 * The account's Wordle statistics, in the figures of the game's end panel (played, win %, the
 * streaks and the guess distribution), compact. The end panel's own component sits in the Wordle
 * feature, which this one does not import (docs/decisions/029).
 */
export function WordleSummary({ stats }: { stats: WordleStats }) {
  if (stats.played === 0) {
    return (
      <p>
        You have not finished a Wordle game yet. <Link to="/wordle">Play today's Wordle</Link>
      </p>
    );
  }
  const most = Math.max(1, ...stats.distribution);
  return (
    <>
      <dl className="progress-wordle-figures">
        {(
          [
            ['Played', stats.played],
            ['Win %', stats.winPercent],
            ['Current streak', stats.currentStreak],
            ['Best streak', stats.bestStreak],
          ] as const
        ).map(([term, value]) => (
          <div key={term} className="d-flex flex-column-reverse">
            <dt className="fw-normal small">{term}</dt>
            <dd className="fs-4 mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <Table size="sm" borderless className="progress-wordle-distribution">
        <caption className="caption-top">Guess distribution</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Guesses</th>
            <th scope="col">Games won</th>
          </tr>
        </thead>
        <tbody>
          {stats.distribution.map((count, i) => (
            <tr key={i}>
              <th scope="row" className="fw-normal text-end pe-2">
                {i + 1}
              </th>
              <td className="w-100">
                <span
                  className="progress-wordle-bar bg-secondary text-white"
                  style={{ width: `${(count / most) * 100}%` }}
                >
                  {count}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Link to="/wordle">Play today's Wordle</Link>
    </>
  );
}
