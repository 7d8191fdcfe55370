import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { DEFAULT_VISIBILITY, newSentenceDataSchema } from '@langapp/shared';
import type { Visibility } from '@langapp/shared';
import { useCreateSentence } from '../../api/sentences';
import { FormField } from '../../components/form-field';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import { VisibilitySelect } from '../../components/visibility/visibility-select';
import { ApiError } from '../../lib/api-client';

const CREATE_SENT_ERROR = 'The sentence could not be created. Please try again.';

export interface CreatedSentence {
  id: string;
  text: string;
  trans: string;
}

/** A new sentence (text and translation), created on the server with POST /api/create-sent. */
export function CreateSentenceForm({
  title,
  submitLabel = 'Create sentence',
  onCreated,
  onCancel,
}: {
  title?: string;
  submitLabel?: string;
  onCreated: (sentence: CreatedSentence) => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState('');
  const [trans, setTrans] = useState('');
  const [level, setLevel] = useState<Visibility>(DEFAULT_VISIBILITY);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSentence();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = newSentenceDataSchema.safeParse({ text, trans });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? CREATE_SENT_ERROR);
      return;
    }
    setError(null);
    try {
      const sentence = { text: checked.data.text, trans: checked.data.trans };
      const id = await create.mutateAsync({ ...sentence, visibility: level });
      setText('');
      setTrans('');
      onCreated({ id, ...sentence });
    } catch (cause) {
      setError((cause instanceof ApiError && cause.serverError) || CREATE_SENT_ERROR);
    }
  }

  return (
    <Form onSubmit={(event) => void submit(event)} aria-label={title ?? 'Create a new sentence'} noValidate>
      {title && <h3 className="h5">{title}</h3>}
      <FormField
        id="new-sentence-text"
        label="Sentence"
        value={text}
        onChange={setText}
        required
        autoFocus
        {...LANGUAGE_FIELD}
      />
      <FormField id="new-sentence-trans" label="Translation" value={trans} onChange={setTrans} required />
      <Form.Group className="mb-3" controlId="new-sentence-visibility">
        <Form.Label>Visible to</Form.Label>
        <VisibilitySelect value={level} onChange={setLevel} small={false} className="w-auto" />
      </Form.Group>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={create.isPending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
