import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@langapp/shared';
import { useRestorePassword } from '../../api/account-forms';
import { FormField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';
import { ApiError } from '../../lib/api-client';
import { AccountForm } from './account-form';

type Outcome = 'form' | 'changed' | 'invalid-code';

function InvalidCode({ contactName }: { contactName: string }) {
  return (
    <Alert variant="danger">
      <p>
        The reset code was invalid. Please{' '}
        <Link className="alert-link" to="/forgot">
          request another
        </Link>
        .
      </p>
      <p className="mb-0">Contact {contactName} if you are not able to restore access.</p>
    </Alert>
  );
}

export function RestorePage() {
  const { contactName } = useAppConfig();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [retyped, setRetyped] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('form');
  const [submitting, setSubmitting] = useState(false);
  const { mutateAsync: restorePassword } = useRestorePassword();

  /** Any change clears the message. */
  const change = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setMessage(null);
  };

  async function submit() {
    if (password !== retyped) {
      setMessage('The passwords do not match.');
      return;
    }
    setSubmitting(true);
    setMessage(null);
    try {
      const { success } = await restorePassword({ password, code });
      setOutcome(success ? 'changed' : 'invalid-code');
    } catch (error) {
      if (error instanceof ApiError && error.isRefusal) {
        setOutcome('invalid-code');
      } else {
        setMessage(`There was an error using the restore service. Please contact ${contactName}.`);
      }
    } finally {
      setSubmitting(false);
    }
  }

  // Without a code the form could never succeed: say so at once.
  const shown: Outcome = code ? outcome : 'invalid-code';

  return (
    <>
      <PageHeader title="Choose a new password" />
      {shown === 'invalid-code' && <InvalidCode contactName={contactName} />}
      {shown === 'changed' && (
        <Alert variant="success">
          Your password has been changed. Please{' '}
          <Link className="alert-link" to="/login">
            log in
          </Link>
          .
        </Alert>
      )}
      {shown === 'form' && (
        <>
          {message && <Alert variant="danger">{message}</Alert>}
          <AccountForm submitLabel="Reset password" submitting={submitting} onSubmit={() => void submit()}>
            <FormField
              id="restore-password"
              label="Password"
              required
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              value={password}
              onChange={change(setPassword)}
            />
            <FormField
              id="restore-retyped"
              label="Re-type password"
              required
              type="password"
              autoComplete="new-password"
              value={retyped}
              onChange={change(setRetyped)}
            />
          </AccountForm>
        </>
      )}
    </>
  );
}
