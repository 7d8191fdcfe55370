import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { SentencesPage } from './sentences-page';

// The History of a sentence on /sents, for the teacher (issue 27, ADR 059). Sample sentence,
// invented: not language material.
const routes = testRoutes({ signedIn: [{ path: 'sents', element: <SentencesPage /> }] });

const SENTENCE = {
  id: 's-1',
  text: 'Okihu tietuk.',
  trans: 'I see the river.',
  anno: '[]',
  timestamp: '2025-01-20T12:00:00.000Z',
};

function openSentences(admin: boolean, replies = {}) {
  const { calls } = mockFetch({
    ...signedIn(admin ? 'teacher' : 'learner', admin),
    'GET /api/sents': { body: { data: [SENTENCE] } },
    'GET /api/sent-audios': { body: { data: [] } },
    ...replies,
  });
  return { ...renderApp('/sents', { routes }), calls };
}

describe('the History of a sentence', () => {
  it('when the teacher opens a sentence’s History and restores an older version, then the restore is posted and the sentences are asked for again', async () => {
    const { user, calls } = openSentences(true, {
      'GET /api/admin/history/sentence/s-1': {
        body: {
          success: true,
          data: [
            {
              id: 4,
              at: '2026-03-02T18:00:00.000Z',
              who: null,
              source: 'import',
              changes: [{ field: 'Translation', before: 'The river, I see it.', after: 'I see the river.' }],
              deleted: false,
              current: true,
              restorable: false,
            },
            {
              id: 3,
              at: '2026-03-01T18:00:00.000Z',
              who: 'teacher',
              source: 'console',
              changes: [{ field: 'Text', before: '', after: 'Okihu tietuk.' }],
              deleted: false,
              current: false,
              restorable: true,
            },
          ],
        },
      },
      'POST /api/admin/history/3/restore': { body: { success: true, versionId: 5 } },
    });
    await user.click(await screen.findByRole('button', { name: 'History of Okihu tietuk.' }));
    const history = await screen.findByRole('region', { name: 'History of Okihu tietuk.' });
    await within(history).findByText(/^By an import/);
    const [newest, older] = within(history)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(newest).toHaveTextContent(
      'By an import from the command line. This is the sentence as it is now.',
    );
    expect(newest).toHaveTextContent('Translation: The river, I see it. → changed to I see the river.');
    expect(older).toHaveTextContent('teacher, in the console.');
    await user.click(within(older!).getByRole('button', { name: 'Restore this version' }));
    expect(await within(history).findByRole('status')).toHaveTextContent(
      'The version of Mar 1, 2026, 10:00 AM PST is restored.',
    );
    expect(calls.filter((c) => c.path === '/api/sents')).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/admin/history/3/restore',
    ]);
  });

  it('when a learner reads the sentences, then there is no History', async () => {
    openSentences(false);
    expect(await screen.findByText('Okihu tietuk.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^History/ })).not.toBeInTheDocument();
  });
});
