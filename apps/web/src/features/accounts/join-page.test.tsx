import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkDown, mockFetch, signedInShell, visitor } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

async function join(user: UserEvent, password = 'long-enough', repeated = password) {
  await user.type(await screen.findByLabelText('Username'), 'newcomer');
  await user.type(screen.getByLabelText('E-mail'), 'newcomer@example.org');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Re-enter password'), repeated);
  await user.click(screen.getByRole('button', { name: 'Join' }));
}

function renderJoinAnswering(reply: Reply, path = '/join?code=invite-1') {
  const server = mockFetch({
    ...visitor,
    // Once signed in: the navbar's and the home page's calls.
    ...signedInShell,
    'POST /api/join': reply,
    'GET /api/admin': { body: { admin: false } },
  });
  return { ...renderApp(path), ...server };
}

const joinCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === '/api/join');

describe('join page', () => {
  it('when the code is missing, then the invalid join code message shows instead of the form', async () => {
    renderJoinAnswering({ body: { success: true, username: 'newcomer' } }, '/join');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid join code. Please contact Ms. Rivera.',
    );
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
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
