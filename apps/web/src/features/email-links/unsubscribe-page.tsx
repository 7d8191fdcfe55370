import { useEffect, useRef, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';
import { isLinkRefusal, unsubscribe } from './api';

type Outcome = 'success' | 'invalid' | 'error';

/** /unsubscribe?code=: posts the link's code once, then says whether it worked. */
export function UnsubscribePage() {
  const { contactName } = useAppConfig();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  // The outcome remembers its code, so a new code in the address shows processing again.
  const [result, setResult] = useState<{ code: string; outcome: Outcome } | null>(null);
  // Unsubscribing is an action, not a read: StrictMode's second effect run must not post it again.
  const requestedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!code || requestedFor.current === code) return;
    requestedFor.current = code;
    unsubscribe(code).then(
      ({ success }) => setResult({ code, outcome: success ? 'success' : 'invalid' }),
      (error: unknown) => {
        if (!isLinkRefusal(error)) console.error('The unsubscribe call failed.', error);
        setResult({ code, outcome: isLinkRefusal(error) ? 'invalid' : 'error' });
      },
    );
  }, [code]);

  const outcome = !code ? 'invalid' : result?.code === code ? result.outcome : 'processing';

  return (
    <>
      <PageHeader title="Unsubscribe" />
      {outcome === 'processing' && (
        <p role="status" aria-live="polite">
          Processing your request...
        </p>
      )}
      {outcome === 'success' && (
        <Alert variant="success">
          You have been unsubscribed. You will no longer receive e-mails from us.
        </Alert>
      )}
      {outcome === 'invalid' && (
        <Alert variant="danger">
          Your unsubscribe link is invalid. Please try to unsubscribe using a different link or contact{' '}
          {contactName}.
        </Alert>
      )}
      {outcome === 'error' && (
        <Alert variant="danger">
          There was an error when trying to unsubscribe. Please refresh the page. If the issue persists,
          contact {contactName}.
        </Alert>
      )}
    </>
  );
}
