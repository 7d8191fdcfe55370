import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkDown, signedIn, mockFetch, visitor } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

async function fillIn(user: UserEvent, current: string, next: string, repeated = next) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Re-enter new password'), repeated);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Change password' }));

async function changePassword(user: UserEvent, current: string, next: string, repeated = next) {
  await fillIn(user, current, next, repeated);
  await submit(user);
}

/** A fake clock that still follows real time, so the testing library's own short waits go on working. */
const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });

function renderChangeAnswering(reply: Reply) {
  const server = mockFetch({ ...signedIn('learner'), 'POST /api/update-password': reply });
  return { ...renderApp('/change-password'), ...server };
}

function mockReload() {
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return reload;
}

const updateCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === '/api/update-password');

describe('change password page', () => {
  it('when nobody is signed in, then the page redirects to the login form', async () => {
    mockFetch(visitor);
    const { router } = renderApp('/change-password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    [
      'the new password and re-entry differ',
      'old-password',
      'new-password',
      'new-passw0rd',
      'The new password and re-entry do not match.',
    ],
    [
      'the new password is shorter than 8',
      'old-password',
      'short',
      'short',
      'The new password must be at least 8 characters long.',
    ],
    [
      'the new password equals the current one',
      'same-password',
      'same-password',
      'same-password',
      'The new password must be different from the old password.',
    ],
  ])(
    'when %s, then the rule’s message shows and nothing is sent',
    async (_case, current, next, repeated, message) => {
      const { user, calls } = renderChangeAnswering({
        body: { success: true, message: 'Password updated.' },
      });

      await changePassword(user, current, next, repeated);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(updateCalls(calls)).toHaveLength(0);
    },
  );

  it('when the server refuses, then its message follows the spec’s prefix', async () => {
    const { user } = renderChangeAnswering({
      status: 401,
      body: { success: false, error: 'Wrong password.', message: 'The current password is not correct.' },
    });

    await changePassword(user, 'old-password', 'new-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent the following error message: The current password is not correct.',
    );
  });

  it('when the network fails, then a service message names the contact', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderChangeAnswering(networkDown());

    await changePassword(user, 'old-password', 'new-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error using the password service. Please contact Ms. Rivera.',
    );
  });

  it('when the password is changed, then the success message shows and the page reloads after 5 seconds', async () => {
    const reload = mockReload();
    const { user, calls } = renderChangeAnswering({ body: { success: true, message: 'Password updated.' } });
    await fillIn(user, 'old-password', 'new-password');
    fakeClock();
    const scheduled = vi.spyOn(window, 'setTimeout');

    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your password has successfully been updated! You will be logged out of all sessions and redirected in 5 seconds.',
    );
    expect(updateCalls(calls)[0]).toMatchObject({
      form: { 'current-password': 'old-password', 'new-password': 'new-password', username: 'learner' },
    });
    expect(scheduled).toHaveBeenCalledWith(expect.any(Function), 5000);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('when the page is left before 5 seconds, then the reload is cancelled', async () => {
    const reload = mockReload();
    const { user, unmount } = renderChangeAnswering({
      body: { success: true, message: 'Password updated.' },
    });
    await fillIn(user, 'old-password', 'new-password');
    fakeClock();

    await submit(user);
    await screen.findByText(/Your password has successfully been updated!/);
    unmount();
    vi.advanceTimersByTime(5000);

    expect(reload).not.toHaveBeenCalled();
  });
});
