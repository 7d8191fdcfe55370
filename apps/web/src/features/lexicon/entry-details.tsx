import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Col, Row } from 'react-bootstrap';
import { ENTRY_FORM_KIND_LABELS } from '@langapp/shared';
import type { LexEntry } from '@langapp/shared';
import { lexEntryQuery } from '../../api/lex-entry';
import { wordRecordingUrl } from '../../api/recordings';
import { useSpeakerOrder } from '../../api/speakers';
import { PlayRecordingButton } from '../../components/audio/play-recording-button';
import { SpeakButton } from '../../components/speaking/speak-button';
import { TakeReplies } from '../../components/speaking/take-replies';
import { SuggestCorrectionButton } from '../../components/suggestions/suggest-correction-button';

// The opened row of /words: the entry whole (issue 25). In a chunk of its own, loaded when a row is
// first opened: the list's first paint does without it.

type Note = LexEntry['typedNotes'][number];

/** The entry's notes as one list: the general note (untyped) first, then the typed ones. */
export const entryNotes = (entry: LexEntry): Note[] =>
  entry.notes ? [{ type: '', text: entry.notes }, ...entry.typedNotes] : entry.typedNotes;

/** A part of the details: a small bold heading, then its content. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h2 className="h6 fw-bold mt-2 mb-1">{title}</h2>
      {children}
    </>
  );
}
type Sense = LexEntry['senses'][number];

/** A note's type as a label: 'Grammar' for 'grammar'; an untyped note is a 'Note'. */
const noteLabel = ({ type }: Note) => (type ? type.charAt(0).toUpperCase() + type.slice(1) : 'Note');

export function Notes({ notes, className }: { notes: readonly Note[]; className?: string }) {
  if (notes.length === 0) return null;
  return (
    <ul className={`list-unstyled mb-0 ${className ?? ''}`}>
      {notes.map((note, index) => (
        <li key={index}>
          <span className="fw-semibold">{noteLabel(note)}:</span> {note.text}
        </li>
      ))}
    </ul>
  );
}

/** Whether a sense says more than the row already shows (its part of speech and gloss). */
const saysMore = (sense: Sense) =>
  sense.definition !== '' || sense.examples.length > 0 || sense.notes.length > 0;

/**
 * Each sense with its definition, examples and notes. A signed-in learner may suggest a correction
 * of each example: its sentence and translation are fields of the entry (ADR 060).
 */
export function Senses({ lexId, senses }: { lexId: number; senses: readonly Sense[] }) {
  return (
    <ol className="ps-4 mb-2">
      {senses.map((sense) => (
        <li key={sense.id} className="mb-1">
          {sense.pos && <span className="fst-italic">{sense.pos}</span>} {sense.gloss}
          {sense.definition && <div>{sense.definition}</div>}
          {sense.examples.length > 0 && (
            <ul className="mb-0">
              {sense.examples.map((example) => (
                <li key={example.id}>
                  {example.text}
                  {example.translation && <span className="fst-italic"> ({example.translation})</span>}
                  <SuggestCorrectionButton
                    item={{ kind: 'entry', lexId, example: { senseId: sense.id, exampleId: example.id } }}
                    name={example.text}
                    className="ms-2 my-1"
                  />
                </li>
              ))}
            </ul>
          )}
          <Notes notes={sense.notes} />
        </li>
      ))}
    </ol>
  );
}

/**
 * Each speaker's newest recording of the entry (they come newest first), with a play button named
 * by speaker: the speakers the learner chose first, in their order, then the others (ADR 061).
 */
export function Speakers({ entry, name }: { entry: LexEntry; name: string }) {
  const preferred = useSpeakerOrder();
  const seen = new Set<string>();
  const rank = (speaker: string) => {
    const index = preferred.indexOf(speaker);
    return index === -1 ? preferred.length : index;
  };
  const newest = entry.recordings
    .filter((r) => !seen.has(r.speaker) && seen.add(r.speaker))
    .sort((a, b) => rank(a.speaker) - rank(b.speaker));
  const first = newest[0];
  return (
    <>
      <ul className="list-inline mb-2">
        {newest.map((recording) => (
          <li key={recording.filename} className="list-inline-item me-3">
            {recording.speaker}
            {recording.variety && <span className="text-body-secondary"> ({recording.variety})</span>}
            <PlayRecordingButton
              take={{ url: wordRecordingUrl(recording.filename), speaker: recording.speaker }}
              label={`${name} by ${recording.speaker}`}
              className="ms-1"
            />
          </li>
        ))}
      </ul>
      <SpeakButton
        take={first && { url: wordRecordingUrl(first.filename), speaker: first.speaker }}
        label={name}
        item={`entry:${entry.id}`}
        className="mb-2"
      />
      <TakeReplies item={`entry:${entry.id}`} name={name} />
    </>
  );
}

/** The entry's other forms (a pronunciation, a variant, ...), each with its kind and writing system. */
export function Forms({ forms }: { forms: LexEntry['forms'] }) {
  return (
    <ul className="list-unstyled mb-2">
      {forms.map((form, index) => (
        <li key={index}>
          <span className="fw-semibold">
            {ENTRY_FORM_KIND_LABELS[form.kind]} ({form.ws}):
          </span>{' '}
          {form.text}
        </li>
      ))}
    </ul>
  );
}

/**
 * What a dictionary says of an entry beyond its row: each sense with its definition, examples and
 * notes (when there is more than the row shows), the entry's notes with their types, its other
 * forms (a pronunciation, a variant, ...) with their writing systems, and each speaker's recording;
 * for a signed-in learner, "Suggest a correction" on the entry and on each example.
 */
export function EntryDetails({ id, name }: { id: number; name: string }) {
  const query = useQuery(lexEntryQuery(id));
  if (query.isPending) return <p role="status">Loading the entry...</p>;
  if (query.isError) return <p className="mb-2">The details of {name} could not be loaded.</p>;
  const entry = query.data;
  const notes = entryNotes(entry);
  const showSenses = entry.senses.length > 1 || entry.senses.some(saysMore);
  const meaning = (showSenses || notes.length > 0) && (
    <>
      {showSenses && (
        <Part title="Senses">
          <Senses lexId={entry.id} senses={entry.senses} />
        </Part>
      )}
      {notes.length > 0 && (
        <Part title="Notes">
          <Notes notes={notes} className="mb-2" />
        </Part>
      )}
    </>
  );
  const sound = (entry.forms.length > 0 || entry.recordings.length > 0) && (
    <>
      {entry.forms.length > 0 && (
        <Part title="Other forms">
          <Forms forms={entry.forms} />
        </Part>
      )}
      {entry.recordings.length > 0 && (
        <Part title="Recordings">
          <Speakers entry={entry} name={name} />
        </Part>
      )}
    </>
  );
  // Side by side where there is room: what the word means, and how it is written and said.
  return (
    <>
      {meaning && sound ? (
        <Row>
          <Col md={7}>{meaning}</Col>
          <Col md={5}>{sound}</Col>
        </Row>
      ) : (
        meaning || sound
      )}
      {/* The whole entry's form (its word, senses, examples and note), for a signed-in learner. */}
      <SuggestCorrectionButton item={{ kind: 'entry', lexId: entry.id }} name={name} className="mb-2" />
    </>
  );
}
