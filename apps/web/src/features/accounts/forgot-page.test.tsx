import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { networkDown, mockFetch, visitor } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

async function requestReset(user: UserEvent) {
  await user.type(await screen.findByLabelText('Username'), 'learner');
  await user.type(screen.getByLabelText('E-mail'), 'learner@example.org');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

function renderForgotAnswering(reply: Reply) {
  const server = mockFetch({ ...visitor, 'POST /api/reset': reply });
  return { ...renderApp('/forgot'), ...server };
}

describe('forgot page', () => {
  it('when a visitor opens /forgot, then both fields are required and the e-mail field is of type email', async () => {
    renderForgotAnswering({ body: { success: true } });

    expect(await screen.findByLabelText('Username')).toBeRequired();
    expect(screen.getByLabelText('E-mail')).toBeRequired();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
  });

  it('when the reset is accepted, then the reset-link message and the contact line are shown', async () => {
    const { user, calls } = renderForgotAnswering({ body: { success: true } });

    await requestReset(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A reset link will be sent to your email.');
    expect(alert).toHaveTextContent('Contact Ms. Rivera if you are not able to restore access.');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/reset')?.form).toEqual({
      username: 'learner',
      email: 'learner@example.org',
    });
  });

  it.each([
    ['the server refuses', { status: 400, body: { success: false, error: 'E-mail is required.' } }],
    ['the server fails', { status: 500, body: { success: false, error: 'Something went wrong.' } }],
    ['the network fails', networkDown()],
  ])('when %s, then the restore-service message names the contact', async (_case, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderForgotAnswering(reply);

    await requestReset(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error using the restore service. Please contact Ms. Rivera.',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
