import { useState } from 'react';
import { Alert, Button, Form, InputGroup } from 'react-bootstrap';
import type { InviteResponse } from '@langapp/shared';
import { useInvite } from '../../api/admin-accounts';
import { FormField } from '../../components/form-field';
import { failureText } from './console-feedback';

/** The join link of the invitation just made: the only time it is shown (the server keeps its hash). */
function JoinLink({ answer }: { answer: InviteResponse }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const email = answer.invitation.email ?? '';

  async function copy() {
    try {
      await navigator.clipboard.writeText(answer.joinUrl);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <Alert variant={answer.emailed ? 'success' : 'warning'} role="status" className="mt-3">
      <p>
        {answer.emailed
          ? `An invitation was e-mailed to ${email}.`
          : `The invitation for ${email} was made, but the e-mail could not be sent. Copy the link and send it yourself.`}
      </p>
      <Form.Label htmlFor="join-link">Join link</Form.Label>
      <InputGroup className="mb-2">
        <Form.Control
          id="join-link"
          readOnly
          value={answer.joinUrl}
          aria-describedby="join-link-hint"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
      </InputGroup>
      <p id="join-link-hint" className="mb-0">
        This link will not be shown again. It works once, for{' '}
        {answer.invitation.role === 'admin'
          ? 'an admin'
          : answer.invitation.role === 'recorder'
            ? 'a recorder'
            : 'a learner'}
        .
      </p>
      {copied && (
        <p className="mb-0 mt-2" role="status">
          {copied === 'copied'
            ? 'The link was copied.'
            : 'The link could not be copied: select it and copy it yourself.'}
        </p>
      )}
    </Alert>
  );
}

/** Invite by e-mail, as `pnpm cli invite --email` does; the join link is shown once for copying. */
export function InviteForm() {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [admin, setAdmin] = useState(false);
  const [recorder, setRecorder] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The awaited call settles even when the page re-renders meanwhile, unlike mutate's own callbacks.
  async function submit() {
    setError(null);
    try {
      await invite.mutateAsync({ email, admin, recorder: recorder && !admin });
      setEmail('');
      setAdmin(false);
      setRecorder(false);
    } catch (failure) {
      setError(failureText(failure, 'The invitation was not made.'));
    }
  }

  return (
    <>
      <Form
        style={{ maxWidth: '28rem' }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField
          id="invite-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={setEmail}
          hint="The invitation is e-mailed to this address."
        />
        <Form.Check
          className="mb-3"
          id="invite-admin"
          label="Invite as an admin"
          checked={admin}
          onChange={(event) => setAdmin(event.target.checked)}
        />
        {!admin && (
          <Form.Check
            className="mb-3"
            id="invite-recorder"
            label="Invite as a recorder (records words and sentences only)"
            checked={recorder}
            onChange={(event) => setRecorder(event.target.checked)}
          />
        )}
        <Button type="submit" disabled={invite.isPending}>
          Send invitation
        </Button>
      </Form>
      {error && (
        <Alert variant="danger" className="mt-3">
          {error}
        </Alert>
      )}
      {invite.data && !error && <JoinLink key={invite.data.joinUrl} answer={invite.data} />}
    </>
  );
}
