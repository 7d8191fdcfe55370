import { Table } from 'react-bootstrap';
import type { WordleStats } from '@langapp/shared';

/**
 * Wordle statistics as the game's end panel and the progress page show them: games played, win %,
 * the current and best streaks, and the guess distribution as a table of bars.
 */
export function WordleStatistics({ stats, centred = false }: { stats: WordleStats; centred?: boolean }) {
  const most = Math.max(1, ...stats.distribution);
  return (
    <>
      <dl className={`wordle-stats ${centred ? 'justify-content-center' : ''}`}>
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
            <dd className="fs-3 mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      <Table size="sm" borderless className={`wordle-distribution ${centred ? 'mx-auto' : ''}`}>
        <caption className={`caption-top ${centred ? 'text-center' : ''}`}>Guess distribution</caption>
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
              <td className="text-start w-100">
                <span
                  className="wordle-distribution-bar bg-secondary text-white"
                  style={{ width: `${(count / most) * 100}%` }}
                >
                  {count}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}
