import { useId, useState } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useReplyToTake } from '../../api/take-feedback';
import { ApiError } from '../../lib/api-client';
import { recordingFileName } from './recording-file';
import { canRecord, useAudioRecording } from './use-audio-recording';

/** The longest answer the server takes (packages/shared, takeReplyFieldsSchema). */
const REPLY_MAX = 1000;

/**
 * The teacher's answer to one sent take (ADR 083): a short text and, optionally, a recording made
 * with the teacher's recorder (record, listen, discard), sent together.
 */
export function TakeReplyForm({ take, about }: { take: number; about: string }) {
  const [text, setText] = useState('');
  const [done, setDone] = useState('');
  const reply = useReplyToTake();
  const { state, start, stop, discard } = useAudioRecording();
  const textId = useId();
  const recording = state.status === 'recording';

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (reply.isPending || recording) return;
    const audio =
      state.status === 'recorded'
        ? { blob: state.take.blob, fileName: recordingFileName(`reply-${take}`, state.take.mimeType) }
        : undefined;
    setDone('');
    reply.mutate(
      { take, text, ...(audio ? { audio } : {}) },
      {
        onSuccess: () => {
          setText('');
          discard();
          setDone('Your reply was sent.');
        },
      },
    );
  }

  const failure = reply.error
    ? reply.error instanceof ApiError && reply.error.serverError
      ? reply.error.serverError
      : 'The reply could not be sent. Try again.'
    : null;
  return (
    <Form onSubmit={submit} className="mt-2">
      <Form.Group controlId={textId} className="mb-2">
        <Form.Label>Your reply about {about}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={REPLY_MAX}
          value={text}
          onChange={(e) => setText(e.target.value)}
          required
        />
      </Form.Group>
      {canRecord() && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          {state.status === 'recorded' ? (
            <>
              <audio controls src={state.take.url} aria-label={`Your recorded reply about ${about}`} />
              <Button size="sm" variant="outline-secondary" onClick={discard}>
                Discard the recording
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant={recording ? 'danger' : 'outline-danger'}
              disabled={state.status === 'starting'}
              onClick={() => (recording ? stop() : void start())}
            >
              {recording ? 'Stop recording' : 'Record a reply'}
            </Button>
          )}
          <span aria-live="polite" className="small">
            {recording ? '● Recording…' : ''}
          </span>
        </div>
      )}
      <Button type="submit" size="sm" disabled={reply.isPending || recording}>
        {reply.isPending ? 'Sending...' : 'Send reply'}
      </Button>
      <span role="status" className="small ms-2">
        {done}
      </span>
      {failure && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {failure}
        </Alert>
      )}
    </Form>
  );
}
