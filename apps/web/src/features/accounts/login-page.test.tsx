import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkDown, mockFetch, signedInShell, visitor } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

async function logIn(user: UserEvent, username = 'learner', password = 'secret-pass') {
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

function renderLoginAnswering(reply: Reply) {
  const server = mockFetch({
    ...visitor,
    // Once signed in: the navbar's and the home page's calls.
    ...signedInShell,
    'POST /api/login': reply,
    'GET /api/admin': { body: { admin: false } },
  });
  return { ...renderApp('/'), ...server };
}

describe('login page', () => {
  it('when a visitor opens /, then the login form and the forgot link are shown', async () => {
    mockFetch(visitor);
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot');
  });

  it('when the server accepts the credentials, then the username is stored and the home page greets the user', async () => {
    const { user, calls } = renderLoginAnswering({ body: { success: true, username: 'learner' } });

    await logIn(user, 'Learner', 'secret-pass');

    expect(await screen.findByText('Hello learner')).toBeInTheDocument();
    // The home page and the navbar are lazy chunks of their own: either may arrive first.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the new Testlang App!' }),
    ).toBeInTheDocument();
    const login = calls.find((call) => call.path === '/api/login');
    expect(login?.form).toEqual({ username: 'Learner', password: 'secret-pass' });
    expect(calls.some((call) => call.path === '/api/admin')).toBe(true);
  });

  it('when the server refuses the credentials, then the invalid-credentials message is shown', async () => {
    const { user } = renderLoginAnswering({
      status: 401,
      body: { success: false, error: 'Wrong password.' },
    });

    await logIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('when too many attempts are refused, then the server’s own text is shown', async () => {
    const { user } = renderLoginAnswering({
      status: 429,
      body: { success: false, error: 'Too many failed sign-ins. Try again in 15 minutes.' },
    });

    await logIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed sign-ins. Try again in 15 minutes.',
    );
  });

  it('when the account has been deactivated, then the server’s own text says so', async () => {
    const { user } = renderLoginAnswering({
      status: 403,
      body: { success: false, error: 'This account has been deactivated. Please contact Ms. Rivera.' },
    });

    await logIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account has been deactivated. Please contact Ms. Rivera.',
    );
    expect(screen.queryByText('Invalid login credentials.')).not.toBeInTheDocument();
  });

  it.each([
    ['the network fails', networkDown()],
    ['the server fails', { status: 500, body: { success: false, error: 'Something went wrong.' } }],
  ])('when %s, then the login-service message names the contact', async (_case, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderLoginAnswering(reply);

    await logIn(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error using the login service. Please contact Ms. Rivera.',
    );
  });
});
