import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { PageHeader } from '../../components/page-header';
import { fetchLessonRecordings, lessonRecordingUrl } from './api';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; files: string[] };

/** /recordings: the lesson recordings, each a download link. */
export function LessonRecordingsPage() {
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    fetchLessonRecordings()
      .then((files) => current && setLoad({ status: 'ready', files }))
      .catch((error: unknown) => {
        console.error('The lesson recordings could not be loaded.', error);
        if (current) setLoad({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <PageHeader title="Lesson recordings" />
      {load.status === 'loading' && (
        <p role="status" aria-live="polite">
          Loading data...
        </p>
      )}
      {load.status === 'failed' && (
        <Alert variant="danger">The lesson recordings could not be loaded. Please refresh the page.</Alert>
      )}
      {load.status === 'ready' &&
        (load.files.length === 0 ? (
          <p>There are no lesson recordings yet.</p>
        ) : (
          <>
            <p>Choose a recording to download it.</p>
            <ul>
              {load.files.map((file) => (
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
