import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { DEFAULT_VISIBILITY, isMp3 } from '@langapp/shared';
import type { Visibility } from '@langapp/shared';
import {
  entryRecordingsQuery,
  sentenceRecordingsQuery,
  sentenceRecordingUrl,
  useDeleteSentenceRecording,
  useDeleteWordRecording,
  useUploadSentenceAudio,
  useUploadWordAudio,
  wordRecordingUrl,
} from '../../api/recordings';
import type { LeveledClip, RecordedClip } from '../../api/recordings';
import { remoteStatus } from '../../api/remote-status';
import { useAudioPlayer } from '../../components/audio/audio-player';
import { ItemVisibility } from '../../components/visibility/item-visibility';
import { TeachersOnlyBadge } from '../../components/visibility/teachers-only-badge';
import { VisibilitySelect } from '../../components/visibility/visibility-select';
import { ApiError } from '../../lib/api-client';
import { focusOnMount } from '../../lib/focus-on-mount';
import { audioEntryName } from './audio-entry';
import type { AudioEntry } from './audio-entry';
import { AudioRecorder } from './audio-recorder';
import { RecordingBadges, recordingTime } from './recording-badges';
import type { Recording } from './recording-badges';
import { rememberedSpeaker, SpeakerPicker } from './speaker-picker';

export const LAST_SENTENCE_AUDIO_NOTICE = 'Only the last submitted audio for each sentence is used.';

export const CLOSE_WITH_TAKE_QUESTION = 'The new recording has not been submitted. Close and discard it?';
export const DELETE_FAILED = 'The recording could not be deleted.';

interface BodyProps {
  /** The recordings of the word or sentence, in every format the server keeps. */
  recordings: UseQueryResult<readonly Recording[]>;
  urlFor: (filename: string) => string;
  fileId: string;
  upload: (clip: LeveledClip) => Promise<unknown>;
  /** What kind of recording the takes are, to set who may hear each (ADR 062). */
  kind: 'word-recording' | 'sentence-recording';
  /** Deletes a take (its .mp3 file name); the mutation refreshes the lists. */
  remove: (filename: string) => Promise<unknown>;
  before?: ReactNode;
  onPendingChange: (pending: boolean) => void;
}

type Deletion =
  | { step: 'confirm'; recording: Recording; trigger: HTMLElement }
  | { step: 'deleting'; recording: Recording; trigger: HTMLElement }
  | { step: 'failed'; recording: Recording; trigger: HTMLElement; detail: string | undefined }
  | { step: 'done' };

/** The server's sentence saying why it refused, if it gave one. */
const refusal = (error: unknown) => (error instanceof ApiError ? error.serverError : undefined);

/**
 * Deleting a take asks first, inside the modal: the take is named, and the teacher confirms or
 * cancels. Focus goes to Cancel, back to the take's Delete button on cancel, and to the list's
 * heading once the take is gone.
 */
function DeleteConfirmation({
  deletion,
  onConfirm,
  onCancel,
}: {
  deletion: Exclude<Deletion, { step: 'done' }>;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const questionId = useId();
  const busy = deletion.step === 'deleting';
  return (
    <Alert variant="warning" className="mt-3 mb-0" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="mb-2">
        Delete the recording by {deletion.recording.speaker} at {recordingTime(deletion.recording)}? It will
        no longer be listed or played (an administrator can restore it from the server).
      </p>
      {deletion.step === 'failed' && (
        <p role="alert" className="text-danger mb-2">
          {DELETE_FAILED}
          {deletion.detail && ` ${deletion.detail}`}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Deleting…' : 'Delete recording'}
        </Button>
        <Button ref={focusOnMount} variant="outline-dark" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </Alert>
  );
}

/**
 * Mounted only while the modal is open: shows the list's .mp3 files as badges that play (each with
 * a Delete button that asks first), and records; an upload's or a deletion's mutation invalidates
 * the list, so it (and every other view of it) updates.
 */
function ManageAudioBody({
  recordings,
  urlFor,
  fileId,
  upload,
  kind,
  remove,
  before,
  onPendingChange,
}: BodyProps) {
  const [level, setLevel] = useState<Visibility>(DEFAULT_VISIBILITY);
  // Whose voice it is (ADR 080); none picked: the teacher's own name, as before.
  const [speaker, setSpeaker] = useState(rememberedSpeaker);
  const levelId = useId();
  const status = remoteStatus(recordings);
  // Only the .mp3 files are used (spec §2).
  const mp3s = useMemo(() => recordings.data?.filter(isMp3), [recordings.data]);
  const play = useAudioPlayer();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const submit = useCallback(
    async (clip: RecordedClip) => {
      await upload({ ...clip, visibility: level, ...(speaker ? { speaker } : {}) });
    },
    [upload, level, speaker],
  );

  async function confirmDeletion() {
    if (!deletion || deletion.step === 'done' || deletion.step === 'deleting') return;
    const { recording, trigger } = deletion;
    setDeletion({ step: 'deleting', recording, trigger });
    try {
      await remove(recording.filename);
      setDeletion({ step: 'done' });
      heading.current?.focus();
    } catch (error) {
      setDeletion({ step: 'failed', recording, trigger, detail: refusal(error) });
    }
  }

  function cancelDeletion() {
    if (deletion && deletion.step !== 'done') deletion.trigger.focus();
    setDeletion(null);
  }

  const asking = deletion && deletion.step !== 'done' ? deletion : null;
  return (
    <Modal.Body>
      {before}
      <section aria-labelledby={headingId}>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="h6">
          Recordings
        </h3>
        {status === 'loading' && (
          <p role="status" aria-live="polite">
            Loading data...
          </p>
        )}
        {status === 'error' && <Alert variant="danger">The recordings could not be loaded.</Alert>}
        {mp3s &&
          (mp3s.length === 0 ? (
            <p>There are no recordings yet.</p>
          ) : (
            <RecordingBadges
              recordings={mp3s}
              onPlay={(r) => play({ url: urlFor(r.filename), speaker: r.speaker })}
              onDelete={(recording, trigger) => setDeletion({ step: 'confirm', recording, trigger })}
              deleting={deletion?.step === 'deleting'}
            />
          ))}
        {asking && (
          <DeleteConfirmation
            key={asking.recording.filename}
            deletion={asking}
            onConfirm={() => void confirmDeletion()}
            onCancel={cancelDeletion}
          />
        )}
        {deletion?.step === 'done' && (
          <p role="status" className="small mt-2 mb-0">
            The recording was deleted.
          </p>
        )}
        {mp3s && mp3s.some((r) => r.id !== undefined) && (
          <ul className="list-unstyled mt-2 mb-0">
            {mp3s.map(
              (r) =>
                r.id !== undefined && (
                  <li key={r.filename} className="d-flex flex-wrap align-items-center gap-2 mb-1">
                    <span>
                      {r.speaker}, {recordingTime(r)}
                    </span>
                    <ItemVisibility
                      kind={kind}
                      id={r.id}
                      visibility={r.visibility}
                      name={`the recording by ${r.speaker} at ${recordingTime(r)}`}
                      className="w-auto"
                    />
                    <TeachersOnlyBadge visibility={r.visibility} />
                  </li>
                ),
            )}
          </ul>
        )}
      </section>
      <div className="mt-3">
        <SpeakerPicker value={speaker} onChange={setSpeaker} />
      </div>
      <Form.Group className="mb-2" controlId={levelId}>
        <Form.Label>New recordings visible to</Form.Label>
        <VisibilitySelect value={level} onChange={setLevel} small={false} className="w-auto" />
      </Form.Group>
      <AudioRecorder fileId={fileId} submit={submit} onPendingChange={onPendingChange} />
    </Modal.Body>
  );
}

/**
 * The modal around the body. Closing it (the close button, Close, Escape or a click outside) while
 * a take is being recorded or waits to be submitted asks first; 'Keep recording' leaves it open.
 */
function ManageAudioModal({
  show,
  onHide,
  onExited,
  title,
  ...body
}: Omit<BodyProps, 'onPendingChange'> & {
  show: boolean;
  onHide: () => void;
  onExited?: () => void;
  title: string;
}) {
  const titleId = useId();
  const questionId = useId();
  const [pendingTake, setPendingTake] = useState(false);
  const [askingToClose, setAskingToClose] = useState(false);

  function requestClose() {
    if (pendingTake) setAskingToClose(true);
    else onHide();
  }

  function closeAnyway() {
    setAskingToClose(false);
    onHide();
  }

  const onPendingChange = useCallback((pending: boolean) => {
    setPendingTake(pending);
    if (!pending) setAskingToClose(false);
  }, []);

  return (
    <Modal show={show} onHide={requestClose} onExited={onExited} aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <ManageAudioBody {...body} onPendingChange={onPendingChange} />
      <Modal.Footer>
        {askingToClose ? (
          <div role="group" aria-labelledby={questionId} className="w-100">
            <p id={questionId} className="mb-2 fw-semibold">
              {CLOSE_WITH_TAKE_QUESTION}
            </p>
            <div className="d-flex flex-wrap justify-content-end gap-2">
              <Button ref={focusOnMount} variant="primary" onClick={() => setAskingToClose(false)}>
                Keep recording
              </Button>
              <Button variant="outline-danger" onClick={closeAnyway}>
                Discard and close
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" onClick={requestClose}>
            Close
          </Button>
        )}
      </Modal.Footer>
    </Modal>
  );
}

export interface ManageWordAudioModalProps {
  show: boolean;
  onHide: () => void;
  /** Once the modal has closed and gone (a host that moves focus itself does it then). */
  onExited?: () => void;
  /** The lexical entry recorded: its takes are its own, never a homograph's. */
  entry: AudioEntry;
}

/**
 * The entry's recordings as speaker badges, and a recorder that uploads to /api/upload-lex-audio
 * with the entry's id (admin).
 */
export function ManageWordAudioModal({ show, onHide, onExited, entry }: ManageWordAudioModalProps) {
  // Asked for while the modal shows; an upload invalidates it, so every view of it updates.
  const recordings = useQuery({ ...entryRecordingsQuery(entry.id), enabled: show });
  const { mutateAsync: upload } = useUploadWordAudio(entry);
  const { mutateAsync: remove } = useDeleteWordRecording(entry.id);
  return (
    <ManageAudioModal
      show={show}
      onHide={onHide}
      onExited={onExited}
      title={`Manage Audio: ${audioEntryName(entry)}`}
      recordings={recordings}
      urlFor={wordRecordingUrl}
      fileId={entry.lex}
      upload={upload}
      kind="word-recording"
      remove={remove}
    />
  );
}

export interface ManageSentenceAudioModalProps {
  show: boolean;
  onHide: () => void;
  /** Once the modal has closed and gone (a host that moves focus itself does it then). */
  onExited?: () => void;
  /** A sentence id, or 'textId.sentenceId' for a sentence of a text (texts/sentence-ids). */
  sentId: string;
  /** Shown at the top so the speaker knows what to read. */
  sentenceText: string;
}

/** The sentence's recordings as speaker badges, and a recorder that uploads to /api/upload-sent-audio (admin). */
export function ManageSentenceAudioModal({
  show,
  onHide,
  onExited,
  sentId,
  sentenceText,
}: ManageSentenceAudioModalProps) {
  // Only this sentence's recordings: GET /api/sent-audios?sent={sentId}.
  const recordings = useQuery({ ...sentenceRecordingsQuery([sentId]), enabled: show });
  const { mutateAsync: upload } = useUploadSentenceAudio(sentId);
  const { mutateAsync: remove } = useDeleteSentenceRecording(sentId);
  return (
    <ManageAudioModal
      show={show}
      onHide={onHide}
      onExited={onExited}
      title="Manage sentence audio"
      recordings={recordings}
      urlFor={sentenceRecordingUrl}
      fileId={sentId}
      upload={upload}
      kind="sentence-recording"
      remove={remove}
      before={
        <>
          <p className="fs-5">{sentenceText}</p>
          <Alert variant="info">{LAST_SENTENCE_AUDIO_NOTICE}</Alert>
        </>
      }
    />
  );
}
