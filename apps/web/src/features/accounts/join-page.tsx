import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CLOSED_INVITATION_REASONS, PASSWORD_MIN_LENGTH } from '@langapp/shared';
import type { ClosedInvitationReason } from '@langapp/shared';
import { invitationQuery, useJoin } from '../../api/account-forms';
import { remoteStatus } from '../../api/remote-status';
import { useSession } from '../../api/session';
import { FormField } from '../../components/form-field';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { useAppConfig } from '../../config/app-config-context';
import { ApiError } from '../../lib/api-client';
import { AccountForm } from './account-form';

const USERNAME_TAKEN = 'Username is already taken! Pick another.';
const EMAIL_HINT = 'Your e-mail can be used to reset your password.';
const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;

type Refusal = { closed: Exclude<ClosedInvitationReason, 'unknown'> } | { message: string };

const isClosedReason = (value: unknown): value is ClosedInvitationReason =>
  (CLOSED_INVITATION_REASONS as readonly unknown[]).includes(value);

/** What a refused join shows, or null when the failure is only to be logged (the spec: network errors). */
function refusalOf(error: unknown, invalidCode: string): Refusal | null {
  if (!(error instanceof ApiError && error.isRefusal)) return null;
  if (error.status === 409) return { message: USERNAME_TAKEN };
  // The server refuses a link that does not work with 'Invalid join code.' and says why in `reason`.
  const reason = (error.body as { reason?: unknown }).reason;
  if (isClosedReason(reason) && reason !== 'unknown') return { closed: reason };
  if (error.status === 400 && /\bcode\b/i.test(error.serverError ?? '')) return { message: invalidCode };
  return { message: error.serverError ?? USERNAME_TAKEN };
}

/** /join?code=: an invitation's link. Open, it makes the account; used, revoked or expired, it says so. */
export function JoinPage() {
  const { contactName } = useAppConfig();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code')?.trim() ?? '';
  const invitation = useQuery({ ...invitationQuery(code), enabled: code !== '' });
  const [closedMeanwhile, setClosedMeanwhile] = useState<ClosedInvitationReason | null>(null);
  const invalidCode = `Invalid join code. Please contact ${contactName}.`;
  const status = remoteStatus(invitation);

  const closed =
    closedMeanwhile ?? (invitation.data?.status !== 'open' ? invitation.data?.status : undefined);
  let body;
  if (!code || closed === 'unknown') body = <Alert variant="danger">{invalidCode}</Alert>;
  else if (closed) body = <ClosedInvitation reason={closed} contactName={contactName} />;
  else if (status === 'loading') body = <Loading />;
  else {
    // When the invitation cannot be read (the network), the form asks for the e-mail as before.
    const email = invitation.data?.status === 'open' ? invitation.data.email : null;
    body = (
      <JoinForm code={code} invitedEmail={email} invalidCode={invalidCode} onClosed={setClosedMeanwhile} />
    );
  }

  return (
    <>
      <PageHeader title="Create your account" />
      {body}
    </>
  );
}

const CLOSED_TEXT: Record<Exclude<ClosedInvitationReason, 'unknown'>, string> = {
  used: 'This invitation has already been used to create an account.',
  revoked: 'This invitation has been withdrawn.',
  expired: 'This invitation has expired.',
};

/** Why the link no longer works, and the two ways on: signing in, or a new invitation. */
function ClosedInvitation({
  reason,
  contactName,
}: {
  reason: Exclude<ClosedInvitationReason, 'unknown'>;
  contactName: string;
}) {
  return (
    <Alert variant="warning">
      <p className="fw-semibold">{CLOSED_TEXT[reason]}</p>
      {reason === 'used' ? (
        <p className="mb-0">
          If you made that account,{' '}
          <Link className="alert-link" to="/">
            sign in
          </Link>{' '}
          with its username and password (
          <Link className="alert-link" to="/forgot">
            forgot your password?
          </Link>
          ). If not, please ask {contactName} for a new invitation.
        </p>
      ) : (
        <p className="mb-0">
          Please ask {contactName} for a new invitation. If you already have an account,{' '}
          <Link className="alert-link" to="/">
            sign in
          </Link>
          .
        </p>
      )}
    </Alert>
  );
}

interface JoinFormProps {
  code: string;
  /** The address the teacher invited (shown, not asked again), or null when the invitation names none. */
  invitedEmail: string | null;
  invalidCode: string;
  onClosed: (reason: ClosedInvitationReason) => void;
}

function JoinForm({ code, invitedEmail, invalidCode, onClosed }: JoinFormProps) {
  const { signIn } = useSession();
  const { mutateAsync: join } = useJoin();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

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
      const result = await join({
        username,
        ...(invitedEmail === null ? { email } : {}),
        password,
        code,
      });
      if (result.success && result.username) {
        signIn(result.username);
        await navigate('/');
        return;
      }
      setMessage(USERNAME_TAKEN);
    } catch (error) {
      // Any other failure is only logged (by the query client), as the spec says.
      const refusal = refusalOf(error, invalidCode);
      if (refusal && 'closed' in refusal) onClosed(refusal.closed);
      else if (refusal) setMessage(refusal.message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
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
        {invitedEmail === null ? (
          <FormField
            id="join-email"
            label="E-mail"
            required
            type="email"
            autoComplete="email"
            hint={EMAIL_HINT}
            value={email}
            onChange={change(setEmail)}
          />
        ) : (
          <Form.Group className="mb-3" controlId="join-email">
            <Form.Label>E-mail</Form.Label>
            <Form.Control
              plaintext
              readOnly
              type="email"
              value={invitedEmail}
              aria-describedby="join-email-hint"
            />
            <Form.Text id="join-email-hint">The address you were invited at. {EMAIL_HINT}</Form.Text>
          </Form.Group>
        )}
        <FormField
          id="join-password"
          label="Password"
          required
          type="password"
          autoComplete="new-password"
          hint={PASSWORD_RULE}
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
  );
}
