import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Modal } from 'react-bootstrap';
import { isMp3 } from '@langapp/shared';
import {
  sentenceRecordingsQuery,
  sentenceRecordingUrl,
  useUploadSentenceAudio,
  useUploadWordAudio,
  wordRecordingsQuery,
} from '../../api/recordings';
import type { RecordedClip } from '../../api/recordings';
import { remoteStatus } from '../../api/remote-status';
import { recordingUrl, useAudioPlayer } from '../../components/audio/audio-player';
import { AudioRecorder } from './audio-recorder';
import { RecordingBadges } from './recording-badges';
import type { Recording } from './recording-badges';

export const LAST_SENTENCE_AUDIO_NOTICE = 'Only the last submitted audio for each sentence is used.';

interface BodyProps {
  /** The recordings of the word or sentence, in every format the server keeps. */
  recordings: UseQueryResult<readonly Recording[]>;
  urlFor: (filename: string) => string;
  fileId: string;
  upload: (clip: RecordedClip) => Promise<unknown>;
  before?: ReactNode;
}

/**
 * Mounted only while the modal is open: shows the list's .mp3 files as badges that play, and
 * records; an upload's mutation invalidates the list, so it (and every other view of it) updates.
 */
function ManageAudioBody({ recordings, urlFor, fileId, upload, before }: BodyProps) {
  const status = remoteStatus(recordings);
  // Only the .mp3 files are used (spec §2).
  const mp3s = useMemo(() => recordings.data?.filter(isMp3), [recordings.data]);
  const play = useAudioPlayer();
  const headingId = useId();
  const submit = useCallback(
    async (clip: RecordedClip) => {
      await upload(clip);
    },
    [upload],
  );

  return (
    <Modal.Body>
      {before}
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="h6">
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
            <RecordingBadges recordings={mp3s} onPlay={(r) => play(urlFor(r.filename))} />
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
  // Asked for while the modal shows; an upload invalidates it, so every view of it updates.
  const recordings = useQuery({ ...wordRecordingsQuery(word), enabled: show });
  const { mutateAsync: upload } = useUploadWordAudio(word);
  return (
    <ManageAudioModal
      show={show}
      onHide={onHide}
      title={`Manage Audio: ${word}`}
      recordings={recordings}
      urlFor={recordingUrl}
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
  // Only this sentence's recordings: GET /api/sent-audios?sent={sentId}.
  const recordings = useQuery({ ...sentenceRecordingsQuery([sentId]), enabled: show });
  const { mutateAsync: upload } = useUploadSentenceAudio(sentId);
  return (
    <ManageAudioModal
      show={show}
      onHide={onHide}
      title="Manage sentence audio"
      recordings={recordings}
      urlFor={sentenceRecordingUrl}
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
