import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminAccount, OpenInvitation } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { LearnersPage } from './learners-page';

const routes = testRoutes({ admin: [{ path: 'admin/learners', element: <LearnersPage /> }] });

const teacher: AdminAccount = {
  id: 1,
  username: 'teacher',
  email: 'teacher@example.org',
  role: 'admin',
  joinedAt: '2025-09-01T16:00:00.000Z',
  lastActiveAt: '2026-03-01T18:00:00.000Z',
  subscribed: true,
  deactivatedAt: null,
};
const learner: AdminAccount = {
  id: 2,
  username: 'learner',
  email: 'learner@example.org',
  role: 'learner',
  joinedAt: '2026-01-10T20:00:00.000Z',
  lastActiveAt: null,
  subscribed: false,
  deactivatedAt: null,
};
const gone: AdminAccount = {
  id: 3,
  username: 'gone',
  email: null,
  role: 'learner',
  joinedAt: '2026-01-11T20:00:00.000Z',
  lastActiveAt: '2026-02-01T20:00:00.000Z',
  subscribed: false,
  deactivatedAt: '2026-02-15T20:00:00.000Z',
};
const openInvitation: OpenInvitation = {
  id: 7,
  email: 'ana@example.org',
  role: 'learner',
  createdAt: '2026-02-20T18:00:00.000Z',
  expiresAt: '2026-03-22T17:00:00.000Z',
};

function openPage(replies: Record<string, Reply> = {}) {
  const server: Record<string, Reply> = {
    ...signedIn('teacher', true),
    'GET /api/admin/accounts': { body: { accounts: [gone, learner, teacher] } },
    'GET /api/admin/invitations': { body: { invitations: [openInvitation] } },
    ...replies,
  };
  const { calls } = mockFetch(server);
  return { ...renderApp('/admin/learners', { routes }), calls, server };
}

const accountsTable = async () =>
  screen.findByRole('table', { name: /accounts?\. Dates are in Pacific Time \(Los Angeles\)/ });
const rowOf = async (username: string) =>
  (await within(await accountsTable()).findByRole('rowheader', { name: new RegExp(`^${username}`) })).closest(
    'tr',
  )!;
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
const jsonOf = (calls: ReturnType<typeof mockFetch>['calls'], path: string) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === path)
    .map((call) => JSON.parse(String(call.init?.body)) as unknown);

describe('learners and invitations page', () => {
  it('when an admin opens it, then every account shows its e-mail, role, dates, mailings and status', async () => {
    openPage();

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Learners and invitations');
    const table = await accountsTable();
    expect(table).toHaveAccessibleName('3 accounts. Dates are in Pacific Time (Los Angeles).');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Username', 'E-mail', 'Role', 'Joined', 'Last active', 'Mailings', 'Status', 'Actions']);
    expect(cellsOf(await rowOf('teacher')).slice(0, 7)).toEqual([
      'teacher (you)',
      'teacher@example.org',
      'Admin',
      'Sep 1, 2025, 9:00 AM PDT',
      'Mar 1, 2026, 10:00 AM PST',
      'Subscribed',
      'Active',
    ]);
    expect(cellsOf(await rowOf('learner')).slice(0, 7)).toEqual([
      'learner',
      'learner@example.org',
      'LearnerRecorder (learner)',
      'Jan 10, 2026, 12:00 PM PST',
      'Not seen yet',
      'Not subscribed',
      'Active',
    ]);
    expect(cellsOf(await rowOf('gone')).slice(0, 7)).toEqual([
      'gone',
      'No e-mail',
      'LearnerRecorder (gone)',
      'Jan 11, 2026, 12:00 PM PST',
      'Feb 1, 2026, 12:00 PM PST',
      'Not subscribed',
      'Deactivated Feb 15, 2026, 12:00 PM PST',
    ]);
  });

  it('when the rows show, then each action names its account, and only the actions that apply are offered', async () => {
    openPage();

    const buttonsOf = async (username: string) =>
      within(await rowOf(username))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(await buttonsOf('learner')).toEqual([
      'Make admin: learner',
      'Send reset e-mail: learner',
      'Deactivate: learner',
    ]);
    // Nobody deactivates their own account.
    expect(await buttonsOf('teacher')).toEqual(['Remove admin: teacher', 'Send reset e-mail: teacher']);
    // No e-mail address, and deactivated: no reset e-mail; reactivate instead.
    expect(await buttonsOf('gone')).toEqual(['Make admin: gone', 'Reactivate: gone']);
    expect(screen.getByRole('button', { name: 'Make admin: learner' })).toBeEnabled();
  });

  it('when a learner is made an admin, then the call says so and the row shows the new role', async () => {
    const { user, calls } = openPage({
      'POST /api/admin/accounts/2/admin': { body: { account: { ...learner, role: 'admin' } } },
    });

    await user.click(await screen.findByRole('button', { name: 'Make admin: learner' }));

    expect(await screen.findByRole('status')).toHaveTextContent('learner is now an admin.');
    expect(jsonOf(calls, '/api/admin/accounts/2/admin')).toEqual([{ admin: true }]);
    const row = await rowOf('learner');
    expect(cellsOf(row)[2]).toBe('Admin');
    expect(within(row).getByRole('button', { name: 'Remove admin: learner' })).toBeInTheDocument();
  });

  it('when a learner is made a recorder and then trusted, then each is sent and the row shows the role (ADR 080)', async () => {
    const { user, calls, server } = openPage({
      'POST /api/admin/accounts/2/recorder': {
        body: { account: { ...learner, role: 'recorder', trusted: false } },
      },
    });

    await user.click(await screen.findByRole('checkbox', { name: 'Recorder (learner)' }));
    const row = await rowOf('learner');
    expect(await within(row).findByRole('checkbox', { name: 'Recorder (learner)' })).toBeChecked();
    await waitFor(() => expect(cellsOf(row)[2]).toMatch(/^Recorder/));
    server['POST /api/admin/accounts/2/recorder'] = {
      body: { account: { ...learner, role: 'recorder', trusted: true } },
    };
    await user.click(within(row).getByRole('checkbox', { name: 'Trusted: no approval needed (learner)' }));
    await waitFor(() =>
      expect(
        within(row).getByRole('checkbox', { name: 'Trusted: no approval needed (learner)' }),
      ).toBeChecked(),
    );
    expect(jsonOf(calls, '/api/admin/accounts/2/recorder')).toEqual([
      { recorder: true, trusted: false },
      { recorder: true, trusted: true },
    ]);
    expect(within(await rowOf('teacher')).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('when the server refuses a change (the last admin), then its reason shows in an alert and the row stays', async () => {
    const { user } = openPage({
      'POST /api/admin/accounts/1/admin': {
        status: 409,
        body: {
          success: false,
          error: 'teacher is the last active admin. Make another account an admin first.',
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Remove admin: teacher' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'teacher could not stop being an admin. teacher is the last active admin. Make another account an admin first.',
    );
    expect(cellsOf(await rowOf('teacher'))[2]).toBe('Admin');
  });

  it('when Deactivate is pressed, then it asks first, and only a confirmation deactivates the account', async () => {
    const { user, calls } = openPage({
      'POST /api/admin/accounts/2/active': {
        body: { account: { ...learner, deactivatedAt: '2026-03-01T18:00:00.000Z' } },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Deactivate: learner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate learner?' });
    expect(dialog).toHaveTextContent('will be signed out everywhere at once');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonOf(calls, '/api/admin/accounts/2/active')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deactivate: learner' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate learner' }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent(
      'learner has been deactivated and signed out.',
    );
    expect(jsonOf(calls, '/api/admin/accounts/2/active')).toEqual([{ active: false }]);
    const row = await rowOf('learner');
    expect(cellsOf(row)[6]).toBe('Deactivated Mar 1, 2026, 10:00 AM PST');
    expect(within(row).getByRole('button', { name: 'Reactivate: learner' })).toBeInTheDocument();
  });

  it('when a deactivated account is reactivated, then it shows as active again', async () => {
    const { user, calls } = openPage({
      'POST /api/admin/accounts/3/active': { body: { account: { ...gone, deactivatedAt: null } } },
    });

    await user.click(await screen.findByRole('button', { name: 'Reactivate: gone' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'gone has been reactivated and can sign in again.',
    );
    expect(jsonOf(calls, '/api/admin/accounts/3/active')).toEqual([{ active: true }]);
    expect(cellsOf(await rowOf('gone'))[6]).toBe('Active');
  });

  it.each([
    [
      'sent',
      { body: { success: true } },
      'status',
      'A password-reset e-mail was sent to learner (learner@example.org).',
    ],
    [
      'refused',
      {
        status: 502,
        body: { success: false, error: 'The reset e-mail could not be sent. Please try again later.' },
      },
      'alert',
      'The reset e-mail to learner was not sent. The reset e-mail could not be sent. Please try again later.',
    ],
    [
      'lost on the network',
      networkDown(),
      'alert',
      'The reset e-mail to learner was not sent. The server could not be reached. Please check the connection and try again.',
    ],
  ] as const)('when a reset e-mail is %s, then the page says so', async (_case, reply, role, message) => {
    const { user, calls } = openPage({ 'POST /api/admin/accounts/2/reset-email': reply as Reply });

    await user.click(await screen.findByRole('button', { name: 'Send reset e-mail: learner' }));

    expect(await screen.findByRole(role)).toHaveTextContent(message);
    expect(calls.filter((call) => call.path === '/api/admin/accounts/2/reset-email')).toHaveLength(1);
  });

  it('when an admin invites by e-mail, then the link shows once, can be copied, and the invitation is listed', async () => {
    const made: OpenInvitation = {
      id: 8,
      email: 'ben@example.org',
      role: 'admin',
      createdAt: '2026-03-01T18:00:00.000Z',
      expiresAt: '2026-03-31T17:00:00.000Z',
    };
    const joinUrl = 'http://localhost:3000/join?code=the-one-time-code';
    const { user, calls, server } = openPage({
      'POST /api/admin/invitations': { status: 201, body: { invitation: made, joinUrl, emailed: true } },
    });
    await screen.findByRole('table', { name: /open invitation/ });
    server['GET /api/admin/invitations'] = { body: { invitations: [made, openInvitation] } };

    await user.type(screen.getByLabelText('E-mail'), 'ben@example.org');
    await user.click(screen.getByRole('checkbox', { name: 'Invite as an admin' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    const link = await screen.findByRole('textbox', { name: 'Join link' });
    expect(link).toHaveValue(joinUrl);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveAccessibleDescription(
      'This link will not be shown again. It works once, for an admin.',
    );
    expect(screen.getByText('An invitation was e-mailed to ben@example.org.')).toBeInTheDocument();
    expect(jsonOf(calls, '/api/admin/invitations')).toEqual([
      { email: 'ben@example.org', admin: true, recorder: false },
    ]);
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Invite as an admin' })).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(joinUrl);
    expect(screen.getByText('The link was copied.')).toBeInTheDocument();

    const invitations = await screen.findByRole('table', {
      name: '2 open invitations. Dates are in Pacific Time (Los Angeles).',
    });
    expect(within(invitations).getByRole('rowheader', { name: 'ben@example.org' })).toBeInTheDocument();
    expect(
      calls.filter((call) => call.method === 'GET' && call.path === '/api/admin/invitations'),
    ).toHaveLength(2);
  });

  it('when the invitation could not be e-mailed, then the page says to send the link by hand', async () => {
    const joinUrl = 'http://localhost:3000/join?code=abc';
    const { user } = openPage({
      'POST /api/admin/invitations': {
        status: 201,
        body: { invitation: { ...openInvitation, id: 9, email: 'cy@example.org' }, joinUrl, emailed: false },
      },
    });

    await user.type(await screen.findByLabelText('E-mail'), 'cy@example.org');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(
      await screen.findByText(
        'The invitation for cy@example.org was made, but the e-mail could not be sent. Copy the link and send it yourself.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Join link' })).toHaveValue(joinUrl);
  });

  it('when the server refuses the address, then its reason shows and no link appears', async () => {
    const { user } = openPage({
      'POST /api/admin/invitations': {
        status: 400,
        body: { success: false, error: 'E-mail must be a valid e-mail address.' },
      },
    });

    await user.type(await screen.findByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invitation was not made. E-mail must be a valid e-mail address.',
    );
    expect(screen.queryByRole('textbox', { name: 'Join link' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('not-an-address');
  });

  it('when an invitation is revoked, then it leaves the open list', async () => {
    const { user, calls, server } = openPage({
      'POST /api/admin/invitations/7/revoke': { body: { success: true } },
    });
    const table = await screen.findByRole('table', {
      name: '1 open invitation. Dates are in Pacific Time (Los Angeles).',
    });
    expect(cellsOf(within(table).getAllByRole('row')[1]!)).toEqual([
      'ana@example.org',
      'Learner',
      'Feb 20, 2026, 10:00 AM PST',
      'Mar 22, 2026, 10:00 AM PDT',
      'Revoke',
    ]);
    server['GET /api/admin/invitations'] = { body: { invitations: [] } };

    await user.click(within(table).getByRole('button', { name: 'Revoke: ana@example.org' }));

    expect(
      await screen.findByRole('heading', { name: 'There are no open invitations.' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The invitation for ana@example.org was revoked.',
    );
    expect(calls.filter((call) => call.path === '/api/admin/invitations/7/revoke')).toHaveLength(1);
  });

  it('when the accounts and invitations are on their way, then each list shows a status named after it', async () => {
    openPage();
    const releaseAccounts = holdReplies('/api/admin/accounts');
    const releaseInvitations = holdReplies('/api/admin/invitations');

    expect(await screen.findByRole('status', { name: 'Loading the accounts...' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the invitations...' })).toBeInTheDocument();
    releaseAccounts();
    releaseInvitations();
    expect(await accountsTable()).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument());
  });

  it('when only the teacher has an account and nothing is open, then both lists say so and lead to the invitation form', async () => {
    const { user } = openPage({
      'GET /api/admin/accounts': { body: { accounts: [teacher] } },
      'GET /api/admin/invitations': { body: { invitations: [] } },
    });

    expect(
      await screen.findByRole('heading', { level: 3, name: 'No learner has joined yet' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 3, name: 'There are no open invitations.' }),
    ).toBeInTheDocument();
    const [first] = screen.getAllByRole('button', { name: 'Invite a learner' });
    await user.click(first!);
    expect(screen.getByRole('textbox', { name: /e-mail/i })).toHaveFocus();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when a learner has an account, then the accounts list has no empty state', async () => {
    openPage();
    await accountsTable();

    expect(screen.queryByRole('heading', { name: 'No learner has joined yet' })).not.toBeInTheDocument();
  });

  it('when the accounts cannot be loaded, then an alert says so and the invitations still show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openPage({ 'GET /api/admin/accounts': networkDown() });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The accounts could not be loaded. Please refresh the page.',
    );
    expect(await screen.findByRole('table', { name: /open invitation/ })).toBeInTheDocument();
  });

  it('when the page and its dialog show, then there is one h1 and no serious axe violation', async () => {
    const { user } = openPage();
    await accountsTable();
    await screen.findByRole('table', { name: /open invitation/ });

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Deactivate: learner' }));
    await screen.findByRole('dialog');
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
