import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { downloadRecords } from '../../offline/download-catalog';
import { dismissFailure } from '../../offline/download-manager';
import { clearDownloads } from '../../offline/downloads';
import { offlineDb, setOwner } from '../../offline/offline-db';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { fakeCaches } from '../../test/offline-deck';
import { renderApp, testRoutes } from '../../test/render-app';
import { TextsPage } from './texts-page';

// "Make available offline" on /texts (ADR 067): its size, its progress, ready, an update, a failure.
// Sample data, invented: not language material.

const routes = testRoutes({ signedIn: [{ path: 'texts', element: <TextsPage /> }] });

const texts = (version: string) => ({
  key: 'texts',
  title: 'Texts',
  version,
  dataBytes: 2_000,
  audioBytes: 1_198_000,
  audioFiles: 12,
});

/** What the texts' download asks: its package (with one recording), the text and the lists. */
const textsDownload = (version: string): Record<string, Reply> => ({
  'GET /api/offline/package/texts': {
    body: {
      key: 'texts',
      version,
      generatedAt: '2026-03-10T12:00:00.000Z',
      data: { texts: [] },
      audio: [{ url: '/api/audio-sent/3-1.mp3', bytes: 1000 }],
      notices: [],
      parts: [],
    },
  },
  'GET /api/lexs': { body: { data: [] } },
  'GET /api/text/3': { body: { success: true, data: { id: 3, title: 'The river (sample)' } } },
  'GET /api/sent-audios': { body: { data: [] } },
  'GET /api/speaker-notices/accepted': { body: { accepted: [] } },
  'GET /api/audio-sent/3-1.mp3': { body: {} },
});

/** Opens /texts; `replies` can be changed as the test goes (the server answers from them). */
function openTexts(replies: Record<string, Reply>) {
  const server = mockFetch(replies);
  Object.assign(replies, {
    ...signedIn(),
    // The app's sync at start stops here: the downloads are this test's to make.
    'GET /api/wordle-days': networkDown(),
    'GET /api/text-index': { body: { success: true, data: [{ id: 3, title: 'The river', published: 1 }] } },
    ...replies,
  });
  return { ...renderApp('/texts', { routes }), ...server };
}

beforeEach(async () => {
  fakeCaches();
  await clearDownloads();
  await setOwner('learner');
  dismissFailure('texts');
});

describe('"Make available offline" on /texts', () => {
  it('when the texts are not on the device, then it offers them with their size; pressed, they download and it says they are available offline', async () => {
    const { user } = openTexts({
      'GET /api/offline/catalog': { body: { data: [texts('v1')] } },
      ...textsDownload('v1'),
    });

    const button = await screen.findByRole('button', { name: 'Make available offline' });
    expect(button).toHaveAccessibleDescription('the texts: 1.2 MB, 12 recordings');
    expect(await seriousAxeViolations()).toEqual([]);
    await user.click(button);

    expect(
      await screen.findByText(/^Available offline: the texts, .* on this device\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make available offline' })).not.toBeInTheDocument();
    expect((await downloadRecords()).map((record) => [record.key, record.version])).toEqual([
      ['texts', 'v1'],
    ]);
  });

  it('while the catalog is on its way, then the control keeps its room unseen, and the offer takes it', async () => {
    openTexts({ 'GET /api/offline/catalog': { body: { data: [texts('v1')] } }, ...textsDownload('v1') });
    const release = holdReplies('/api/offline/catalog');

    await release.asked;
    // Nothing to see or reach yet, but the page below does not move when the offer comes (ADR 076).
    await waitFor(() => expect(screen.getByText('Make available offline')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Make available offline' })).not.toBeInTheDocument();
    const room = screen.getByText('Make available offline').closest('[aria-hidden="true"]');
    expect(room).toHaveStyle({ visibility: 'hidden' });
    release();

    const button = await screen.findByRole('button', { name: 'Make available offline' });
    expect(button).toHaveAccessibleDescription('the texts: 1.2 MB, 12 recordings');
    expect(screen.getAllByText('Make available offline')).toHaveLength(1);
  });

  it('when the texts on the device are an older version, then it says an update is available, and Update brings them up to date', async () => {
    await (
      await offlineDb()
    ).put('downloads', {
      key: 'texts',
      title: 'Texts',
      version: 'v1',
      files: [],
      bytes: 1000,
      savedAt: Date.UTC(2026, 2, 1),
    });
    const { user } = openTexts({
      'GET /api/offline/catalog': { body: { data: [texts('v2')] } },
      ...textsDownload('v2'),
    });

    expect(
      await screen.findByText('Update available: the texts changed (1.2 MB, 12 recordings).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(async () => expect((await downloadRecords())[0]?.version).toBe('v2'));
    expect(await screen.findByText(/^Available offline: the texts/)).toBeInTheDocument();
  });

  it('when the server asks to wait (429, Retry-After: 1), then it says so and goes on by itself', async () => {
    const replies: Record<string, Reply> = {
      'GET /api/offline/catalog': { body: { data: [texts('v1')] } },
      ...textsDownload('v1'),
    };
    const ok = replies['GET /api/offline/package/texts']!;
    replies['GET /api/offline/package/texts'] = {
      status: 429,
      body: { success: false, error: 'Too many requests. Please slow down and try again in a minute.' },
      headers: { 'Retry-After': '1' },
    };
    const { user } = openTexts(replies);
    await user.click(await screen.findByRole('button', { name: 'Make available offline' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'The server asked to wait: the download goes on in 1 second.',
    );
    replies['GET /api/offline/package/texts'] = ok;

    expect(
      await screen.findByText(/^Available offline: the texts/, {}, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  it('when the connection is lost during the download, then it says in plain words what happened and what to do, and Try again goes on where it stopped', async () => {
    const replies: Record<string, Reply> = {
      'GET /api/offline/catalog': { body: { data: [texts('v1')] } },
      ...textsDownload('v1'),
      'GET /api/audio-sent/3-1.mp3': new TypeError('Failed to fetch'),
    };
    const { user, calls } = openTexts(replies);
    await user.click(await screen.findByRole('button', { name: 'Make available offline' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Texts could not be downloaded. The connection was lost. What was downloaded is kept on this device: the download goes on where it stopped when you are back online.',
    );
    expect(await seriousAxeViolations()).toEqual([]);
    replies['GET /api/audio-sent/3-1.mp3'] = { body: {} };
    const before = calls.filter((call) => call.path === '/api/audio-sent/3-1.mp3').length;
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(/^Available offline: the texts/)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/audio-sent/3-1.mp3')).toHaveLength(before + 1);
  });

  it('when the server offers no texts download (none, or the catalog failed), then nothing is shown', async () => {
    openTexts({ 'GET /api/offline/catalog': { status: 500, body: { success: false, error: 'x' } } });
    expect(await screen.findByRole('link', { name: 'The river' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make available offline' })).not.toBeInTheDocument();
  });
});
