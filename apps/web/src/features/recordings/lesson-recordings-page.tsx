import { useQuery } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Visibility } from '@langapp/shared';
import { adminLessonRecordingsQuery, lessonRecordingsQuery, lessonRecordingUrl } from '../../api/recordings';
import { remoteStatus } from '../../api/remote-status';
import { useSession } from '../../api/session';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { ItemVisibility } from '../../components/visibility/item-visibility';

/**
 * /recordings: the lesson recordings the account may hear, each a download link; a teacher sees
 * every one with its level beside it, set at once (ADR 072).
 */
export function LessonRecordingsPage() {
  const isAdmin = useSession().admin === true;
  const learnerQuery = useQuery({ ...lessonRecordingsQuery, enabled: !isAdmin });
  const adminQuery = useQuery({ ...adminLessonRecordingsQuery, enabled: isAdmin });
  const query = isAdmin ? adminQuery : learnerQuery;
  const status = remoteStatus(query);
  const files: { id: string; visibility?: Visibility }[] | undefined = isAdmin
    ? adminQuery.data
    : learnerQuery.data?.map((id) => ({ id }));

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
                <li key={file.id} className="mb-1 d-flex flex-wrap align-items-center gap-2">
                  {isAdmin && (
                    <ItemVisibility
                      kind="lesson-recording"
                      id={file.id}
                      visibility={file.visibility}
                      name={`lesson recording ${file.id}`}
                      className="w-auto flex-shrink-0"
                    />
                  )}
                  <a href={lessonRecordingUrl(file.id)} download={file.id} className="text-break">
                    {file.id}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ))}
    </>
  );
}
