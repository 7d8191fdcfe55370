import { useQuery } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { Link } from 'react-router-dom';
import type { Suggestion } from '@langapp/shared';
import { remoteStatus } from '../../api/remote-status';
import { mySuggestionsQuery } from '../../api/suggestions';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { formatPacificDateTime } from '../../lib/format-date';
import { STATUS_BADGE, STATUS_WORDS, suggestionHeading } from './suggestion-wording';

/** A labelled text of a suggestion: its line breaks kept, never read as markup. */
function Said({ label, text }: { label: string; text: string }) {
  return (
    <>
      <dt className="col-sm-3">{label}</dt>
      <dd className="col-sm-9" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </dd>
    </>
  );
}

function SuggestionCard({ suggestion }: { suggestion: Suggestion }) {
  const { status } = suggestion;
  return (
    <li className="border rounded-3 p-3 mb-3">
      <h2 className="h6 fw-bold d-flex flex-wrap align-items-center gap-2">
        <span>{suggestionHeading(suggestion)}</span>
        <span className={`badge ${STATUS_BADGE[status]}`}>{STATUS_WORDS[status]}</span>
      </h2>
      <dl className="row mb-0">
        {suggestion.original !== null && <Said label="It read" text={suggestion.original || '(empty)'} />}
        <Said label="You suggested" text={suggestion.proposal} />
        {suggestion.comment && <Said label="Your comment" text={suggestion.comment} />}
        {status === 'accepted' && suggestion.acceptedText !== null && (
          <Said label="It now reads" text={suggestion.acceptedText} />
        )}
        {status === 'declined' && suggestion.reason !== null && (
          <Said label="Your teacher's reason" text={suggestion.reason} />
        )}
        <Said label="Sent" text={formatPacificDateTime(suggestion.createdAt)} />
        {suggestion.decidedAt && <Said label="Answered" text={formatPacificDateTime(suggestion.decidedAt)} />}
      </dl>
    </li>
  );
}

/** /suggestions: the corrections the signed-in learner suggested, newest first, each with its outcome. */
export function MySuggestionsPage() {
  const query = useQuery(mySuggestionsQuery);
  const status = remoteStatus(query);
  return (
    <>
      <PageHeader title="My suggestions" />
      {status === 'loading' && <Loading label="Loading your suggestions..." />}
      {status === 'error' && (
        <Alert variant="danger">Your suggestions could not be loaded. Please refresh the page.</Alert>
      )}
      {query.data?.length === 0 && (
        <EmptyState
          title="No suggestions yet"
          actions={
            <Link to="/words" className="btn btn-outline-primary">
              Go to the words
            </Link>
          }
        >
          When a word, a sentence or a sentence of a text looks wrong to you, press “Suggest a correction”
          beside it. Your suggestions and your teacher’s answers appear here.
        </EmptyState>
      )}
      {query.data && query.data.length > 0 && (
        <>
          <p>
            Your teacher reads each suggestion and accepts it, perhaps adjusted, or declines it with a reason.
            You also get an e-mail with the answer.
          </p>
          <ul className="list-unstyled">
            {query.data.map((suggestion) => (
              <SuggestionCard key={suggestion.id} suggestion={suggestion} />
            ))}
          </ul>
        </>
      )}
    </>
  );
}
