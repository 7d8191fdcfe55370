import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useRenameSpeaker } from '../../api/speaker-list';
import { ApiError } from '../../lib/api-client';

/**
 * Renames a speaker (ADR 085): a misspelt name is corrected once, on every take, in learners'
 * choices and in the notices they read. The server refuses a name another speaker has.
 */
export function SpeakerRenameForm({ speaker, onDone }: { speaker: string; onDone: () => void }) {
  const rename = useRenameSpeaker();
  const [name, setName] = useState(speaker);
  const titleId = useId();
  const hintId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    rename.mutate({ speaker, name }, { onSuccess: onDone });
  }

  const refusal =
    rename.error instanceof ApiError && rename.error.isRefusal ? rename.error.serverError : undefined;
  return (
    <Modal show onHide={onDone} aria-labelledby={titleId} centered>
      <Form onSubmit={submit}>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id={titleId} as="h2" className="h5">
            Rename {speaker}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId={`${titleId}-name`}>
            <Form.Label>New name</Form.Label>
            <Form.Control
              value={name}
              required
              maxLength={100}
              aria-describedby={hintId}
              onChange={(event) => setName(event.target.value)}
            />
            <Form.Text id={hintId}>
              Every recording by {speaker} and every learner&apos;s choice of {speaker} will carry the new
              name.
            </Form.Text>
          </Form.Group>
          {rename.isError && (
            <Alert variant="danger" className="mt-3 mb-0">
              {refusal ?? `${speaker} could not be renamed. Please try again.`}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={rename.isPending || name.trim() === ''}>
            Rename
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
