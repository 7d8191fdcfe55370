import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Alert, Badge, Button, Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import type { LearnerSentTake } from '@langapp/shared';
import { sentenceRecordingUrl, wordRecordingUrl } from '../../api/recordings';
import { remoteStatus } from '../../api/remote-status';
import { useSession } from '../../api/session';
import {
  learnersTakesQuery,
  sentTakeAudioUrl,
  takeReplyAudioUrl,
  useDeleteTakeFeedback,
} from '../../api/take-feedback';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { takeTime } from './my-recordings';
import { TakeReplyForm } from './take-reply-form';

/** What the take is of, as the teacher reads it. */
const aboutOf = (take: LearnerSentTake) => take.label || take.item;

/** The speaker's recording the learner compared with. */
const referenceUrl = (take: LearnerSentTake) =>
  take.reference === null
    ? null
    : take.item.startsWith('entry:')
      ? wordRecordingUrl(take.reference)
      : sentenceRecordingUrl(take.reference);

function SentTakeCard({ take, me }: { take: LearnerSentTake; me: string | null }) {
  const remove = useDeleteTakeFeedback();
  const headingId = useId();
  const about = aboutOf(take);
  const reference = referenceUrl(take);
  return (
    <li className="border rounded p-2 mb-3">
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="h6 mb-1">
          {take.learner}: {about}{' '}
          {!take.answered && (
            <Badge bg="warning" text="dark">
              Unanswered
            </Badge>
          )}
        </h3>
        <p className="small text-body-secondary mb-2">Sent {takeTime(take.sentAt)}</p>
        <div className="d-flex flex-wrap gap-3 mb-2">
          <figure className="mb-0">
            <figcaption className="small">The speaker</figcaption>
            {reference ? (
              <audio
                controls
                preload="none"
                src={reference}
                aria-label={`The speaker's recording of ${about}`}
              />
            ) : (
              <span className="small">No recording named</span>
            )}
          </figure>
          <figure className="mb-0">
            <figcaption className="small">{take.learner}</figcaption>
            <audio
              controls
              preload="none"
              src={sentTakeAudioUrl(take.id)}
              aria-label={`${take.learner}'s take of ${about}`}
            />
          </figure>
        </div>
        {take.replies.map((reply) => (
          <div key={reply.id} className="border-start ps-2 mb-2">
            <p className="mb-1">
              <span className="fw-semibold">{reply.teacher ?? 'A teacher'}:</span> {reply.text}
              {reply.read && <span className="small text-body-secondary"> (read)</span>}
            </p>
            {reply.audio && (
              <audio
                controls
                preload="none"
                src={takeReplyAudioUrl(reply.id)}
                aria-label={`The recorded reply to ${take.learner} about ${about}`}
              />
            )}
            {reply.teacher === me && (
              <Button
                size="sm"
                variant="outline-danger"
                className="ms-2"
                disabled={remove.isPending}
                aria-label={`Delete your reply to ${take.learner} about ${about}`}
                onClick={() => remove.mutate({ reply: reply.id })}
              >
                Delete reply
              </Button>
            )}
          </div>
        ))}
        <TakeReplyForm take={take.id} about={`${about} to ${take.learner}`} />
      </section>
    </li>
  );
}

/**
 * /admin/takes, the console's "Learners' takes" (issue 38, ADR 083): the takes learners sent,
 * unanswered first, then the newest, for one learner or one word when chosen; each heard beside the
 * speaker's recording it was compared with, answered with a text and, optionally, a recording.
 */
export function LearnersTakesPage() {
  const [params, setParams] = useSearchParams();
  const learner = params.get('learner') ?? '';
  const item = params.get('item') ?? '';
  const all = useQuery(learnersTakesQuery({}));
  const shown = useQuery(learnersTakesQuery({ learner, item }));
  const status = remoteStatus(shown);
  const me = useSession().username;
  const learners = [...new Set(all.data?.data.map((t) => t.learner))].sort();
  const items = [...new Map(all.data?.data.map((t) => [t.item, aboutOf(t)])).entries()];
  const choose = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader title="Learners' takes" />
      <p>
        Takes learners sent you from their practice, unanswered first.{' '}
        {all.data && `${all.data.unanswered} unanswered.`}
      </p>
      <div className="d-flex flex-wrap gap-3 mb-3">
        <Form.Group controlId="takes-learner">
          <Form.Label>Learner</Form.Label>
          <Form.Select value={learner} onChange={(e) => choose('learner', e.target.value)}>
            <option value="">Every learner</option>
            {learners.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="takes-item">
          <Form.Label>Word or sentence</Form.Label>
          <Form.Select value={item} onChange={(e) => choose('item', e.target.value)}>
            <option value="">Every word and sentence</option>
            {items.map(([key, label]) => (
              <option key={key} value={key}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      {status === 'loading' && <Loading label="Loading the learners' takes..." />}
      {status === 'error' && (
        <Alert variant="danger">The learners' takes could not be loaded. Please refresh the page.</Alert>
      )}
      {shown.data && shown.data.data.length === 0 && (
        <EmptyState title="No takes yet">
          When a learner presses “Send to my teacher” beside one of their takes, it shows here.
        </EmptyState>
      )}
      {shown.data && shown.data.data.length > 0 && (
        <ul className="list-unstyled">
          {shown.data.data.map((take) => (
            <SentTakeCard key={take.id} take={take} me={me} />
          ))}
        </ul>
      )}
    </>
  );
}
