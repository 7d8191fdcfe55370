import { useCallback, useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { useAudioPlayer } from '../../components/audio/audio-player';
import {
  fetchSentenceRecordings,
  fetchWordRecordings,
  sentenceAudioUrl,
  uploadSentenceAudio,
  uploadWordAudio,
  wordAudioUrl,
} from './api';
import type { RecordedClip, Recording } from './api';
import { AudioRecorder } from './audio-recorder';
import { RecordingBadges } from './recording-badges';

export const LAST_SENTENCE_AUDIO_NOTICE = 'Only the last submitted audio for each sentence is used.';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; recordings: Recording[] };

/**
 * Loads the recordings now, whenever `load` changes (keep it memoised) and on reload(); a late
 * answer to an earlier load is dropped.
 */
function useRecordings(load: () => Promise<Recording[]>) {
  const [state, setState] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    load()
      .then((recordings) => current && setState({ status: 'ready', recordings }))
      .catch((error: unknown) => {
        console.error('The recordings could not be loaded.', error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [load, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}

interface BodyProps {
  load: () => Promise<Recording[]>;
  urlFor: (filename: string) => string;
  fileId: string;
  upload: (clip: RecordedClip) => Promise<unknown>;
  before?: ReactNode;
}

/** Mounted only while the modal is open: loads the list, plays badges, records and refreshes. */
function ManageAudioBody({ load, urlFor, fileId, upload, before }: BodyProps) {
  const { state, reload } = useRecordings(load);
  const play = useAudioPlayer();
  const headingId = useId();
  const submit = useCallback(
    async (clip: RecordedClip) => {
      await upload(clip);
      reload();
    },
    [upload, reload],
  );

  return (
    <Modal.Body>
      {before}
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="h6">
          Recordings
        </h3>
        {state.status === 'loading' && (
          <p role="status" aria-live="polite">
            Loading data...
          </p>
        )}
        {state.status === 'failed' && <Alert variant="danger">The recordings could not be loaded.</Alert>}
        {state.status === 'ready' &&
          (state.recordings.length === 0 ? (
            <p>There are no recordings yet.</p>
          ) : (
            <RecordingBadges recordings={state.recordings} onPlay={(r) => play(urlFor(r.filename))} />
          ))}
      </section>
      <AudioRecorder fileId={fileId} submit={submit} />
    </Modal.Body>
  );
}

function ManageAudioModal({
  show,
  onHide,
  title,
  ...body
}: BodyProps & { show: boolean; onHide: () => void; title: string }) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={titleId} centered>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title as="h2" id={titleId} className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <ManageAudioBody {...body} />
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

export interface ManageWordAudioModalProps {
  show: boolean;
  onHide: () => void;
  /** The lexical entry's lex, as stored (lowercase). */
  word: string;
}

/** The word's recordings as speaker badges, and a recorder that uploads to /api/upload-lex-audio (admin). */
export function ManageWordAudioModal({ show, onHide, word }: ManageWordAudioModalProps) {
  const load = useCallback(() => fetchWordRecordings(word), [word]);
  const upload = useCallback((clip: RecordedClip) => uploadWordAudio(word, clip), [word]);
  return (
    <ManageAudioModal
      show={show}
      onHide={onHide}
      title={`Manage Audio: ${word}`}
      load={load}
      urlFor={wordAudioUrl}
      fileId={word}
      upload={upload}
    />
  );
}

export interface ManageSentenceAudioModalProps {
  show: boolean;
  onHide: () => void;
  /** A sentence id, or 'textId.sentenceNumber' (1-based) for a sentence of a text. */
  sentId: string;
  /** Shown at the top so the speaker knows what to read. */
  sentenceText: string;
}

/** The sentence's recordings as speaker badges, and a recorder that uploads to /api/upload-sent-audio (admin). */
export function ManageSentenceAudioModal({
  show,
  onHide,
  sentId,
  sentenceText,
}: ManageSentenceAudioModalProps) {
  const load = useCallback(() => fetchSentenceRecordings(sentId), [sentId]);
  const upload = useCallback((clip: RecordedClip) => uploadSentenceAudio(sentId, clip), [sentId]);
  return (
    <ManageAudioModal
      show={show}
      onHide={onHide}
      title="Manage sentence audio"
      load={load}
      urlFor={sentenceAudioUrl}
      fileId={sentId}
      upload={upload}
      before={
        <>
          <p className="fs-5">{sentenceText}</p>
          <Alert variant="info">{LAST_SENTENCE_AUDIO_NOTICE}</Alert>
        </>
      }
    />
  );
}
