import { useQuery } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { lessonRecordingsQuery, lessonRecordingUrl } from '../../api/recordings';
import { remoteStatus } from '../../api/remote-status';
import { PageHeader } from '../../components/page-header';

/** /recordings: the lesson recordings, each a download link. */
export function LessonRecordingsPage() {
  const query = useQuery(lessonRecordingsQuery);
  const status = remoteStatus(query);
  const files = query.data;

  return (
    <>
      <PageHeader title="Lesson recordings" />
      {status === 'loading' && (
        <p role="status" aria-live="polite">
          Loading data...
        </p>
      )}
      {status === 'error' && (
        <Alert variant="danger">The lesson recordings could not be loaded. Please refresh the page.</Alert>
      )}
      {files &&
        (files.length === 0 ? (
          <p>There are no lesson recordings yet.</p>
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
