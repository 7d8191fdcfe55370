import { useState } from 'react';
import { Button, Modal, Table } from 'react-bootstrap';
import type { AdminAccount } from '@langapp/shared';
import { useSendResetEmail, useSetActive, useSetAdmin } from '../../api/admin-accounts';
import { COMMUNITY_TIME_ZONE, timeZoneName } from '../../lib/time-zone';
import { FeedbackAlert, failureText, shownInstant } from './console-feedback';
import type { Feedback } from './console-feedback';
import { RecorderControls } from './recorder-controls';

/** A button whose accessible name is its visible text followed by the account it acts on. */
function RowButton({
  label,
  username,
  onClick,
  disabled,
  variant = 'outline-secondary',
}: {
  label: string;
  username: string;
  onClick: () => void;
  disabled: boolean;
  variant?: string;
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      onClick={onClick}
      disabled={disabled}
      aria-label={`${label}: ${username}`}
    >
      {label}
    </Button>
  );
}

function DeactivateDialog({
  account,
  busy,
  onConfirm,
  onCancel,
}: {
  account: AdminAccount | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal show={account !== null} onHide={onCancel} aria-labelledby="deactivate-title">
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="deactivate-title" as="h2" className="h5">
          Deactivate {account?.username}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          {account?.username} will be signed out everywhere at once and will not be able to sign in until the
          account is reactivated. Their data stays.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          Deactivate {account?.username}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** An action on an account: make or unmake admin, send the reset e-mail, deactivate or reactivate. */
interface Action {
  kind: 'admin' | 'reset' | 'active';
  account: AdminAccount;
  /** Made admin (not unmade); reactivated (not deactivated). */
  on: boolean;
}

/** What the page says once the server has done it. */
function doneText({ kind, account, on }: Action): string {
  const name = account.username;
  if (kind === 'admin') return on ? `${name} is now an admin.` : `${name} is no longer an admin.`;
  if (kind === 'reset') return `A password-reset e-mail was sent to ${name} (${account.email}).`;
  return on
    ? `${name} has been reactivated and can sign in again.`
    : `${name} has been deactivated and signed out.`;
}

/** What the page says, before the reason, when the server did not do it. */
function failedText({ kind, account, on }: Action): string {
  const name = account.username;
  if (kind === 'admin')
    return on ? `${name} could not be made an admin.` : `${name} could not stop being an admin.`;
  if (kind === 'reset') return `The reset e-mail to ${name} was not sent.`;
  return on ? `${name} could not be reactivated.` : `${name} could not be deactivated.`;
}

/**
 * Every account with its role, dates, subscription and status, and what the teacher can do to it:
 * make or unmake admin, send the reset e-mail, deactivate (after a confirmation) or reactivate.
 * The server enforces the rules (the last active admin, one's own account) and says why it refused.
 */
export function AccountsTable({ accounts, me }: { accounts: readonly AdminAccount[]; me: string | null }) {
  const setAdmin = useSetAdmin();
  const setActive = useSetActive();
  const sendReset = useSendResetEmail();
  const [toDeactivate, setToDeactivate] = useState<AdminAccount | null>(null);
  // The last action asked for: what the page says of it comes from its mutation's own state.
  const [last, setLast] = useState<Action | null>(null);
  const busy = setAdmin.isPending || setActive.isPending || sendReset.isPending;

  let feedback: Feedback | null = null;
  if (last) {
    const mutation = last.kind === 'admin' ? setAdmin : last.kind === 'reset' ? sendReset : setActive;
    if (mutation.isSuccess) feedback = { variant: 'success', text: doneText(last) };
    else if (mutation.isError)
      feedback = { variant: 'danger', text: failureText(mutation.error, failedText(last)) };
  }

  function toggleAdmin(account: AdminAccount) {
    const admin = account.role !== 'admin';
    setLast({ kind: 'admin', account, on: admin });
    setAdmin.mutate({ id: account.id, admin });
  }

  function sendResetEmail(account: AdminAccount) {
    setLast({ kind: 'reset', account, on: true });
    sendReset.mutate(account.id);
  }

  function changeActive(account: AdminAccount, active: boolean) {
    setToDeactivate(null);
    setLast({ kind: 'active', account, on: active });
    setActive.mutate({ id: account.id, active });
  }

  return (
    <>
      <FeedbackAlert feedback={feedback} onClose={() => setLast(null)} />
      <Table responsive striped className="align-middle table-stacked">
        <caption>
          {accounts.length} account{accounts.length === 1 ? '' : 's'}. Dates are in{' '}
          {timeZoneName(COMMUNITY_TIME_ZONE)}.
        </caption>
        <thead>
          <tr>
            <th scope="col">Username</th>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Joined</th>
            <th scope="col">Last active</th>
            <th scope="col">Mailings</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const isMe = account.username === me;
            const active = account.deactivatedAt === null;
            return (
              <tr key={account.id}>
                <th scope="row">
                  {account.username}
                  {isMe && ' (you)'}
                </th>
                <td data-label="E-mail">{account.email ?? 'No e-mail'}</td>
                <td data-label="Role">
                  {account.role === 'admin' ? (
                    'Admin'
                  ) : (
                    <RecorderControls account={account} disabled={busy} />
                  )}
                </td>
                <td data-label="Joined">{shownInstant(account.joinedAt)}</td>
                <td data-label="Last active">
                  {account.lastActiveAt ? shownInstant(account.lastActiveAt) : 'Not seen yet'}
                </td>
                <td data-label="Mailings">{account.subscribed ? 'Subscribed' : 'Not subscribed'}</td>
                <td data-label="Status">
                  {active ? 'Active' : `Deactivated ${shownInstant(account.deactivatedAt ?? '')}`}
                </td>
                <td>
                  <div className="d-flex flex-wrap gap-2">
                    <RowButton
                      label={account.role === 'admin' ? 'Remove admin' : 'Make admin'}
                      username={account.username}
                      disabled={busy}
                      onClick={() => toggleAdmin(account)}
                    />
                    {account.email && active && (
                      <RowButton
                        label="Send reset e-mail"
                        username={account.username}
                        disabled={busy}
                        onClick={() => sendResetEmail(account)}
                      />
                    )}
                    {active && !isMe && (
                      <RowButton
                        label="Deactivate"
                        variant="outline-danger"
                        username={account.username}
                        disabled={busy}
                        onClick={() => setToDeactivate(account)}
                      />
                    )}
                    {!active && (
                      <RowButton
                        label="Reactivate"
                        username={account.username}
                        disabled={busy}
                        onClick={() => changeActive(account, true)}
                      />
                    )}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <DeactivateDialog
        account={toDeactivate}
        busy={setActive.isPending}
        onCancel={() => setToDeactivate(null)}
        onConfirm={() => toDeactivate && changeActive(toDeactivate, false)}
      />
    </>
  );
}
