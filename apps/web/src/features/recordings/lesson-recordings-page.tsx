import { useQuery } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { lessonRecordingsQuery, lessonRecordingUrl } from '../../api/recordings';
import { remoteStatus } from '../../api/remote-status';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';

/** /recordings: the lesson recordings, each a download link. */
export function LessonRecordingsPage() {
  const query = useQuery(lessonRecordingsQuery);
  const status = remoteStatus(query);
  const files = query.data;

  return (
    <>
      <PageHeader title="Lesson recordings" />
      {status === 'loading' && <Loading label="Loading data..." />}
      {status === 'error' && (
        <Alert variant="danger">The lesson recordings could not be loaded. Please refresh the page.</Alert>
      )}
      {files &&
        (files.length === 0 ? (
          <EmptyState
            title="There are no lesson recordings yet."
            actions={
              <Link to="/vocab" className="btn btn-outline-primary">
                Go to the vocabulary lessons
              </Link>
            }
          >
            The recordings of the lessons appear here for you to download and listen to anywhere. Meanwhile,
            the lessons play their words and sentences themselves.
          </EmptyState>
        ) : (
          <>
            <p>Choose a recording to download it.</p>
            <ul>
              {files.map((file) => (
                <li key={file} className="mb-1">
                  <a href={lessonRecordingUrl(file)} download={file}>
                    {file}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ))}
    </>
  );
}
