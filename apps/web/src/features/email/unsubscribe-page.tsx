import { useEffect, useRef } from 'react';
import { Alert } from 'react-bootstrap';
import { useSearchParams } from 'react-router-dom';
import { isLinkRefusal, useUnsubscribe } from '../../api/email';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';

type Outcome = 'processing' | 'success' | 'invalid' | 'error';

/** /unsubscribe?code=: posts the link's code once, then says whether it worked. */
export function UnsubscribePage() {
  const { contactName } = useAppConfig();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const { mutate, data, error, variables, isPending } = useUnsubscribe();
  // Unsubscribing is an action, not a read: StrictMode's second effect run must not post it again.
  const requestedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!code || requestedFor.current === code) return;
    requestedFor.current = code;
    mutate(code);
  }, [code, mutate]);

  // The outcome belongs to its code, so a new code in the address shows processing again.
  let outcome: Outcome = 'invalid';
  if (code && (variables !== code || isPending)) outcome = 'processing';
  else if (code && data) outcome = data.success ? 'success' : 'invalid';
  else if (code && error) outcome = isLinkRefusal(error) ? 'invalid' : 'error';

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
