import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Navigate } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@langapp/shared';
import { useUpdatePassword } from '../../api/account-forms';
import { useSession } from '../../api/session';
import { FormField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';
import { ApiError } from '../../lib/api-client';
import { AccountForm } from './account-form';

/** After a change the server ends every session; reloading shows the login form. */
const RELOAD_DELAY_MS = 5000;

function clientRuleMessage(current: string, next: string, repeated: string): string | null {
  if (next !== repeated) return 'The new password and re-entry do not match.';
  if (next.length < PASSWORD_MIN_LENGTH) {
    return `The new password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  }
  if (next === current) return 'The new password must be different from the old password.';
  return null;
}

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, error } = body as Record<string, unknown>;
  if (typeof message === 'string' && message !== '') return message;
  return typeof error === 'string' ? error : null;
}

export function ChangePasswordPage() {
  const { contactName } = useAppConfig();
  const { username } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeated, setRepeated] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const { mutateAsync: updatePassword } = useUpdatePassword();
  const [changed, setChanged] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!changed) return;
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [changed]);

  if (!username) return <Navigate to="/" replace />;

  function showServerMessage(text: string) {
    setMessage(`The server sent the following error message: ${text}`);
  }

  async function submit(user: string) {
    const problem = clientRuleMessage(current, next, repeated);
    if (problem) {
      setMessage(problem);
      return;
    }
    setSubmitting(true);
    setMessage(null);
    try {
      const result = await updatePassword({
        'current-password': current,
        'new-password': next,
        username: user,
      });
      if (result.success) setChanged(true);
      else showServerMessage(result.message);
    } catch (error) {
      const text = error instanceof ApiError && error.isRefusal ? serverMessage(error.body) : null;
      if (text !== null) {
        showServerMessage(text);
      } else {
        setMessage(`There was an error using the password service. Please contact ${contactName}.`);
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <PageHeader title="Change password" />
      {changed ? (
        <Alert variant="success">
          {`Your password has successfully been updated! You will be logged out of all sessions and redirected in ${RELOAD_DELAY_MS / 1000} seconds.`}
        </Alert>
      ) : (
        <>
          {message && <Alert variant="danger">{message}</Alert>}
          <AccountForm
            submitLabel="Change password"
            submitting={submitting}
            onSubmit={() => void submit(username)}
          >
            <FormField
              id="change-current"
              label="Current password"
              required
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={setCurrent}
            />
            <FormField
              id="change-new"
              label="New password"
              required
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={setNext}
            />
            <FormField
              id="change-repeated"
              label="Re-enter new password"
              required
              type="password"
              autoComplete="new-password"
              value={repeated}
              onChange={setRepeated}
            />
          </AccountForm>
        </>
      )}
    </>
  );
}
