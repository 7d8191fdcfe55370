import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { SUGGESTION_COMMENT_MAX, SUGGESTION_FIELD_RULES } from '@langapp/shared';
import type { ConsoleSuggestion } from '@langapp/shared';
import { remoteStatus } from '../../api/remote-status';
import { adminSuggestionsQuery, useDecideSuggestion } from '../../api/suggestions';
import type { ConsoleStatus, Decision } from '../../api/suggestions';
import { EmptyState } from '../../components/empty-state';
import { LANGUAGE_FIELD } from '../../components/letter-bar/language-field';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { ApiError } from '../../lib/api-client';
import { formatPacificDateTime } from '../../lib/format-date';
import { KIND_WORDS, STATUS_BADGE, STATUS_WORDS, suggestionHeading } from './suggestion-wording';

const DECISION_FAILURE = 'The decision could not be sent. Please check your connection and try again.';

/** A text as it is, line breaks kept; an empty one says so. */
function Shown({ text }: { text: string }) {
  return text ? (
    <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </p>
  ) : (
    <p className="mb-0 fst-italic">(empty)</p>
  );
}

/** The field's text now beside the proposal, with what the learner said and how the field moved since. */
function Comparison({ suggestion }: { suggestion: ConsoleSuggestion }) {
  return (
    <>
      {/* Notes on the suggestion, not news: no role="alert" (Bootstrap's Alert would add one). */}
      {suggestion.current === null && (
        <div className="alert alert-warning">
          This item, or the part of it the suggestion is about, no longer exists. The suggestion can only be
          declined.
        </div>
      )}
      {suggestion.changed && (
        <div className="alert alert-warning">
          This field changed since {suggestion.username} suggested. It read “{suggestion.original}” then.
        </div>
      )}
      <Row className="g-3 mb-2">
        <Col md={6} className="d-flex flex-column">
          <h4 className="h6 text-body-secondary mb-1">Now</h4>
          <div className="border rounded-2 p-2 flex-grow-1">
            <Shown text={suggestion.current ?? suggestion.original ?? ''} />
          </div>
        </Col>
        <Col md={6} className="d-flex flex-column">
          <h4 className="h6 text-body-secondary mb-1">Proposed</h4>
          <div className="border border-primary rounded-2 p-2 flex-grow-1">
            <Shown text={suggestion.proposal} />
          </div>
        </Col>
      </Row>
      <p className="mt-3 mb-2">
        <span className="fw-semibold">Comment:</span>{' '}
        {suggestion.comment ? <span style={{ whiteSpace: 'pre-wrap' }}>{suggestion.comment}</span> : 'none.'}
      </p>
    </>
  );
}

type Mode = 'buttons' | 'edit' | 'decline';

/** What the teacher sees after a decision: what happened, and whether the learner was told. */
function outcomeMessage(suggestion: ConsoleSuggestion, emailed: boolean): string {
  const what = suggestion.status === 'accepted' ? 'accepted: the change is saved' : 'declined';
  const told = emailed
    ? `${suggestion.username} was sent an e-mail.`
    : `No e-mail could be sent to ${suggestion.username}; they will see the answer on their suggestions page.`;
  return `The suggestion for ${suggestionHeading(suggestion).replace(/^./, (c) => c.toLowerCase())} was ${what}. ${told}`;
}

/** One open suggestion with its actions: Accept, Edit then accept, Decline with a reason. */
function OpenSuggestion({
  suggestion,
  onDecided,
}: {
  suggestion: ConsoleSuggestion;
  onDecided: (message: string) => void;
}) {
  const id = useId();
  const decide = useDecideSuggestion();
  const [mode, setMode] = useState<Mode>('buttons');
  const [text, setText] = useState(suggestion.proposal);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const rules = SUGGESTION_FIELD_RULES[suggestion.target.field];
  const gone = suggestion.current === null;

  function send(decision: Decision) {
    decide.mutate(decision, { onSuccess: ({ data, emailed }) => onDecided(outcomeMessage(data, emailed)) });
  }
  function submitEdit(event: FormEvent) {
    event.preventDefault();
    send({ id: suggestion.id, action: 'accept', text });
  }
  function submitDecline(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setReasonMissing(true);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    send({ id: suggestion.id, action: 'decline', reason });
  }
  const busy = decide.isPending;
  const failure =
    decide.error instanceof ApiError && decide.error.serverError
      ? decide.error.serverError
      : DECISION_FAILURE;

  return (
    <article className="border rounded-3 p-3 mb-3" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="h5">
        {suggestionHeading(suggestion)}
      </h3>
      <p className="text-body-secondary small">
        {KIND_WORDS[suggestion.target.kind]} · suggested by {suggestion.username} on{' '}
        {formatPacificDateTime(suggestion.createdAt)}
      </p>
      <Comparison suggestion={suggestion} />
      {decide.isError && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {mode === 'buttons' && (
        <div className="d-flex flex-wrap gap-2">
          {!gone && (
            <>
              <Button
                variant="success"
                disabled={busy}
                onClick={() => send({ id: suggestion.id, action: 'accept' })}
              >
                Accept
                <span className="visually-hidden"> the suggestion for {suggestionHeading(suggestion)}</span>
              </Button>
              <Button variant="outline-primary" disabled={busy} onClick={() => setMode('edit')}>
                Edit then accept
                <span className="visually-hidden"> the suggestion for {suggestionHeading(suggestion)}</span>
              </Button>
            </>
          )}
          <Button variant="outline-danger" disabled={busy} onClick={() => setMode('decline')}>
            Decline
            <span className="visually-hidden"> the suggestion for {suggestionHeading(suggestion)}</span>
          </Button>
        </div>
      )}
      {mode === 'edit' && (
        <Form noValidate onSubmit={submitEdit}>
          <Form.Group className="mb-2" controlId={`${id}-text`}>
            <Form.Label>Text to accept</Form.Label>
            <Form.Control
              as="textarea"
              rows={rules.multiline ? 4 : 2}
              {...LANGUAGE_FIELD}
              value={text}
              maxLength={rules.max}
              autoFocus
              aria-describedby={`${id}-text-hint`}
              onChange={(event) => setText(event.target.value)}
            />
            <Form.Text id={`${id}-text-hint`}>
              The {rules.label.toLowerCase()} will read exactly this. Plain text
              {rules.multiline ? '' : ', on one line'}, at most {rules.max} characters.
            </Form.Text>
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="success" disabled={busy}>
              Accept this text
            </Button>
            <Button variant="outline-secondary" disabled={busy} onClick={() => setMode('buttons')}>
              Cancel
            </Button>
          </div>
        </Form>
      )}
      {mode === 'decline' && (
        <Form noValidate onSubmit={submitDecline}>
          <Form.Group className="mb-2" controlId={`${id}-reason`}>
            <Form.Label>Reason for declining</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={reason}
              maxLength={SUGGESTION_COMMENT_MAX}
              autoFocus
              required
              isInvalid={reasonMissing}
              aria-describedby={`${id}-reason-hint${reasonMissing ? ` ${id}-reason-problem` : ''}`}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonMissing(false);
              }}
            />
            <Form.Text id={`${id}-reason-hint`}>
              {suggestion.username} reads it on their suggestions page and in an e-mail.
            </Form.Text>
            {reasonMissing && (
              <Form.Control.Feedback type="invalid" id={`${id}-reason-problem`}>
                Please give the learner a reason.
              </Form.Control.Feedback>
            )}
          </Form.Group>
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={busy}>
              Decline with this reason
            </Button>
            <Button variant="outline-secondary" disabled={busy} onClick={() => setMode('buttons')}>
              Cancel
            </Button>
          </div>
        </Form>
      )}
    </article>
  );
}

function DecidedSuggestion({ suggestion }: { suggestion: ConsoleSuggestion }) {
  return (
    <article className="border rounded-3 p-3 mb-3">
      <h3 className="h5 d-flex flex-wrap align-items-center gap-2">
        <span>{suggestionHeading(suggestion)}</span>
        <span className={`badge ${STATUS_BADGE[suggestion.status]}`}>{STATUS_WORDS[suggestion.status]}</span>
      </h3>
      <p className="text-body-secondary small">
        Suggested by {suggestion.username}
        {suggestion.decidedAt &&
          `; ${suggestion.status} ${suggestion.decidedBy ? `by ${suggestion.decidedBy} ` : ''}on ${formatPacificDateTime(suggestion.decidedAt)}`}
        .
      </p>
      <p className="mb-1">
        <span className="fw-semibold">Proposed:</span>{' '}
        <span style={{ whiteSpace: 'pre-wrap' }}>{suggestion.proposal}</span>
      </p>
      {suggestion.acceptedText !== null && (
        <p className="mb-1">
          <span className="fw-semibold">Accepted:</span>{' '}
          <span style={{ whiteSpace: 'pre-wrap' }}>{suggestion.acceptedText}</span>
        </p>
      )}
      {suggestion.reason !== null && (
        <p className="mb-1">
          <span className="fw-semibold">Reason:</span>{' '}
          <span style={{ whiteSpace: 'pre-wrap' }}>{suggestion.reason}</span>
        </p>
      )}
    </article>
  );
}

/**
 * /admin/suggestions: the learners' suggestions (ADR 060). The open ones, oldest first, each with
 * the field's text now beside the proposal and the actions; or the latest decided ones.
 */
export function SuggestionsConsolePage() {
  const [shown, setShown] = useState<ConsoleStatus>('open');
  const [message, setMessage] = useState<string | null>(null);
  const query = useQuery(adminSuggestionsQuery(shown));
  const status = remoteStatus(query);
  const counts = query.data?.counts;
  return (
    <>
      <PageHeader title="Suggestions" />
      <p>
        Learners suggest corrections of words, sentences and sentences of texts. Accepting one saves the
        change as an edit of the item; the learner is told either way.
      </p>
      <div className="btn-group mb-3" role="group" aria-label="Which suggestions">
        {(['open', 'decided'] as const).map((which) => (
          <Button
            key={which}
            variant={shown === which ? 'primary' : 'outline-primary'}
            aria-pressed={shown === which}
            onClick={() => setShown(which)}
          >
            {which === 'open' ? 'Open' : 'Decided'}
            {counts && ` (${which === 'open' ? counts.open : counts.accepted + counts.declined})`}
          </Button>
        ))}
      </div>
      <div role="status" aria-live="polite">
        {message && <Alert variant="success">{message}</Alert>}
      </div>
      {status === 'loading' && <Loading label="Loading the suggestions..." />}
      {status === 'error' && (
        <Alert variant="danger">The suggestions could not be loaded. Please refresh the page.</Alert>
      )}
      {query.data?.data.length === 0 && (
        <EmptyState title={shown === 'open' ? 'No suggestions to review' : 'No decided suggestions yet'}>
          {shown === 'open'
            ? 'When a learner suggests a correction of a word, a sentence or a sentence of a text, it appears here.'
            : 'The suggestions you accept or decline are listed here.'}
        </EmptyState>
      )}
      {query.data && query.data.data.length > 0 && (
        <section aria-label={shown === 'open' ? 'Open suggestions' : 'Decided suggestions'}>
          <h2 className="visually-hidden">{shown === 'open' ? 'Open suggestions' : 'Decided suggestions'}</h2>
          {query.data.data.map((suggestion) =>
            shown === 'open' ? (
              <OpenSuggestion key={suggestion.id} suggestion={suggestion} onDecided={setMessage} />
            ) : (
              <DecidedSuggestion key={suggestion.id} suggestion={suggestion} />
            ),
          )}
        </section>
      )}
    </>
  );
}
