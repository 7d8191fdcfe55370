import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkDown, mockFetch, visitor } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

async function choosePassword(user: UserEvent, password: string, retyped = password) {
  await user.type(await screen.findByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Re-type password'), retyped);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

function renderRestoreAnswering(reply: Reply, path = '/restore?code=abc123') {
  const server = mockFetch({ ...visitor, 'POST /api/password-restore': reply });
  return { ...renderApp(path), ...server };
}

async function expectInvalidCode() {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The reset code was invalid. Please request another.');
  expect(alert).toHaveTextContent('Contact Ms. Rivera if you are not able to restore access.');
  expect(screen.getByRole('link', { name: 'request another' })).toHaveAttribute('href', '/forgot');
}

describe('restore page', () => {
  it.each(['/restore', '/restore?code=', '/restore?code=%20'])(
    'when the code is missing from %s, then the invalid-code message shows at once',
    async (path) => {
      const { calls } = renderRestoreAnswering({ body: { success: true } }, path);

      await expectInvalidCode();
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
      expect(calls.some((call) => call.path === '/api/password-restore')).toBe(false);
    },
  );

  it('when the passwords differ, then the mismatch message shows, nothing is sent, and any change clears it', async () => {
    const { user, calls } = renderRestoreAnswering({ body: { success: true } });

    await choosePassword(user, 'new-password-1', 'new-password-2');

    expect(await screen.findByRole('alert')).toHaveTextContent('The passwords do not match.');
    expect(calls.some((call) => call.path === '/api/password-restore')).toBe(false);

    await user.type(screen.getByLabelText('Re-type password'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when the new password is accepted, then the changed message links to the login page', async () => {
    const { user, calls } = renderRestoreAnswering({ body: { success: true } });

    await choosePassword(user, 'new-password-1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your password has been changed. Please log in.',
    );
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
    expect(calls.find((call) => call.path === '/api/password-restore')?.form).toEqual({
      password: 'new-password-1',
      code: 'abc123',
    });
  });

  it('when the server refuses the code, then the invalid-code message replaces the form', async () => {
    const { user } = renderRestoreAnswering({
      status: 400,
      body: { success: false, error: 'Invalid reset code.' },
    });

    await choosePassword(user, 'new-password-1');

    await expectInvalidCode();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
  });

  it('when the network fails, then the restore-service message names the contact and the form stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderRestoreAnswering(networkDown());

    await choosePassword(user, 'new-password-1');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error using the restore service. Please contact Ms. Rivera.',
    );
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
  });
});
