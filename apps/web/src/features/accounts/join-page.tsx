import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN_LENGTH } from '@langapp/shared';
import { useJoin } from '../../api/accounts';
import { FormField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-context';
import { AccountForm } from './account-form';

const USERNAME_TAKEN = 'Username is already taken! Pick another.';

/** The spec's message for a refused join, or null when the failure is only to be logged. */
function refusalMessage(error: unknown, invalidCode: string): string | null {
  if (!(error instanceof ApiError && error.isRefusal)) return null;
  if (error.status === 409) return USERNAME_TAKEN;
  // The server refuses an unknown, spent or expired invitation with 'Invalid join code.'.
  if (error.status === 400 && /\bcode\b/i.test(error.serverError ?? '')) return invalidCode;
  return error.serverError ?? USERNAME_TAKEN;
}

export function JoinPage() {
  const { contactName } = useAppConfig();
  const { signIn } = useSession();
  const { mutateAsync: join } = useJoin();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const invalidCode = `Invalid join code. Please contact ${contactName}.`;

  /** Any change clears the message. */
  const change = (setter: (value: string) => void) => (value: string) => {
    setter(value);
    setMessage(null);
  };

  async function submit() {
    if (password !== repeated) {
      setMessage('Passwords do not match!');
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setMessage(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long!`);
      return;
    }
    setSubmitting(true);
    setMessage(null);
    try {
      const result = await join({ username, email, password, code });
      if (result.success && result.username) {
        signIn(result.username);
        await navigate('/');
        return;
      }
      setMessage(USERNAME_TAKEN);
    } catch (error) {
      // Any other failure is only logged (by the query client), as the spec says.
      const refusal = refusalMessage(error, invalidCode);
      if (refusal) setMessage(refusal);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <PageHeader title="Create your account" />
      {!code ? (
        <Alert variant="danger">{invalidCode}</Alert>
      ) : (
        <>
          {message && <Alert variant="danger">{message}</Alert>}
          <AccountForm submitLabel="Join" submitting={submitting} onSubmit={() => void submit()}>
            <FormField
              id="join-username"
              label="Username"
              required
              autoComplete="username"
              autoCapitalize="none"
              value={username}
              onChange={change(setUsername)}
            />
            <FormField
              id="join-email"
              label="E-mail"
              required
              type="email"
              autoComplete="email"
              hint="Your e-mail can be used to reset your password."
              value={email}
              onChange={change(setEmail)}
            />
            <FormField
              id="join-password"
              label="Password"
              required
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={change(setPassword)}
            />
            <FormField
              id="join-repeated"
              label="Re-enter password"
              required
              type="password"
              autoComplete="new-password"
              value={repeated}
              onChange={change(setRepeated)}
            />
          </AccountForm>
        </>
      )}
    </>
  );
}
