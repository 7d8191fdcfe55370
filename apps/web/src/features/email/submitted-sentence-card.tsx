import { Fragment, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { LEXICAL_CLASSES, SOTW_NOTE_MAX_LENGTH, SOTW_NOTE_TOO_LONG } from '@langapp/shared';
import type { LexicalClass, SubmittedSentence } from '@langapp/shared';
import { useAddNote } from '../../api/email';
import type { RemoteStatus } from '../../api/remote-status';
import { ApiError } from '../../lib/api-client';
import { formatPacificDateTime } from '../../lib/format-date';
import { parseLexicalItems } from './parse-lexical-items';

const NOTE_RECORDED = 'Note recorded! Re-submit to add an addition note.';
const NOTE_NOT_RECORDED = 'Note not recorded!';
const NOTE_ERROR = 'Error submitting note!';
const NOTE_REQUIRED = 'The note is required.';

export interface Note {
  id: number;
  note: string;
  created_at: string;
  /** When the learner was told of it by e-mail; null or absent when not (unsubscribed, or it failed). */
  emailed_at?: string | null;
}

const CLASS_LABELS: Record<LexicalClass, string> = { verb: 'Verbs', noun: 'Nouns', other: 'Other' };

/** The server read the note and said no (its body says success: false), as opposed to no usable answer. */
const refused = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  typeof error.body === 'object' &&
  error.body !== null &&
  (error.body as { success?: unknown }).success === false;

/** The spec's refusal alert, followed by the server's reason when it gave one. */
const notRecorded = (reason: string | undefined) =>
  reason ? `${NOTE_NOT_RECORDED} ${reason}` : NOTE_NOT_RECORDED;

function LexicalItems({ json }: { json: string }) {
  const items = parseLexicalItems(json);
  if (!items) {
    return (
      <>
        <dt className="col-sm-3">Lexical items</dt>
        <dd className="col-sm-9">(could not be read)</dd>
      </>
    );
  }
  return LEXICAL_CLASSES.map((cls) => (
    <Fragment key={cls}>
      <dt className="col-sm-3">{CLASS_LABELS[cls]}</dt>
      <dd className="col-sm-9">{items[cls].length > 0 ? items[cls].join(', ') : 'none'}</dd>
    </Fragment>
  ));
}

/** Whether the learner was told of the note by e-mail; nothing when the server did not say. */
const emailedNote = ({ emailed_at }: Note, owner: string) =>
  emailed_at === undefined ? '' : emailed_at ? `; e-mailed to ${owner}` : '; not e-mailed';

function NoteList({
  notes,
  notesStatus,
  owner,
}: {
  notes: readonly Note[];
  notesStatus: RemoteStatus;
  owner: string;
}) {
  if (notesStatus === 'error') return <p className="text-body-secondary">The notes could not be loaded.</p>;
  if (notesStatus !== 'ready') return <p className="text-body-secondary">Loading notes...</p>;
  if (notes.length === 0) return <p className="text-body-secondary">No notes yet.</p>;
  return (
    <ul aria-label={`Notes on ${owner}'s sentence`}>
      {notes.map((note) => (
        <li key={note.id}>
          {note.note}{' '}
          <small className="text-body-secondary">
            ({formatPacificDateTime(note.created_at)}
            {emailedNote(note, owner)})
          </small>
        </li>
      ))}
    </ul>
  );
}

function NoteForm({ sentId }: { sentId: number }) {
  const addNote = useAddNote();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = `sotw-note-${sentId}`;
  const counterId = `${fieldId}-count`;
  const errorId = `${fieldId}-error`;
  // The server counts the note once trimmed; so does the counter, so both agree on what fits.
  const length = note.trim().length;
  const tooLong = length > SOTW_NOTE_MAX_LENGTH;
  // A note past the limit says so as it is typed; an empty one only once Add note is pressed.
  const shown = problem ?? (tooLong ? SOTW_NOTE_TOO_LONG : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = length === 0 ? NOTE_REQUIRED : tooLong ? SOTW_NOTE_TOO_LONG : null;
    if (found) {
      setProblem(found);
      noteRef.current?.focus();
      return;
    }
    try {
      // A recorded note is added to every list of notes (the mutation refreshes them).
      const { success } = await addNote.mutateAsync({ sent_id: sentId, note });
      if (success) {
        setNote('');
        window.alert(NOTE_RECORDED);
      } else {
        window.alert(NOTE_NOT_RECORDED);
      }
    } catch (error) {
      if (refused(error)) {
        window.alert(notRecorded(error.serverError));
      } else {
        window.alert(NOTE_ERROR);
      }
    }
  }

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Form.Group className="mb-2" controlId={fieldId}>
        <Form.Label>New note</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          ref={noteRef}
          required
          value={note}
          isInvalid={shown !== null}
          aria-invalid={shown !== null}
          aria-describedby={shown ? `${counterId} ${errorId}` : counterId}
          onChange={(event) => {
            setNote(event.target.value);
            setProblem(null);
          }}
        />
        <Form.Text id={counterId} className={tooLong ? 'text-danger' : undefined}>
          {length} / {SOTW_NOTE_MAX_LENGTH} characters
        </Form.Text>
        <Form.Control.Feedback type="invalid" id={errorId}>
          {shown}
        </Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" variant="outline-primary" disabled={addNote.isPending}>
        Add note
      </Button>
    </Form>
  );
}

/** One submitted sentence: who sent it and when, the sentence and its words, its notes and a note form. */
export function SubmittedSentenceCard({
  sentence,
  notes,
  notesStatus,
}: {
  sentence: SubmittedSentence;
  notes: readonly Note[];
  /** Where the list of notes stands: the sentence shows whether or not its notes could be loaded. */
  notesStatus: RemoteStatus;
}) {
  const headingId = `sotw-sentence-${sentence.id}`;
  return (
    <Card as="article" className="mb-4" aria-labelledby={headingId}>
      <Card.Body>
        <h2 className="h5 card-title" id={headingId}>
          Sentence from {sentence.pretty_name}
        </h2>
        <dl className="row mb-3">
          <dt className="col-sm-3">Submitted</dt>
          <dd className="col-sm-9">{formatPacificDateTime(sentence.date_user_submitted)}</dd>
          <dt className="col-sm-3">Expires</dt>
          <dd className="col-sm-9">
            {sentence.date_expired
              ? formatPacificDateTime(sentence.date_expired)
              : 'when the next invitation is sent'}
          </dd>
          <dt className="col-sm-3">Sentence</dt>
          <dd className="col-sm-9">{sentence.text}</dd>
          <dt className="col-sm-3">Translation</dt>
          <dd className="col-sm-9">{sentence.trans}</dd>
          <LexicalItems json={sentence.lexical_items} />
        </dl>
        <h3 className="h6">Notes</h3>
        <NoteList notes={notes} notesStatus={notesStatus} owner={sentence.pretty_name} />
        <NoteForm sentId={sentence.id} />
      </Card.Body>
    </Card>
  );
}
