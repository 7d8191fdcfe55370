import { Link } from 'react-router-dom';
import type { WordleStats } from '@langapp/shared';
import { WordleStatistics } from '../../components/wordle-statistics';

/** The account's Wordle statistics, in the figures of the game's end panel, or where to start. */
export function WordleSummary({ stats }: { stats: WordleStats }) {
  if (stats.played === 0) {
    return (
      <p>
        You have not finished a Wordle game yet. <Link to="/wordle">Play today's Wordle</Link>
      </p>
    );
  }
  return (
    <>
      <WordleStatistics stats={stats} />
      <Link to="/wordle">Play today's Wordle</Link>
    </>
  );
}
