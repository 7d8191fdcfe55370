import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import { sotwNotesQuery, submittedSentencesQuery } from '../../api/email';
import { remoteStatus } from '../../api/remote-status';
import { useSession } from '../../api/session';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { SubmittedSentenceCard } from './submitted-sentence-card';
import type { Note } from './submitted-sentence-card';

interface NoteRow extends Note {
  sent_id: number;
}

const NO_NOTES: readonly NoteRow[] = [];

/** /admin-sotw: the teacher's review of the sentences learners submitted, with notes on each. */
export function SotwAdminPage() {
  const { admin } = useSession();
  // The route guard already keeps others out; the calls also wait for the admin flag themselves.
  const sentences = useQuery({ ...submittedSentencesQuery, enabled: admin === true });
  const notesQuery = useQuery({ ...sotwNotesQuery, enabled: admin === true });
  const notes = notesQuery.data ?? NO_NOTES;
  // The sentences are the page: they show as soon as they arrive, whatever became of the notes.
  const status = remoteStatus(sentences);
  const notesStatus = remoteStatus(notesQuery);

  const notesBySentence = useMemo(() => {
    const grouped = new Map<number, NoteRow[]>();
    for (const note of notes) grouped.set(note.sent_id, [...(grouped.get(note.sent_id) ?? []), note]);
    return grouped;
  }, [notes]);

  return (
    <>
      <PageHeader title="Sentence Of The Week Admin" />
      {(status === 'loading' || status === 'idle') && <Loading label="Loading the submitted sentences..." />}
      {status === 'error' && (
        <Alert variant="danger">The submitted sentences could not be loaded. Please refresh the page.</Alert>
      )}
      {status === 'ready' && notesStatus === 'error' && (
        <Alert variant="warning">The notes could not be loaded. Please refresh the page to see them.</Alert>
      )}
      {status === 'ready' &&
        (sentences.data?.length === 0 ? (
          <EmptyState
            title="No sentences have been submitted yet."
            actions={
              <Link to="/admin/learners" className="btn btn-outline-primary">
                See the learners
              </Link>
            }
          >
            Learners send a sentence from the link in their sentence-of-the-week e-mail; each shows here for
            you to answer with a note.
          </EmptyState>
        ) : (
          sentences.data?.map((sentence) => (
            <SubmittedSentenceCard
              key={sentence.id}
              sentence={sentence}
              notes={notesBySentence.get(sentence.id) ?? []}
              notesStatus={notesStatus}
            />
          ))
        ))}
    </>
  );
}
