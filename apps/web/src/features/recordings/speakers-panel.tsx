import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form, Modal, Table } from 'react-bootstrap';
import { SPEAKER_NOTICE_MAX } from '@langapp/shared';
import type { AdminSpeaker } from '@langapp/shared';
import { remoteStatus } from '../../api/remote-status';
import { speakerDetailsChanged } from '../../api/speaker-list';
import { adminSpeakersQuery, useSaveSpeaker } from '../../api/speakers';
import { Loading } from '../../components/loading';
import { ApiError } from '../../lib/api-client';
import { COMMUNITY_TIME_ZONE, timeZoneName } from '../../lib/time-zone';
import { NewSpeakerForm } from './speaker-picker';
import { SpeakerRenameForm } from './speaker-rename-form';
import './speakers-panel.css';

/** The last day held, as the teacher reads it: '15 March 2027'. */
const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const heldThroughText = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const takesText = ({ word_takes, sentence_takes }: AdminSpeaker) =>
  `${word_takes} ${word_takes === 1 ? 'word' : 'words'}, ${sentence_takes} ${sentence_takes === 1 ? 'sentence' : 'sentences'}`;

/** The form of one speaker's notice and hold, in a dialog. */
function SpeakerForm({ speaker, onDone }: { speaker: AdminSpeaker; onDone: () => void }) {
  const save = useSaveSpeaker();
  const queryClient = useQueryClient();
  const [variety, setVariety] = useState(speaker.variety ?? '');
  const [note, setNote] = useState(speaker.note ?? '');
  const [notice, setNotice] = useState(speaker.notice);
  const [heldThrough, setHeldThrough] = useState(speaker.held_through ?? '');
  const titleId = useId();
  const noticeHint = useId();
  const holdHint = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      {
        speaker: speaker.speaker,
        variety,
        note,
        notice,
        held_through: heldThrough === '' ? null : heldThrough,
      },
      {
        onSuccess: () => {
          void speakerDetailsChanged(queryClient);
          onDone();
        },
      },
    );
  }

  const refusal = save.error instanceof ApiError && save.error.isRefusal ? save.error.serverError : undefined;
  return (
    <Modal show onHide={onDone} aria-labelledby={titleId} centered>
      <Form onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id={titleId} as="h2" className="h5">
            {speaker.speaker}: variety, note, notice and hold
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group className="mb-3" controlId={`${titleId}-variety`}>
            <Form.Label>Variety (dialect)</Form.Label>
            <Form.Control
              value={variety}
              maxLength={100}
              onChange={(event) => setVariety(event.target.value)}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${titleId}-note`}>
            <Form.Label>Note (who they are or were)</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={note}
              maxLength={SPEAKER_NOTICE_MAX}
              onChange={(event) => setNote(event.target.value)}
            />
          </Form.Group>
          <Form.Group className="mb-3" controlId={`${titleId}-notice`}>
            <Form.Label>Notice</Form.Label>
            <Form.Control
              as="textarea"
              rows={4}
              value={notice}
              maxLength={SPEAKER_NOTICE_MAX}
              aria-describedby={noticeHint}
              onChange={(event) => setNotice(event.target.value)}
            />
            <Form.Text id={noticeHint}>
              Plain text, at most {SPEAKER_NOTICE_MAX} characters ({notice.length} now). Learners read it
              before they first play a recording by {speaker.speaker}, and again when you change it. Leave it
              empty for no notice.
            </Form.Text>
          </Form.Group>
          <Form.Group controlId={`${titleId}-hold`}>
            <Form.Label>Hold back until the end of</Form.Label>
            <div className="d-flex flex-wrap gap-2">
              <Form.Control
                type="date"
                value={heldThrough}
                aria-describedby={holdHint}
                onChange={(event) => setHeldThrough(event.target.value)}
                style={{ maxWidth: '12rem' }}
              />
              <Button
                variant="outline-secondary"
                onClick={() => setHeldThrough('')}
                disabled={heldThrough === ''}
              >
                Clear the hold
              </Button>
            </div>
            <Form.Text id={holdHint}>
              Until the end of this day in {timeZoneName(COMMUNITY_TIME_ZONE)}, every recording by{' '}
              {speaker.speaker} is for teachers only. Leave it empty for no hold.
            </Form.Text>
          </Form.Group>
          {save.isError && (
            <Alert variant="danger" className="mt-3 mb-0">
              {refusal ?? `The notice and hold for ${speaker.speaker} could not be saved. Please try again.`}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/**
 * The console's speakers (ADR 061): everyone who recorded, with their notice (shown to learners
 * before the first play of their recordings) and their hold (their recordings for teachers only
 * until a day's end); Edit opens the form of both.
 */
export function SpeakersPanel() {
  const speakers = useQuery(adminSpeakersQuery);
  const status = remoteStatus(speakers);
  const [editing, setEditing] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const headingId = useId();
  const shown = speakers.data?.find((s) => s.speaker === editing);

  return (
    <section aria-labelledby={headingId} className="mt-4">
      <h2 id={headingId} className="h4">
        Speakers
      </h2>
      {status === 'loading' && <Loading label="Loading the speakers..." />}
      {status === 'error' && (
        <Alert variant="danger">The speakers could not be loaded. Please refresh the page.</Alert>
      )}
      <p>
        A speaker is a person, with or without an account: whoever records picks them before recording.{' '}
        {!adding && (
          <Button size="sm" variant="outline-primary" onClick={() => setAdding(true)}>
            Add a speaker
          </Button>
        )}
      </p>
      {adding && <NewSpeakerForm onAdded={() => setAdding(false)} onCancel={() => setAdding(false)} />}
      {speakers.data?.length === 0 && <p>No one has recorded yet.</p>}
      {speakers.data && speakers.data.length > 0 && (
        // Below 576 px each speaker is a card, each cell under its column's name (ADR 054).
        <Table responsive className="align-middle table-stacked">
          <caption className="visually-hidden">Everyone who recorded, with their notice and hold</caption>
          <thead>
            <tr>
              <th scope="col">Speaker</th>
              <th scope="col">Recordings</th>
              <th scope="col">Notice</th>
              <th scope="col">Held back</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {speakers.data.map((speaker) => (
              <tr key={speaker.speaker}>
                <th scope="row">
                  {speaker.speaker}
                  {speaker.variety && <div className="small fw-normal">{speaker.variety}</div>}
                  {speaker.note && (
                    <div className="small fw-normal text-body-secondary speaker-notice">{speaker.note}</div>
                  )}
                </th>
                <td data-label="Recordings">{takesText(speaker)}</td>
                <td data-label="Notice" className="speaker-notice">
                  {speaker.notice || 'No notice'}
                </td>
                <td data-label="Held back">
                  {speaker.held_through
                    ? `Until the end of ${heldThroughText(speaker.held_through)}`
                    : 'Not held'}
                </td>
                <td>
                  <div className="d-flex flex-wrap gap-2">
                    <Button size="sm" variant="outline-primary" onClick={() => setEditing(speaker.speaker)}>
                      Edit<span className="visually-hidden"> {speaker.speaker}</span>
                    </Button>
                    <Button size="sm" variant="outline-secondary" onClick={() => setRenaming(speaker.speaker)}>
                      Rename<span className="visually-hidden"> {speaker.speaker}</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {shown && <SpeakerForm key={shown.speaker} speaker={shown} onDone={() => setEditing(null)} />}
      {renaming !== null && (
        <SpeakerRenameForm key={renaming} speaker={renaming} onDone={() => setRenaming(null)} />
      )}
    </section>
  );
}
