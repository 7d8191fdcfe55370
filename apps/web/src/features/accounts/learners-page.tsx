import { useQuery } from '@tanstack/react-query';
import { Alert } from 'react-bootstrap';
import { adminAccountsQuery, openInvitationsQuery } from '../../api/admin-accounts';
import { remoteStatus } from '../../api/remote-status';
import { useSession } from '../../api/session';
import { EmptyState } from '../../components/empty-state';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { AccountsTable } from './accounts-table';
import { FocusInviteButton } from './focus-invite-button';
import { InviteForm } from './invite-form';
import { OpenInvitationsTable } from './open-invitations-table';

/** /admin/learners: the console's section for accounts and invitations (admins only, ADR 031). */
export function LearnersPage() {
  const { username } = useSession();
  const accounts = useQuery(adminAccountsQuery);
  const invitations = useQuery(openInvitationsQuery);
  const accountsStatus = remoteStatus(accounts);
  const invitationsStatus = remoteStatus(invitations);

  return (
    <>
      <PageHeader title="Learners and invitations" />
      <section aria-labelledby="accounts-heading" className="mb-5">
        <h2 id="accounts-heading" className="h4">
          Accounts
        </h2>
        {accountsStatus === 'loading' && <Loading label="Loading the accounts..." />}
        {accountsStatus === 'error' && (
          <Alert variant="danger">The accounts could not be loaded. Please refresh the page.</Alert>
        )}
        {accounts.data?.every((account) => account.role === 'admin') && (
          <EmptyState title="No learner has joined yet" headingLevel={3} actions={<FocusInviteButton />}>
            Invite your learners by e-mail: each gets a link to choose a username and a password.
          </EmptyState>
        )}
        {accounts.data && <AccountsTable accounts={accounts.data} me={username} />}
      </section>
      <section aria-labelledby="invite-heading" className="mb-5">
        <h2 id="invite-heading" className="h4">
          Invite a learner
        </h2>
        <InviteForm />
      </section>
      <section aria-labelledby="invitations-heading">
        <h2 id="invitations-heading" className="h4">
          Open invitations
        </h2>
        {invitationsStatus === 'loading' && <Loading label="Loading the invitations..." />}
        {invitationsStatus === 'error' && (
          <Alert variant="danger">The invitations could not be loaded. Please refresh the page.</Alert>
        )}
        {invitations.data && <OpenInvitationsTable invitations={invitations.data} />}
      </section>
    </>
  );
}
