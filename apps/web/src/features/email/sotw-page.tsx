import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import type { SotwInfo } from '@langapp/shared';
import { emailLexsQuery, isLinkRefusal, sotwInfoQuery } from '../../api/email';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';
import { formatPacificDateTime } from '../../lib/format-date';
import { AuthInvalidAlert } from './auth-invalid-alert';
import { EmailLinkIntro } from './email-link-intro';
import { readStoredSotwAuth, storeSotwAuth } from './sotw-auth-storage';
import { SotwForm } from './sotw-form';

/**
 * The learner's sentence and, under it, the teacher's notes on it (oldest first), with a word that
 * replacing the sentence drops them.
 */
function YourSentence({ submission }: { submission: NonNullable<SotwInfo['submission']> }) {
  const { notes } = submission;
  return (
    <section aria-labelledby="sent-sentence-heading" className="my-3">
      <h2 id="sent-sentence-heading" className="h5">
        The sentence you sent
      </h2>
      <blockquote className="border-start border-3 ps-3">
        <p className="mb-1">{submission.text}</p>
        <p className="mb-0 fst-italic">{submission.trans}</p>
      </blockquote>
      {notes.length > 0 && (
        <section aria-labelledby="teacher-replied-heading" className="mt-3">
          <h3 id="teacher-replied-heading" className="h6">
            Your teacher replied
          </h3>
          <ul className="list-unstyled mb-0">
            {notes.map((note) => (
              <li key={note.id} className="alert alert-light border mb-2">
                {/* A note keeps the teacher's line breaks. */}
                <p className="mb-1" style={{ whiteSpace: 'pre-line' }}>
                  {note.note}
                </p>
                <small className="text-body-secondary">{formatPacificDateTime(note.created_at)}</small>
              </li>
            ))}
          </ul>
          <p className="text-body-secondary mb-0">
            A new sentence replaces this one and your teacher&apos;s replies to it.
          </p>
        </section>
      )}
    </section>
  );
}

function Submitted({
  date,
  submission,
  focusOnMount,
  onReplace,
}: {
  date: string;
  submission: SotwInfo['submission'];
  focusOnMount: boolean;
  onReplace: () => void;
}) {
  const alertRef = useRef<HTMLDivElement>(null);
  // A layout effect, so focus moves in the commit that shows the confirmation.
  useLayoutEffect(() => {
    if (focusOnMount) alertRef.current?.focus();
  }, [focusOnMount]);
  return (
    <>
      <Alert variant="success" ref={alertRef} tabIndex={-1}>
        Thank you! Your sentence was submitted on {formatPacificDateTime(date)}.
      </Alert>
      {submission && <YourSentence submission={submission} />}
      <Button variant="outline-primary" onClick={onReplace}>
        Replace your submission with a new sentence
      </Button>
    </>
  );
}

function SotwInvitation({ auth, remember }: { auth: string; remember: boolean }) {
  const { contactName } = useAppConfig();
  const info = useQuery(sotwInfoQuery(auth));
  const lexs = useQuery(emailLexsQuery(auth));
  // null: the form; a date: the submitted state. `moved` says whether the person just acted, so focus follows.
  const [view, setView] = useState<{ submittedAt: string | null; moved: boolean } | null>(null);
  const accepted = info.data !== undefined && lexs.data !== undefined;

  useEffect(() => {
    // Kept only once the server has accepted it, so a bad link never replaces a good code.
    if (accepted && remember) storeSotwAuth(auth);
  }, [accepted, remember, auth]);

  if (info.data === undefined || lexs.data === undefined) {
    // A refused code says more than a lost answer: a failure shows once both calls have settled.
    const failures = [info, lexs].flatMap((query) => (query.isError ? [query.error] : []));
    if (failures.some(isLinkRefusal)) return <AuthInvalidAlert />;
    if (failures.length === 0 || info.isPending || lexs.isPending) return <Loading />;
    return (
      <Alert variant="danger">
        There was an error loading the sentence of the week. Please refresh the page. If the issue persists,
        contact {contactName}.
      </Alert>
    );
  }

  const { submittedAt, moved } = view ?? { submittedAt: info.data.date_user_submitted, moved: false };
  return (
    <>
      <p className="lead">Hello {info.data.pretty_name}!</p>
      {submittedAt ? (
        <Submitted
          date={submittedAt}
          submission={info.data.submission}
          focusOnMount={moved}
          onReplace={() => setView({ submittedAt: null, moved: true })}
        />
      ) : (
        <>
          <p>
            Write a sentence in the language, give its translation, and tick the words from the lexicon that
            it uses.
          </p>
          <SotwForm
            auth={auth}
            lexs={lexs.data}
            focusOnMount={moved}
            onSubmitted={(date) => setView({ submittedAt: date, moved: true })}
          />
        </>
      )}
    </>
  );
}

/**
 * /sotw?auth=: a learner's sentence of the week. The link's code is kept in local storage, so
 * opening /sotw later without it still works. Opened without a link and with no code kept, it says
 * what the page is and how it opens; a link whose code is empty gets the spec's message.
 */
export function SotwPage() {
  const [searchParams] = useSearchParams();
  const linkAuth = searchParams.get('auth')?.trim() ?? '';
  const [storedAuth] = useState(readStoredSotwAuth);
  const auth = linkAuth || storedAuth;

  let content;
  if (auth) content = <SotwInvitation key={auth} auth={auth} remember={auth === linkAuth} />;
  else if (searchParams.has('auth')) content = <AuthInvalidAlert />;
  else
    content = (
      <EmailLinkIntro
        about="Each week the sentence-of-the-week e-mail invites you to write a sentence of your own in the language, with its translation, and send it to your teacher, who can reply with a note."
        howToOpen="This page was opened without the link from that e-mail. Open the link in your latest sentence-of-the-week e-mail to write this week's sentence; after that, this browser remembers it."
      />
    );

  return (
    <>
      <PageHeader title="Sentence of the week" />
      {content}
    </>
  );
}
