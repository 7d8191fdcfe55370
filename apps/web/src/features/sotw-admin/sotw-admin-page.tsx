import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert } from 'react-bootstrap';
import type { SubmittedSentence } from '@langapp/shared';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { useSession } from '../../lib/session/session-context';
import { fetchNotes, fetchSubmittedSentences } from './api';
import { SubmittedSentenceCard } from './submitted-sentence-card';
import type { Note } from './submitted-sentence-card';

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; sentences: SubmittedSentence[] };

interface NoteRow extends Note {
  sent_id: number;
}

/** /admin-sotw: the teacher's review of the sentences learners submitted, with notes on each. */
export function SotwAdminPage() {
  const { admin } = useSession();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [notes, setNotes] = useState<NoteRow[]>([]);

  // The route guard already keeps others out; the calls also wait for the admin flag themselves.
  useEffect(() => {
    if (admin !== true) return;
    let current = true;
    Promise.all([fetchSubmittedSentences(), fetchNotes()]).then(
      ([sentences, noteList]) => {
        if (!current) return;
        setNotes(noteList.results);
        setLoad({ state: 'ready', sentences: sentences.results });
      },
      (error: unknown) => {
        console.error('The submitted sentences could not be loaded.', error);
        if (current) setLoad({ state: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [admin]);

  const reloadNotes = useCallback(() => {
    fetchNotes().then(
      ({ results }) => setNotes(results),
      (error: unknown) => console.error('The notes could not be reloaded.', error),
    );
  }, []);

  const notesBySentence = useMemo(() => {
    const grouped = new Map<number, NoteRow[]>();
    for (const note of notes) grouped.set(note.sent_id, [...(grouped.get(note.sent_id) ?? []), note]);
    return grouped;
  }, [notes]);

  return (
    <>
      <PageHeader title="Sentence Of The Week Admin" />
      {load.state === 'loading' && <Loading />}
      {load.state === 'error' && (
        <Alert variant="danger">The submitted sentences could not be loaded. Please refresh the page.</Alert>
      )}
      {load.state === 'ready' &&
        (load.sentences.length === 0 ? (
          <p>No sentences have been submitted yet.</p>
        ) : (
          load.sentences.map((sentence) => (
            <SubmittedSentenceCard
              key={sentence.id}
              sentence={sentence}
              notes={notesBySentence.get(sentence.id) ?? []}
              onNoteRecorded={reloadNotes}
            />
          ))
        ))}
    </>
  );
}
