import { configure, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, visitor } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';
import { emailLinkTestRoutes } from './test-routes';

const INVALID =
  'Your unsubscribe link is invalid. Please try to unsubscribe using a different link or contact Ms. Rivera.';
const FAILED =
  'There was an error when trying to unsubscribe. Please refresh the page. If the issue persists, contact Ms. Rivera.';

function openUnsubscribe(path: string, reply?: Reply) {
  const server = mockFetch({ ...visitor, ...(reply ? { 'POST /email/unsubscribe': reply } : {}) });
  return { ...renderApp(path, { routes: emailLinkTestRoutes }), ...server };
}

describe('unsubscribe page', () => {
  it('when the code is accepted, then processing shows first and then the unsubscribed message', async () => {
    const { calls } = openUnsubscribe('/unsubscribe?code=abc123', { body: { success: true } });
    const release = holdReplies('/email/unsubscribe');

    expect(await screen.findByText('Processing your request...')).toHaveAttribute('role', 'status');
    release();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have been unsubscribed. You will no longer receive e-mails from us.',
    );
    expect(screen.queryByText('Processing your request...')).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/email/unsubscribe')).toMatchObject({
      method: 'POST',
      form: { code: 'abc123' },
    });
  });

  it('when the page renders under StrictMode, then the code is posted only once', async () => {
    configure({ reactStrictMode: true });
    onTestFinished(() => configure({ reactStrictMode: false }));
    const { calls } = openUnsubscribe('/unsubscribe?code=abc123', { body: { success: true } });

    expect(await screen.findByRole('alert')).toHaveTextContent('You have been unsubscribed.');
    expect(calls.filter((call) => call.path === '/email/unsubscribe')).toHaveLength(1);
  });

  it.each(['/unsubscribe', '/unsubscribe?code=', '/unsubscribe?code=%20%20'])(
    'when the link has no code (%s), then the invalid-link message shows without any call',
    async (path) => {
      const { calls } = openUnsubscribe(path);

      expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
      expect(calls.some((call) => call.path === '/email/unsubscribe')).toBe(false);
    },
  );

  it.each([
    ['the server answers success false', { body: { success: false } }],
    [
      'the server refuses the code',
      { status: 403, body: { success: false, error: 'The unsubscribe link is invalid.' } },
    ],
    ['the code is malformed', { status: 400, body: { success: false, error: 'code is required.' } }],
  ])('when %s, then the invalid-link message shows', async (_case, reply) => {
    openUnsubscribe('/unsubscribe?code=abc123', reply);

    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
  });

  it.each([
    ['the network fails', networkDown()],
    ['the server fails', { status: 500, body: { success: false, error: 'Internal server error.' } }],
    ['the server is too busy', { status: 429, body: { success: false, error: 'Too many requests.' } }],
    ['the answer is not JSON', { status: 502, body: '<html>Bad gateway</html>' }],
  ])('when %s, then the error message asks to refresh the page', async (_case, reply) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openUnsubscribe('/unsubscribe?code=abc123', reply);

    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  });

  it('when the result shows, then the page has one h1, the public navbar and no serious axe violation', async () => {
    openUnsubscribe('/unsubscribe?code=abc123', { body: { success: true } });

    await screen.findByRole('alert');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
