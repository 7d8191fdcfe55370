import { useQuery } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { remoteStatus } from '../../api/remote-status';
import { wordleDatesQuery } from '../../api/wordle';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';

/** /wordle/previous: every game so far, newest first, each opening /wordle?date=. */
export function PreviousWordlesPage() {
  const dates = useQuery(wordleDatesQuery);
  const status = remoteStatus(dates);

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
      {dates.data && (
        <ul className="list-unstyled" style={{ columns: '9rem' }}>
          {dates.data.map((date) => (
            <li key={date} className="mb-1">
              <Link to={`/wordle?date=${date}`}>{date}</Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
