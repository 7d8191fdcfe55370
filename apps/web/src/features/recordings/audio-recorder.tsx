import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import type { RecordedClip } from '../../api/recordings';
import { ApiError } from '../../lib/api-client';
import { recordingFileName } from './recording-file';
import { canRecord, useAudioRecording } from './use-audio-recording';

export const UPLOAD_SUCCESS = 'Audio recording successfully uploaded!';
export const UPLOAD_ERROR = 'Error submitting audio recording!';
/** How long the success notice shows (spec §9). */
const UPLOAD_SUCCESS_MS = 2000;

export interface AudioRecorderProps {
  /** The word or sentence id the file is named after. */
  fileId: string;
  /** Uploads the clip; a rejection shows the error notice and keeps the clip for another try. */
  submit: (clip: RecordedClip) => Promise<void>;
  /**
   * Told whether a take is under way or waiting to be submitted (true), or not (false: idle, and
   * when the recorder goes away), so the host can ask before closing.
   */
  onPendingChange?: (pending: boolean) => void;
}

type Notice = { kind: 'success' } | { kind: 'error'; detail: string | undefined } | null;

/** The server's sentence saying why it refused the upload (a silent or too long recording, ...). */
function refusalDetail(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverError : undefined;
}

function Recorder({ fileId, submit, onPendingChange }: AudioRecorderProps) {
  const { state, start, stop, discard } = useAudioRecording();
  const pending = state.status !== 'idle';
  const reportPending = useRef(onPendingChange);
  useEffect(() => {
    reportPending.current = onPendingChange;
  });
  useEffect(() => reportPending.current?.(pending), [pending]);
  useEffect(() => () => reportPending.current?.(false), []);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const recordButton = useRef<HTMLButtonElement>(null);
  const playback = useRef<HTMLAudioElement>(null);
  // Where focus goes after the next change of state, so a keyboard user never lands on <body>.
  const focusNext = useRef<'record' | 'playback' | null>(null);
  const headingId = useId();

  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  useEffect(() => {
    if (focusNext.current === 'playback' && state.status === 'recorded') playback.current?.focus();
    if (focusNext.current === 'record' && state.status === 'idle') recordButton.current?.focus();
    if (state.status === 'recorded' || state.status === 'idle') focusNext.current = null;
  }, [state.status]);

  function showNotice(next: Notice) {
    clearTimeout(noticeTimer.current);
    setNotice(next);
    if (next?.kind === 'success') noticeTimer.current = setTimeout(() => setNotice(null), UPLOAD_SUCCESS_MS);
  }

  function onRecordOrStop() {
    if (state.status === 'recording') {
      focusNext.current = 'playback';
      stop();
    } else {
      showNotice(null);
      void start();
    }
  }

  function onDiscard() {
    focusNext.current = 'record';
    showNotice(null);
    discard();
  }

  async function onSubmit() {
    if (state.status !== 'recorded' || submitting) return;
    const { blob, mimeType } = state.take;
    setSubmitting(true);
    try {
      await submit({ blob, mimeType, fileName: recordingFileName(fileId, mimeType) });
      focusNext.current = 'record';
      discard();
      showNotice({ kind: 'success' });
    } catch (error) {
      showNotice({ kind: 'error', detail: refusalDetail(error) });
    } finally {
      setSubmitting(false);
    }
  }

  const recording = state.status === 'recording';
  return (
    <section aria-labelledby={headingId} className="border-top pt-3 mt-3">
      <h3 id={headingId} className="h6">
        New recording
      </h3>
      {state.status === 'recorded' ? (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <audio ref={playback} controls src={state.take.url} aria-label="Recorded clip" />
          <Button variant="outline-secondary" onClick={onDiscard} disabled={submitting}>
            Discard
          </Button>
          <Button variant="primary" onClick={() => void onSubmit()} disabled={submitting}>
            Submit
          </Button>
        </div>
      ) : (
        <div className="d-flex align-items-center gap-3">
          <Button
            ref={recordButton}
            variant={recording ? 'danger' : 'outline-danger'}
            onClick={onRecordOrStop}
            disabled={state.status === 'starting'}
          >
            {recording ? 'STOP' : 'RECORD'}
          </Button>
          <span aria-live="polite" className={recording ? 'text-danger fw-semibold' : undefined}>
            {recording ? '● Recording…' : ''}
          </span>
        </div>
      )}
      {notice?.kind === 'success' && (
        <Alert variant="success" role="status" className="mt-3 mb-0">
          {UPLOAD_SUCCESS}
        </Alert>
      )}
      {notice?.kind === 'error' && (
        <Alert variant="danger" role="alert" className="mt-3 mb-0">
          {UPLOAD_ERROR}
          {notice.detail && <div className="small mt-1">{notice.detail}</div>}
        </Alert>
      )}
    </section>
  );
}

/**
 * Records a clip with the microphone and submits it (spec §4: idle; recording, the one button
 * reading RECORD then STOP; the clip with playback, Discard and Submit; then a notice). Shows
 * nothing in a browser that cannot record (spec §5).
 */
export function AudioRecorder(props: AudioRecorderProps) {
  if (!canRecord()) return null;
  return <Recorder {...props} />;
}
