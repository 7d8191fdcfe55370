import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SentTakesResponse } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { LearnersTakesPage } from './learners-takes-page';

// The console's "Learners' takes" (ADR 083). Sample data made for these tests, not language material.

const routes = testRoutes({ admin: [{ path: 'admin/takes', element: <LearnersTakesPage /> }] });

const TAKES: SentTakesResponse = {
  unanswered: 1,
  data: [
    {
      id: 7,
      clientId: 'take-1-1',
      item: 'entry:42',
      label: 'tahak',
      reference: 'tahak-1.mp3',
      recordedAt: '2026-03-01T15:00:00.000Z',
      sentAt: '2026-03-01T16:00:00.000Z',
      learner: 'lena',
      answered: false,
      replies: [],
    },
    {
      id: 5,
      clientId: 'take-0-1',
      item: 'sentence:s1',
      label: 'Tahak nipemk.',
      reference: null,
      recordedAt: '2026-02-28T15:00:00.000Z',
      sentAt: '2026-02-28T16:00:00.000Z',
      learner: 'omar',
      answered: true,
      replies: [
        {
          id: 3,
          text: 'Well said.',
          audio: true,
          teacher: 'teacher',
          createdAt: '2026-02-28T17:00:00.000Z',
          read: true,
        },
        {
          id: 4,
          text: 'Me too.',
          audio: false,
          teacher: 'other',
          createdAt: '2026-02-28T18:00:00.000Z',
          read: false,
        },
      ],
    },
  ],
};

function openPage(replies: Record<string, Reply>, path = '/admin/takes') {
  // The test's own object stays the mock's, so a test can change an answer afterwards.
  for (const [call, reply] of Object.entries({
    ...signedIn('teacher', true),
    'GET /api/admin/take-feedback': { body: TAKES },
  }))
    replies[call] ??= reply;
  const mock = mockFetch(replies);
  return { ...mock, ...renderApp(path, { routes }) };
}

describe("learners' takes in the console", () => {
  it('when the takes load, then each is heard beside the speaker, the unanswered is marked, and the page has no axe violation', async () => {
    openPage({});
    const lena = await screen.findByRole('region', { name: 'lena: tahak Unanswered' });
    expect(within(lena).getByLabelText("The speaker's recording of tahak")).toHaveAttribute(
      'src',
      '/api/audio/tahak-1.mp3',
    );
    expect(within(lena).getByLabelText("lena's take of tahak")).toHaveAttribute(
      'src',
      '/api/take-feedback/7/audio',
    );
    const omar = screen.getByRole('region', { name: 'omar: Tahak nipemk.' });
    expect(within(omar).getByText('No recording named')).toBeInTheDocument();
    expect(within(omar).getByLabelText('The recorded reply to omar about Tahak nipemk.')).toHaveAttribute(
      'src',
      '/api/take-feedback/replies/3/audio',
    );
    // Only the teacher's own reply can be deleted by them.
    expect(within(omar).getAllByRole('button', { name: /^Delete your reply/ })).toHaveLength(1);
    expect(screen.getByText(/1 unanswered\./)).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when a learner is chosen, then the server is asked for their takes only', async () => {
    const { user } = openPage({
      'GET /api/admin/take-feedback?learner=omar': { body: { ...TAKES, data: [TAKES.data[1]!] } },
    });
    await screen.findByRole('region', { name: 'lena: tahak Unanswered' });
    await user.selectOptions(screen.getByLabelText('Learner'), 'omar');
    await waitFor(() => expect(screen.queryByRole('region', { name: /^lena/ })).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'omar: Tahak nipemk.' })).toBeInTheDocument();
  });

  it('when the teacher replies, then the text is sent and the reply is confirmed; a refusal shows its reason', async () => {
    const replies: Record<string, Reply> = {
      'POST /api/admin/take-feedback/7/replies': {
        status: 400,
        body: { success: false, error: 'An answer is at most 1000 characters long.' },
      },
    };
    const { calls, user } = openPage(replies);
    const lena = await screen.findByRole('region', { name: 'lena: tahak Unanswered' });
    await user.type(within(lena).getByLabelText('Your reply about tahak to lena'), 'Hold the vowel.');
    await user.click(within(lena).getByRole('button', { name: 'Send reply' }));
    expect(await within(lena).findByText('An answer is at most 1000 characters long.')).toBeInTheDocument();
    replies['POST /api/admin/take-feedback/7/replies'] = { status: 201, body: { success: true } };
    await user.click(within(lena).getByRole('button', { name: 'Send reply' }));
    expect(await within(lena).findByText('Your reply was sent.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.form)).toEqual([{ text: 'Hold the vowel.' }, { text: 'Hold the vowel.' }]);
    expect(within(lena).getByLabelText('Your reply about tahak to lena')).toHaveValue('');
  });

  it('when the teacher deletes their reply, then it is deleted on the server', async () => {
    const { calls, user } = openPage({
      'DELETE /api/admin/take-feedback/replies/3': { body: { success: true } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Delete your reply to omar about Tahak nipemk.' }),
    );
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/take-feedback/replies/3'),
      ).toBe(true),
    );
  });

  it('when no learner has sent a take, then the page says where they come from', async () => {
    openPage({ 'GET /api/admin/take-feedback': { body: { data: [], unanswered: 0 } } });
    expect(await screen.findByRole('heading', { name: 'No takes yet' })).toBeInTheDocument();
  });
});
