import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useLocation } from 'react-router-dom';
import { useLogin } from '../../api/account-forms';
import { useSession } from '../../api/session';
import { FormField } from '../../components/form-field';
import { PageHeader } from '../../components/page-header';
import { isSignInRequest } from '../../components/public-navbar';
import { useAppConfig } from '../../config/app-config-context';
import { ApiError } from '../../lib/api-client';
import { afterDeactivatedSignIn } from '../../offline/use-offline-account';
import { AccountForm } from './account-form';
import { FrontDoor } from './front-door';

const INVALID_CREDENTIALS = 'Invalid login credentials.';

function failureMessage(error: unknown, contactName: string): string {
  // Too many attempts, or a deactivated account (told only to someone who knew its password): the
  // server's own sentence says what to do.
  if (error instanceof ApiError && (error.status === 429 || error.status === 403) && error.serverError) {
    return error.serverError;
  }
  if (error instanceof ApiError && error.isRefusal) return INVALID_CREDENTIALS;
  return `There was an error using the login service. Please contact ${contactName}.`;
}

export function LoginPage() {
  const { contactName } = useAppConfig();
  const { signIn } = useSession();
  const { mutateAsync: login } = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Opened through "Sign in" (/login): the visitor came for the form, so its first field takes the focus.
  const signInRequested = isSignInRequest(useLocation().state);

  async function submit() {
    setSubmitting(true);
    setMessage(null);
    try {
      const result = await login({ username, password });
      if (result.success && result.username) {
        signIn(result.username);
        return;
      }
      setMessage(INVALID_CREDENTIALS);
    } catch (error) {
      setMessage(failureMessage(error, contactName));
      // Deactivated (403, told only with the right password): what this device kept for the account
      // can never be sent; it is forgotten (ADR 065).
      if (error instanceof ApiError && error.status === 403)
        await afterDeactivatedSignIn(username).catch((failure: unknown) =>
          console.warn('The offline data could not be cleared.', failure),
        );
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <>
      <FrontDoor />
      <PageHeader title="Log in" />
      {message && <Alert variant="danger">{message}</Alert>}
      <AccountForm submitLabel="Log in" submitting={submitting} onSubmit={() => void submit()}>
        <FormField
          id="login-username"
          label="Username"
          required
          autoComplete="username"
          autoCapitalize="none"
          autoFocus={signInRequested}
          value={username}
          onChange={setUsername}
        />
        <FormField
          id="login-password"
          label="Password"
          required
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
        />
      </AccountForm>
      <Link to="/forgot" className="tap-link">
        Forgot your password?
      </Link>
    </>
  );
}
