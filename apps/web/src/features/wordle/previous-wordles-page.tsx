import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { fetchWordleDates } from './api';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; dates: string[] };

/** /wordle/previous: every game so far, newest first, each opening /wordle?date=. */
export function PreviousWordlesPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    fetchWordleDates()
      .then((dates) => {
        // ISO dates sort as text.
        if (current) setLoad({ state: 'ready', dates: [...dates].sort().reverse() });
      })
      .catch((error: unknown) => {
        console.error('The Wordle dates could not be loaded.', error);
        if (current) setLoad({ state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <PageHeader title="Previous Wordles" />
      <p>
        <Link to="/wordle">Today&apos;s Wordle</Link>
      </p>
      {load.state === 'loading' && <Loading />}
      {load.state === 'failed' && (
        <Alert variant="danger">The list of games could not be loaded. Please refresh the page.</Alert>
      )}
      {load.state === 'ready' && (
        <ul className="list-unstyled" style={{ columns: '9rem' }}>
          {load.dates.map((date) => (
            <li key={date} className="mb-1">
              <Link to={`/wordle?date=${date}`}>{date}</Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
