import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { useRemoveTextRecording, useUploadTextRecording } from '../../api/texts';
import type { LoadedText } from '../../api/texts';
import { ApiError } from '../../lib/api-client';

export interface TextRecordingPanelProps {
  text: LoadedText;
}

const messageOf = (err: unknown) =>
  err instanceof ApiError && err.serverError
    ? err.serverError
    : 'The server could not be reached. Check the connection and try again.';

/**
 * The teacher's panel on a text (ADR 087): its whole recording (play it, give it one, replace or
 * remove it), how many sentences have times, and the text as an ELAN file with its recording.
 */
export function TextRecordingPanel({ text }: TextRecordingPanelProps) {
  const upload = useUploadTextRecording(text.id);
  const remove = useRemoveTextRecording(text.id);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const timed = text.data.sents.filter((s) => s.start !== undefined && s.end !== undefined).length;
  const busy = upload.isPending || remove.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    if (!file) {
      setError('Choose an audio file first.');
      input.current?.focus();
      return;
    }
    try {
      await upload.mutateAsync(file);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (err) {
      setError(messageOf(err));
    }
  }

  async function removeRecording() {
    setError('');
    try {
      await remove.mutateAsync();
    } catch (err) {
      setError(messageOf(err));
    }
  }

  return (
    <section aria-labelledby="text-recording-heading" className="border rounded p-3 mb-3">
      <h2 id="text-recording-heading" className="h5">
        Recording of the whole text
      </h2>
      {text.recording ? (
        <>
          <audio
            controls
            preload="none"
            src={text.recording.url}
            aria-label="The whole text's recording"
            className="w-100 mb-2"
          />
          <p className="mb-2">Spoken by {text.recording.speaker}.</p>
        </>
      ) : (
        <p className="mb-2">This text has no recording of its own yet.</p>
      )}
      <p className="mb-2">
        {timed} of {text.data.sents.length} sentences have their time in the recording.{' '}
        <a href={`/api/admin/texts/${text.id}/eaf`} download>
          Download for ELAN (.eaf and its recording)
        </a>
      </p>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form onSubmit={(e) => void submit(e)} className="d-flex flex-wrap gap-2 align-items-end">
        <Form.Group controlId={`text-recording-file-${text.id}`}>
          <Form.Label>
            {text.recording ? 'Replace it with an audio file' : 'Audio file of the whole text'}
          </Form.Label>
          <Form.Control
            ref={input}
            type="file"
            accept="audio/*"
            disabled={busy}
            onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0] ?? null)}
          />
        </Form.Group>
        <Button type="submit" disabled={busy}>
          {upload.isPending ? 'Uploading…' : 'Upload the recording'}
        </Button>
        {text.recording && (
          <Button variant="outline-danger" disabled={busy} onClick={() => void removeRecording()}>
            Remove the recording
          </Button>
        )}
      </Form>
    </section>
  );
}
