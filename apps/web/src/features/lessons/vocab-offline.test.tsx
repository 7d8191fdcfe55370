import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { dismissFailure } from '../../offline/download-manager';
import { clearDownloads } from '../../offline/downloads';
import { setOwner } from '../../offline/offline-db';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import { fakeCaches } from '../../test/offline-deck';
import { renderApp, testRoutes } from '../../test/render-app';
import { VocabPage } from './vocab-page';

// "Make available offline" on each /vocab card (ADR 067). Sample data, invented: not language material.

const routes = testRoutes({ signedIn: [{ path: 'vocab', element: <VocabPage /> }] });

const lesson = (id: string, title: string) => ({
  id,
  title,
  description: '',
  data: JSON.stringify([{ kind: 'lex', lexId: 1, lex: 'okihu' }]),
  published: 1,
  date_added: '2025-03-01T18:00:00.000Z',
  done: false,
  words: [{ lexId: 1, lex: 'okihu', gloss: 'river' }],
});
const offered = (id: string, title: string) => ({
  key: `lesson:${id}`,
  title,
  version: `v-${id}`,
  dataBytes: 4_300,
  audioBytes: 85_700,
  audioFiles: 20,
});

beforeEach(async () => {
  fakeCaches();
  await clearDownloads();
  await setOwner('learner');
  for (const key of ['lesson:ab12', 'lesson:cd34']) dismissFailure(key);
});

describe('"Make available offline" on /vocab', () => {
  it('when one lesson fails to download, then its card says why and what to do, and the other lesson can still be made available', async () => {
    mockFetch({
      ...signedIn(),
      'GET /api/wordle-days': networkDown(),
      'GET /api/vocab-lessons': {
        body: { data: [lesson('ab12', 'Sample lesson 1'), lesson('cd34', 'Sample lesson 2')] },
      },
      'GET /api/sents': { body: { data: [] } },
      'GET /api/audio-recordings-info': { body: { data: [] } },
      'GET /api/sent-audios': { body: { data: [] } },
      'GET /api/offline/catalog': {
        body: { data: [offered('ab12', 'Sample lesson 1'), offered('cd34', 'Sample lesson 2')] },
      },
      // The server is too busy for longer than the download waits.
      'GET /api/offline/package/lesson%3Aab12': {
        status: 503,
        body: { success: false, error: 'Busy.' },
        headers: { 'Retry-After': '3600' },
      },
    });
    const { user } = renderApp('/vocab', { routes });
    const first = await screen.findByRole('article', { name: /Sample lesson 1/ });
    const second = screen.getByRole('article', { name: /Sample lesson 2/ });
    const firstButton = await within(first).findByRole('button', { name: 'Make available offline' });
    expect(firstButton).toHaveAccessibleDescription('Sample lesson 1: 90 KB, 20 recordings');
    const secondButton = within(second).getByRole('button', { name: 'Make available offline' });
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(firstButton);

    expect(await within(first).findByRole('alert')).toHaveTextContent(
      'Sample lesson 1 could not be downloaded. The server is busy. What was downloaded is kept on this device: try again in a few minutes and the download goes on where it stopped.',
    );
    expect(within(first).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(secondButton).toBeEnabled();
    expect(within(second).queryByRole('alert')).not.toBeInTheDocument();
  });
});
