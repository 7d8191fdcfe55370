import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import {
  entryFieldChoices,
  proposalProblem,
  SUGGESTION_COMMENT_MAX,
  SUGGESTION_FIELD_RULES,
} from '@langapp/shared';
import type { SuggestionField, SuggestionTarget } from '@langapp/shared';
import { lexEntryQuery } from '../../api/lex-entry';
import { useSubmitSuggestion } from '../../api/suggestions';
import { ApiError } from '../../lib/api-client';
import { LANGUAGE_FIELD } from '../letter-bar/language-field';
import type { SuggestionItem } from './suggestion-item';

/** One field the form offers: where it is, how it is named and its text now. */
interface Choice {
  target: SuggestionTarget;
  label: string;
  current: string;
}

const SENT_FAILURE = 'Your suggestion could not be sent. Please check your connection and try again.';

function sentenceChoices(item: Extract<SuggestionItem, { kind: 'sentence' | 'text-sentence' }>): Choice[] {
  const where =
    item.kind === 'sentence'
      ? ({ kind: 'sentence', sentId: item.sentId } as const)
      : ({ kind: 'text-sentence', textId: item.textId, sentenceId: item.sentenceId } as const);
  return [
    { target: { ...where, field: 'text' }, label: SUGGESTION_FIELD_RULES.text.label, current: item.text },
    {
      target: { ...where, field: 'translation' },
      label: SUGGESTION_FIELD_RULES.translation.label,
      current: item.trans,
    },
  ];
}

/**
 * The fields of the item, an entry's once it has loaded (null until then, or on failure): all of
 * them, or, for one example of the entry, its sentence and translation (none once it is gone).
 */
function useChoices(item: SuggestionItem): { choices: Choice[] | null; failed: boolean } {
  const entry = useQuery({
    ...lexEntryQuery(item.kind === 'entry' ? item.lexId : 0),
    enabled: item.kind === 'entry',
  });
  if (item.kind !== 'entry') return { choices: sentenceChoices(item), failed: false };
  if (!entry.data) return { choices: null, failed: entry.isError };
  const { example } = item;
  return {
    choices: entryFieldChoices(entry.data)
      .filter(
        (choice) =>
          !example || (choice.senseId === example.senseId && choice.exampleId === example.exampleId),
      )
      .map(({ field, senseId, exampleId, label, current }) => ({
        target: { kind: 'entry', lexId: item.lexId, field, senseId, exampleId },
        label,
        current,
      })),
    failed: false,
  };
}

/**
 * The suggestion form in a dialog: the field (an entry's word, glosses, parts of speech,
 * definitions, examples and note; a sentence and its translation), the proposed text prefilled
 * with the field's text now, and a comment. Checked as the server checks it before it is sent;
 * the server's refusal (the limit of open suggestions, an item gone) is shown as it words it.
 */
export function SuggestionDialog({
  item,
  name,
  onClose,
}: {
  item: SuggestionItem;
  name: string;
  onClose: () => void;
}) {
  const id = useId();
  const { choices, failed } = useChoices(item);
  return (
    <Modal show onHide={onClose} aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id={`${id}-title`}>
          Suggest a correction to {name}
        </Modal.Title>
      </Modal.Header>
      {choices && choices.length > 0 ? (
        <SuggestionForm id={id} choices={choices} onClose={onClose} />
      ) : choices ? (
        <Modal.Body>
          <Alert variant="warning" className="mb-0">
            This example is no longer in the entry.
          </Alert>
        </Modal.Body>
      ) : (
        <Modal.Body>
          {failed ? (
            <Alert variant="danger" className="mb-0">
              The entry could not be loaded. Please try again later.
            </Alert>
          ) : (
            <p role="status" className="mb-0">
              Loading the entry...
            </p>
          )}
        </Modal.Body>
      )}
    </Modal>
  );
}

function SuggestionForm({ id, choices, onClose }: { id: string; choices: Choice[]; onClose: () => void }) {
  const submit = useSubmitSuggestion();
  const [index, setIndex] = useState(0);
  const choice = choices[index]!;
  const [proposal, setProposal] = useState(choice.current);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const field: SuggestionField = choice.target.field;
  const rules = SUGGESTION_FIELD_RULES[field];

  if (submit.isSuccess) {
    return (
      <>
        <Modal.Body>
          {submit.data === 'queued' ? (
            <p role="status" className="mb-0">
              You are offline: your suggestion is kept on this device and sent to your teacher when you are
              back online.
            </p>
          ) : (
            <Alert variant="success" className="mb-0">
              Thank you! Your suggestion was sent to your teacher. You will get an e-mail when they have
              answered, and you can follow it on <Link to="/suggestions">your suggestions page</Link>.
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        </Modal.Footer>
      </>
    );
  }

  function send(event: FormEvent) {
    event.preventDefault();
    const found = proposalProblem(field, proposal, choice.current);
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-proposal`)?.focus();
      return;
    }
    submit.mutate({ target: choice.target, proposal, comment });
  }

  const refusal =
    submit.error instanceof ApiError && submit.error.serverError ? submit.error.serverError : SENT_FAILURE;
  return (
    <Form noValidate onSubmit={send}>
      <Modal.Body>
        <Form.Group className="mb-3" controlId={`${id}-field`}>
          <Form.Label>Field</Form.Label>
          <Form.Select
            value={index}
            onChange={(event) => {
              const next = Number(event.target.value);
              setIndex(next);
              setProposal(choices[next]!.current);
              setProblem(null);
            }}
          >
            {choices.map((c, i) => (
              <option key={i} value={i}>
                {c.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {/* What the field says now, then the rules of the proposal: two separate lines, each read with the field (ADR 071). */}
        <div id={`${id}-current`} className="mb-2">
          {choice.current ? (
            <>
              <span className="d-block small text-body-secondary">Now:</span>
              <span
                className="d-block border-start border-3 ps-2 text-break"
                style={{ whiteSpace: 'pre-wrap' }}
              >
                {choice.current}
              </span>
            </>
          ) : (
            <span className="small text-body-secondary">This field is empty now.</span>
          )}
        </div>
        <Form.Group className="mb-3" controlId={`${id}-proposal`}>
          <Form.Label>Proposed text</Form.Label>
          <Form.Control
            as="textarea"
            rows={rules.multiline ? 4 : 2}
            {...LANGUAGE_FIELD}
            value={proposal}
            maxLength={rules.max}
            isInvalid={problem !== null}
            aria-describedby={`${id}-current ${id}-proposal-hint${problem ? ` ${id}-proposal-problem` : ''}`}
            onChange={(event) => setProposal(event.target.value)}
          />
          <Form.Text id={`${id}-proposal-hint`} className="d-block">
            Plain text, {rules.multiline ? '' : 'on one line, '}at most {rules.max} characters.
          </Form.Text>
          {problem && (
            <Form.Control.Feedback type="invalid" id={`${id}-proposal-problem`}>
              {problem}
            </Form.Control.Feedback>
          )}
        </Form.Group>
        <Form.Group className="mb-0" controlId={`${id}-comment`}>
          <Form.Label>Comment (optional)</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            value={comment}
            maxLength={SUGGESTION_COMMENT_MAX}
            aria-describedby={`${id}-comment-hint`}
            onChange={(event) => setComment(event.target.value)}
          />
          <Form.Text id={`${id}-comment-hint`}>
            Why, or where you heard it this way. At most {SUGGESTION_COMMENT_MAX} characters.
          </Form.Text>
        </Form.Group>
        {submit.isError && (
          <Alert variant="danger" className="mt-3 mb-0" role="alert">
            {refusal}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="primary"
          aria-disabled={submit.isPending || undefined}
          disabled={submit.isPending}
        >
          {submit.isPending ? 'Sending...' : 'Send suggestion'}
        </Button>
      </Modal.Footer>
    </Form>
  );
}
