import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { TakeReplies } from './take-replies';

// The replies to a learner's sent takes, on the word (ADR 083). Sample data, invented.

const routes = testRoutes({
  signedIn: [{ path: 'words/42', element: <TakeReplies item="entry:42" name="tahak" /> }],
});

const take = (id: number, replies: { id: number; text: string; audio: boolean; read: boolean }[]) => ({
  id,
  clientId: `take-${id}`,
  item: 'entry:42',
  label: 'tahak',
  reference: 'tahak-1.mp3',
  recordedAt: '2026-03-01T15:00:00.000Z',
  sentAt: '2026-03-01T16:00:00.000Z',
  replies: replies.map((r) => ({ ...r, teacher: 'teacher', createdAt: '2026-03-01T17:00:00.000Z' })),
});

describe('replies on the word', () => {
  it('when the teacher replied, then the learner reads and hears the reply, and it is marked read', async () => {
    const { calls } = mockFetch({
      ...signedIn('lena'),
      'GET /api/take-feedback': {
        body: {
          data: [take(7, [{ id: 3, text: 'Hold the vowel.', audio: true, read: false }]), take(5, [])],
          unread: 1,
          unreadItems: [{ item: 'entry:42', label: 'tahak', count: 1 }],
        },
      },
      'POST /api/take-feedback/read': { body: { success: true } },
    });
    renderApp('/words/42', { routes });
    const region = await screen.findByRole('region', { name: 'Your takes of tahak sent to your teacher' });
    expect(within(region).getByText('Hold the vowel.')).toBeInTheDocument();
    expect(within(region).getByLabelText("Your teacher's recorded reply on tahak")).toHaveAttribute(
      'src',
      '/api/take-feedback/replies/3/audio',
    );
    expect(within(region).getByText('No reply yet.')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.path === '/api/take-feedback/read')).toBeDefined());
    const read = calls.find((c) => c.path === '/api/take-feedback/read')!;
    expect(JSON.parse(String(read.init?.body))).toEqual({ takes: [7] });
  });

  it('when the learner deletes a take, then it is deleted on the server', async () => {
    const { calls, user } = (() => {
      const mock = mockFetch({
        ...signedIn('lena'),
        'GET /api/take-feedback': { body: { data: [take(5, [])], unread: 0, unreadItems: [] } },
        'DELETE /api/take-feedback/5': { body: { success: true } },
      });
      return { ...mock, ...renderApp('/words/42', { routes }) };
    })();
    await user.click(await screen.findByRole('button', { name: /^Delete your take of .* and its replies$/ }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/take-feedback/5')).toBe(true),
    );
    // Nothing unread: nothing is marked read.
    expect(calls.some((c) => c.path === '/api/take-feedback/read')).toBe(false);
  });
});
