import { useState } from 'react';
import { Button, Table } from 'react-bootstrap';
import type { OpenInvitation } from '@langapp/shared';
import { useRevokeInvitation } from '../../api/admin-accounts';
import { EmptyState } from '../../components/empty-state';
import { COMMUNITY_TIME_ZONE, timeZoneName } from '../../lib/time-zone';
import { FeedbackAlert, failureText, shownInstant } from './console-feedback';
import type { Feedback } from './console-feedback';
import { FocusInviteButton } from './focus-invite-button';

const addressOf = (invitation: OpenInvitation) =>
  invitation.email ?? `invitation ${invitation.id} (no e-mail)`;

/** The invitations not used, revoked or expired, each with a Revoke button. */
export function OpenInvitationsTable({ invitations }: { invitations: readonly OpenInvitation[] }) {
  const revoke = useRevokeInvitation();
  // The invitation last revoked (or tried): what the page says comes from the mutation's own state.
  const [last, setLast] = useState<OpenInvitation | null>(null);
  const feedback: Feedback | null =
    last === null
      ? null
      : revoke.isSuccess
        ? { variant: 'success', text: `The invitation for ${addressOf(last)} was revoked.` }
        : revoke.isError
          ? {
              variant: 'danger',
              text: failureText(revoke.error, `The invitation for ${addressOf(last)} was not revoked.`),
            }
          : null;

  function revokeOne(invitation: OpenInvitation) {
    setLast(invitation);
    revoke.mutate(invitation.id);
  }

  return (
    <>
      <FeedbackAlert feedback={feedback} onClose={() => setLast(null)} />
      {invitations.length === 0 ? (
        <EmptyState title="There are no open invitations." headingLevel={3} actions={<FocusInviteButton />}>
          An invitation you send shows here until it is used, revoked or expires.
        </EmptyState>
      ) : (
        <Table responsive striped className="align-middle table-stacked">
          <caption>
            {invitations.length} open invitation{invitations.length === 1 ? '' : 's'}. Dates are in{' '}
            {timeZoneName(COMMUNITY_TIME_ZONE)}.
          </caption>
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Role</th>
              <th scope="col">Created</th>
              <th scope="col">Expires</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => (
              <tr key={invitation.id}>
                <th scope="row">{invitation.email ?? 'No e-mail'}</th>
                <td data-label="Role">
                  {invitation.role === 'admin' ? 'Admin' : invitation.role === 'recorder' ? 'Recorder' : 'Learner'}
                </td>
                <td data-label="Created">{shownInstant(invitation.createdAt)}</td>
                <td data-label="Expires">{shownInstant(invitation.expiresAt)}</td>
                <td>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={revoke.isPending}
                    onClick={() => revokeOne(invitation)}
                    aria-label={`Revoke: ${addressOf(invitation)}`}
                  >
                    Revoke
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
