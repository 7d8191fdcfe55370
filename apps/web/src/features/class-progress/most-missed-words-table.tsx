import { useId } from 'react';
import { Table } from 'react-bootstrap';
import { CLASS_RECENT_DAYS } from '@langapp/shared';
import type { MostMissedWord } from '@langapp/shared';

/** The words the class missed most in the last 30 days, most first. */
export function MostMissedWordsTable({ words }: { words: readonly MostMissedWord[] }) {
  const captionId = useId();
  if (words.length === 0) {
    return <p>No word has been missed in the last {CLASS_RECENT_DAYS} days.</p>;
  }
  // On a phone the table may be wider than the screen: it scrolls in its own region, reached by Tab.
  return (
    <div className="table-responsive" role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table striped size="sm" className="align-middle class-progress-missed">
        <caption id={captionId} className="caption-top">
          A miss is an Again rating in review, or a word added to a learner&apos;s deck because they missed it
          in the listening exercise, the matching game or the word of the day.
        </caption>
        <thead>
          <tr>
            <th scope="col">Word</th>
            <th scope="col">Meaning</th>
            <th scope="col" className="text-end">
              Misses
            </th>
            <th scope="col" className="text-end">
              Learners who missed it
            </th>
          </tr>
        </thead>
        <tbody>
          {words.map((word) => (
            <tr key={word.lexId}>
              <th scope="row" className="fw-semibold">
                {word.lex}
              </th>
              <td>{word.gloss}</td>
              <td className="text-end">{word.misses}</td>
              <td className="text-end">{word.learners}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
