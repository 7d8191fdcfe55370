import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import type { EmailLex } from '@langapp/shared';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';
import { formatPacificDateTime } from '../../lib/format-date';
import { fetchLexs, fetchSotwInfo, isLinkRefusal } from './api';
import { AuthInvalidAlert } from './auth-invalid-alert';
import { readStoredSotwAuth, storeSotwAuth } from './sotw-auth-storage';
import { SotwForm } from './sotw-form';

type Load =
  | { state: 'loading' }
  | { state: 'invalid-auth' }
  | { state: 'error' }
  | { state: 'ready'; prettyName: string; submittedAt: string | null; lexs: EmailLex[] };

/** Which failure wins when the two first calls fail: a refused code says more than a lost answer. */
function failureOf(results: PromiseSettledResult<unknown>[]): 'invalid-auth' | 'error' {
  const reasons = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  if (reasons.some(isLinkRefusal)) return 'invalid-auth';
  console.error('The sentence of the week could not be loaded.', ...reasons);
  return 'error';
}

function Submitted({
  date,
  focusOnMount,
  onReplace,
}: {
  date: string;
  focusOnMount: boolean;
  onReplace: () => void;
}) {
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnMount) alertRef.current?.focus();
  }, [focusOnMount]);
  return (
    <>
      <Alert variant="success" ref={alertRef} tabIndex={-1}>
        Thank you! Your sentence was submitted on {formatPacificDateTime(date)}.
      </Alert>
      <Button variant="outline-primary" onClick={onReplace}>
        Replace your submission with a new sentence
      </Button>
    </>
  );
}

function SotwInvitation({ auth, remember }: { auth: string; remember: boolean }) {
  const { contactName } = useAppConfig();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  // null: the form; a date: the submitted state. `moved` says whether the person just acted, so focus follows.
  const [view, setView] = useState<{ submittedAt: string | null; moved: boolean } | null>(null);

  useEffect(() => {
    let current = true;
    void Promise.allSettled([fetchSotwInfo(auth), fetchLexs(auth)]).then((results) => {
      if (!current) return;
      const [info, lexs] = results;
      if (info.status === 'fulfilled' && lexs.status === 'fulfilled') {
        // Kept only once the server has accepted it, so a bad link never replaces a good code.
        if (remember) storeSotwAuth(auth);
        setLoad({
          state: 'ready',
          prettyName: info.value.info.pretty_name,
          submittedAt: info.value.info.date_user_submitted,
          lexs: lexs.value.data,
        });
      } else {
        setLoad({ state: failureOf(results) });
      }
    });
    return () => {
      current = false;
    };
  }, [auth, remember]);

  switch (load.state) {
    case 'loading':
      return <Loading />;
    case 'invalid-auth':
      return <AuthInvalidAlert />;
    case 'error':
      return (
        <Alert variant="danger">
          There was an error loading the sentence of the week. Please refresh the page. If the issue persists,
          contact {contactName}.
        </Alert>
      );
    case 'ready': {
      const { submittedAt, moved } = view ?? { submittedAt: load.submittedAt, moved: false };
      return (
        <>
          <p className="lead">Hello {load.prettyName}!</p>
          {submittedAt ? (
            <Submitted
              date={submittedAt}
              focusOnMount={moved}
              onReplace={() => setView({ submittedAt: null, moved: true })}
            />
          ) : (
            <>
              <p>
                Write a sentence in the language, give its translation, and tick the words from the lexicon
                that it uses.
              </p>
              <SotwForm
                auth={auth}
                lexs={load.lexs}
                focusOnMount={moved}
                onSubmitted={(date) => setView({ submittedAt: date, moved: true })}
              />
            </>
          )}
        </>
      );
    }
  }
}

/**
 * /sotw?auth=: a learner's sentence of the week. The link's code is kept in local storage, so
 * opening /sotw later without it still works.
 */
export function SotwPage() {
  const [searchParams] = useSearchParams();
  const linkAuth = searchParams.get('auth')?.trim() ?? '';
  const [storedAuth] = useState(readStoredSotwAuth);
  const auth = linkAuth || storedAuth;

  return (
    <>
      <PageHeader title="Sentence of the week" />
      {auth ? <SotwInvitation key={auth} auth={auth} remember={auth === linkAuth} /> : <AuthInvalidAlert />}
    </>
  );
}
