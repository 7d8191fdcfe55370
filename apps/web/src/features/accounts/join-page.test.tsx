import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkDown, mockFetch, signedInShell, visitor } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

async function join(user: UserEvent, password = 'long-enough', repeated = password) {
  await user.type(await screen.findByLabelText('Username'), 'newcomer');
  await user.type(screen.getByLabelText('E-mail'), 'newcomer@example.org');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Re-enter password'), repeated);
  await user.click(screen.getByRole('button', { name: 'Join' }));
}

const OPEN_WITHOUT_EMAIL: Reply = { body: { status: 'open', email: null } };

function renderJoinAnswering(reply: Reply, path = '/join?code=invite-1', invitation = OPEN_WITHOUT_EMAIL) {
  const server = mockFetch({
    ...visitor,
    'GET /api/invitation': invitation,
    // Once signed in: the navbar's and the home page's calls.
    ...signedInShell,
    'POST /api/join': reply,
    'GET /api/admin': { body: { admin: false } },
  });
  return { ...renderApp(path), ...server };
}

const joinCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/join');

describe('join page', () => {
  it('when the code is missing, then the invalid join code message shows instead of the form', async () => {
    const { calls } = renderJoinAnswering({ body: { success: true, username: 'newcomer' } }, '/join');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid join code. Please contact Ms. Rivera.',
    );
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/invitation')).toEqual([]);
  });

  it('when the form shows, then every field is required and the e-mail hint describes the e-mail field', async () => {
    renderJoinAnswering({ body: { success: true, username: 'newcomer' } });

    for (const label of ['Username', 'E-mail', 'Password', 'Re-enter password']) {
      expect(await screen.findByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Your e-mail can be used to reset your password.',
    );
  });

  it('when the form shows, then the password rule describes the password field before anything is typed', async () => {
    renderJoinAnswering({ body: { success: true, username: 'newcomer' } });

    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the invitation names an e-mail, then it is shown read-only, not asked again, and not sent', async () => {
    const { user, calls } = renderJoinAnswering(
      { body: { success: true, username: 'newcomer' } },
      '/join?code=invite-1',
      { body: { status: 'open', email: 'invited@example.org' } },
    );

    const email = await screen.findByLabelText('E-mail');
    expect(email).toHaveValue('invited@example.org');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription(
      'The address you were invited at. Your e-mail can be used to reset your password.',
    );
    await user.type(screen.getByLabelText('Username'), 'newcomer');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.type(screen.getByLabelText('Re-enter password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Join' }));

    await screen.findByRole('heading', { level: 1, name: 'Welcome to the new Testlang App!' });
    expect(joinCalls(calls)[0]?.form).toEqual({
      username: 'newcomer',
      password: 'long-enough',
      code: 'invite-1',
    });
  });

  it.each([
    [
      'used',
      'This invitation has already been used to create an account.',
      /ask Ms\. Rivera for a new invitation/,
    ],
    ['revoked', 'This invitation has been withdrawn.', /Please ask Ms\. Rivera for a new invitation/],
    ['expired', 'This invitation has expired.', /Please ask Ms\. Rivera for a new invitation/],
  ])(
    'when the invitation was %s, then the page says so with a link to sign in, and shows no form',
    async (status, headline, next) => {
      renderJoinAnswering({ body: { success: true } }, '/join?code=invite-1', { body: { status } });

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(headline);
      expect(alert).toHaveTextContent(next);
      expect(screen.getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    },
  );

  it('when no invitation has the code, then the invalid join code message shows instead of the form', async () => {
    renderJoinAnswering({ body: { success: true } }, '/join?code=invite-1', { body: { status: 'unknown' } });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid join code. Please contact Ms. Rivera.',
    );
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('when the invitation is used while the form is open, then the join refusal shows the explanation instead of the form', async () => {
    const { user } = renderJoinAnswering({
      status: 400,
      body: { success: false, error: 'Invalid join code.', reason: 'used' },
    });

    await join(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation has already been used to create an account.',
    );
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('when the invitation cannot be read, then the form still shows and asks for the e-mail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderJoinAnswering({ body: { success: true } }, '/join?code=invite-1', networkDown());

    expect(await screen.findByLabelText('E-mail')).toBeRequired();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });

  it('when the passwords differ, then the mismatch message shows and any change clears it', async () => {
    const { user, calls } = renderJoinAnswering({ body: { success: true, username: 'newcomer' } });

    await join(user, 'long-enough', 'long-enougH');

    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match!');
    expect(joinCalls(calls)).toHaveLength(0);
    await user.type(screen.getByLabelText('Username'), 's');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the password is shorter than 8 characters, then the length message shows', async () => {
    const { user, calls } = renderJoinAnswering({ body: { success: true, username: 'newcomer' } });

    await join(user, 'short77');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must be at least 8 characters long!',
    );
    expect(joinCalls(calls)).toHaveLength(0);
  });

  it('when the join succeeds, then the user is signed in on the home page', async () => {
    const { user, calls, router } = renderJoinAnswering({ body: { success: true, username: 'newcomer' } });

    await join(user);

    // The greeting can show on /join for a moment before the move to /, when the navbar's chunk is
    // already loaded: it is read once the home page shows.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the new Testlang App!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByText('Hello newcomer')).toBeInTheDocument();
    expect(joinCalls(calls)[0]).toMatchObject({
      form: {
        username: 'newcomer',
        email: 'newcomer@example.org',
        password: 'long-enough',
        code: 'invite-1',
      },
    });
  });

  it('when the username is taken, then the taken message shows', async () => {
    const { user } = renderJoinAnswering({
      status: 409,
      body: { success: false, error: 'Username is taken.' },
    });

    await join(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Username is already taken! Pick another.');
  });

  it('when the server refuses the code, then the invalid join code message shows', async () => {
    const { user } = renderJoinAnswering({
      status: 400,
      body: { success: false, error: 'Invalid join code.' },
    });

    await join(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid join code. Please contact Ms. Rivera.',
    );
  });

  it('when the server refuses other input, then its own text shows', async () => {
    const { user } = renderJoinAnswering({
      status: 400,
      body: { success: false, error: 'E-mail must be a valid e-mail address.' },
    });

    await join(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail must be a valid e-mail address.');
  });

  it('when the network fails, then the error is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderJoinAnswering(networkDown());

    await join(user);

    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('The join call failed.', expect.any(Error)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
  });
});
