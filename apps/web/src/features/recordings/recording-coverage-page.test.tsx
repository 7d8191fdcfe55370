import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MissingRecordings, RecordingCoverage } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { UPLOAD_SUCCESS } from './audio-recorder';
import { RecordingCoveragePage } from './recording-coverage-page';
import { installFakeMedia } from './test-media';

const routes = testRoutes({ admin: [{ path: 'admin/recordings', element: <RecordingCoveragePage /> }] });

// Sample data made for these tests, not language material.
const coverage = (words = { total: 120, recorded: 37 }): RecordingCoverage => ({
  words,
  sentences: { total: 40, recorded: 0 },
  speakers: [
    { speaker: 'elder', words: 30, sentences: 0 },
    { speaker: 'teacher', words: 7, sentences: 0 },
  ],
  partsOfSpeech: ['adv', 'n', 'v'],
  lessons: [
    { id: 's1a1', title: 'Greetings' },
    { id: 'mv05', title: 'mv05' },
  ],
});

const words = (...lexes: [number, string, string][]): MissingRecordings => ({
  kind: 'word',
  total: lexes.length,
  offset: 0,
  limit: 50,
  entries: lexes.map(([id, lex, gloss]) => ({ id, lex, pos: 'n', gloss })),
});

const sentences: MissingRecordings = {
  kind: 'sentence',
  total: 1,
  offset: 0,
  limit: 50,
  entries: [{ id: 's2', text: 'Nipem lumah.', trans: 'I see the stone.' }],
};

/** Opens the page as an admin; `replies` stays the mock's own, so a test can change an answer. */
function openPage(replies: Record<string, Reply>, path = '/admin/recordings') {
  for (const [call, reply] of Object.entries({
    ...signedIn('teacher', true),
    // No recording waits to be confirmed (recordings-to-confirm.test.tsx has those that do).
    'GET /api/audio-recordings-info?toConfirm=true': { body: { data: [] } },
    // No speakers (speakers-panel.test.tsx has the panel).
    'GET /api/admin/waiting-recordings': { body: { data: [], waiting: 0 } },
    'GET /api/admin/speakers': { body: { data: [] } },
  }))
    replies[call] ??= reply;
  const mock = mockFetch(replies);
  return { ...mock, ...renderApp(path, { routes }) };
}

/** The query of every call made to `path`, in order. */
const searchesOf = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.map(([input]) => new URL(String(input), 'http://x'))
    .filter((url) => url.pathname === path)
    .map((url) => url.search);

const MISSING = '/api/admin/recording-coverage/missing';

describe('recording coverage page', () => {
  it('when the figures load, then each kind has a labelled bar and each speaker their figures, with no axe violation', async () => {
    openPage({
      'GET /api/admin/recording-coverage': { body: coverage() },
      [`GET ${MISSING}`]: { body: words([3, 'lumah', 'stone'], [4, 'sepik', 'here']) },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Recording coverage' })).toBeInTheDocument();
    const wordsBar = await screen.findByRole('progressbar', { name: '37 of 120 words recorded (31%)' });
    expect(wordsBar).toHaveAttribute('aria-valuenow', '37');
    expect(wordsBar).toHaveAttribute('aria-valuemin', '0');
    expect(wordsBar).toHaveAttribute('aria-valuemax', '120');
    expect(screen.getByText('37 of 120 words recorded (31%)')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: '0 of 40 sentences recorded (0%)' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    const speakers = screen.getByRole('table', { name: 'Words and sentences each speaker has recorded' });
    const elder = within(speakers).getByRole('row', { name: /elder/ });
    expect(
      within(elder)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['30 (25%)', '0 (0%)']);

    const list = await screen.findByRole('table', { name: 'Words without a recording' });
    expect(
      within(list)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['lumahnstoneRecord', 'sepiknhereRecord']);
    expect(screen.getByRole('button', { name: 'Record lumah (stone)' })).toBeInTheDocument();
    expect(screen.getByText('2 words without a recording; showing 1 to 2.')).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when a filter changes, then the list is asked of the server with it', async () => {
    const { user, router } = openPage({
      'GET /api/admin/recording-coverage': { body: coverage() },
      [`GET ${MISSING}`]: { body: words([3, 'lumah', 'stone']) },
    });
    await screen.findByRole('table', { name: 'Words without a recording' });
    await screen.findByRole('option', { name: 'Greetings (s1a1)' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Part of speech' }), 'n');
    await waitFor(() => expect(searchesOf(MISSING).at(-1)).toBe('?kind=word&pos=n'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lesson' }), 's1a1');
    await waitFor(() => expect(searchesOf(MISSING).at(-1)).toBe('?kind=word&pos=n&lesson=s1a1'));
    expect(router.state.location.search).toBe('?pos=n&lesson=s1a1');
    // The lesson whose title is its id reads as the id only.
    expect(screen.getByRole('option', { name: 'mv05' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'sentence');
    await waitFor(() => expect(searchesOf(MISSING).at(-1)).toBe('?kind=sentence&lesson=s1a1'));
    // Sentences have no part of speech.
    expect(screen.queryByRole('combobox', { name: 'Part of speech' })).not.toBeInTheDocument();
  });

  it('when the address names filters and a page, then the first request carries them', async () => {
    openPage(
      {
        'GET /api/admin/recording-coverage': { body: coverage() },
        [`GET ${MISSING}`]: { body: { ...sentences, offset: 50, total: 51 } },
      },
      '/admin/recordings?kind=sentence&lesson=mv05&page=2',
    );
    expect(await screen.findByRole('table', { name: 'Sentences without a recording' })).toBeInTheDocument();
    expect(searchesOf(MISSING)).toEqual(['?kind=sentence&lesson=mv05&offset=50']);
    expect(screen.getByRole('button', { name: 'Record “Nipem lumah.”' })).toBeInTheDocument();
    expect(screen.getByText('51 sentences without a recording; showing 51 to 51.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('when Next page is chosen, then the next 50 are asked for and focus goes to the list heading', async () => {
    const many = { ...words([3, 'lumah', 'stone']), total: 120 };
    const { user } = openPage({
      'GET /api/admin/recording-coverage': { body: coverage() },
      [`GET ${MISSING}`]: { body: many },
    });
    expect(await screen.findByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(searchesOf(MISSING).at(-1)).toBe('?kind=word&offset=50'));
    expect(screen.getByRole('heading', { name: 'Still to record' })).toHaveFocus();
  });

  it('when a word is recorded from its row, then the figures and the list refresh, and closing the modal focuses the next row', async () => {
    installFakeMedia();
    const replies: Record<string, Reply> = {
      'GET /api/admin/recording-coverage': { body: coverage() },
      [`GET ${MISSING}`]: { body: words([3, 'lumah', 'stone'], [4, 'sepik', 'here'], [2, 'nipem', 'see']) },
      'GET /api/audio-recordings-info': { body: { data: [] } },
      'GET /api/recording-speakers': { body: { data: [] } },
      'GET /api/speakers': { body: { data: [] } },
      'POST /api/upload-lex-audio': { body: { success: true, filename: 'sepik-1.mp3' } },
    };
    const { user } = openPage(replies);
    await user.click(await screen.findByRole('button', { name: 'Record sepik (here)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Audio: sepik' });
    await within(dialog).findByText('There are no recordings yet.');

    await user.click(within(dialog).getByRole('button', { name: 'RECORD' }));
    await user.click(await within(dialog).findByRole('button', { name: 'STOP' }));
    // What the server answers once the take is stored.
    replies['GET /api/admin/recording-coverage'] = { body: coverage({ total: 120, recorded: 38 }) };
    replies[`GET ${MISSING}`] = { body: words([3, 'lumah', 'stone'], [2, 'nipem', 'see']) };
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByText(UPLOAD_SUCCESS)).toBeInTheDocument();
    // Behind the modal (hidden from assistive technology while it is open), the page has refreshed.
    expect(
      screen.getByRole('progressbar', { name: '38 of 120 words recorded (32%)', hidden: true }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Record sepik (here)', hidden: true }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record nipem (see)', hidden: true })).toBeInTheDocument();

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The row that took sepik's place.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record nipem (see)' })).toHaveFocus());
    expect(screen.getByText('sepik has a recording now.')).toBeInTheDocument();
  });

  it('when the modal is closed without a recording, then focus returns to the same row', async () => {
    const { user } = openPage({
      'GET /api/admin/recording-coverage': { body: coverage() },
      [`GET ${MISSING}`]: { body: words([3, 'lumah', 'stone'], [4, 'sepik', 'here']) },
      'GET /api/audio-recordings-info': { body: { data: [] } },
      'GET /api/recording-speakers': { body: { data: [] } },
      'GET /api/speakers': { body: { data: [] } },
    });
    const button = await screen.findByRole('button', { name: 'Record lumah (stone)' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Manage Audio: lumah' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByText(/has a recording now/)).not.toBeInTheDocument();
  });

  it('when every entry the filters show is recorded, then the page says so and offers to show them all', async () => {
    const { user } = openPage(
      {
        'GET /api/admin/recording-coverage': { body: coverage() },
        [`GET ${MISSING}`]: { body: words() },
      },
      '/admin/recordings?pos=adv',
    );
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: 'Every one of the words these filters show has a recording.',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Words without a recording' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show all the words' }));
    await waitFor(() => expect(searchesOf(MISSING).at(-1)).toBe('?kind=word'));
    expect(screen.getByRole('heading', { name: 'Still to record' })).toHaveFocus();
  });

  it('when nothing is recorded or there is nothing to record, then the figures say so', async () => {
    openPage({
      'GET /api/admin/recording-coverage': {
        body: { ...coverage({ total: 0, recorded: 0 }), speakers: [] },
      },
      [`GET ${MISSING}`]: { body: words() },
    });
    expect(await screen.findByText('There are no words to record yet.')).toBeInTheDocument();
    expect(screen.getByText('No one has recorded a word or a sentence yet.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'No words to record' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import a dictionary' })).toHaveAttribute(
      'href',
      '/admin/import',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when every word is recorded, then the list says so and that later words show here', async () => {
    openPage({
      'GET /api/admin/recording-coverage': { body: coverage() },
      [`GET ${MISSING}`]: { body: words() },
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Every one of the words has a recording.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('when the figures and the list are on their way, then each shows a status named after it', async () => {
    openPage({
      'GET /api/admin/recording-coverage': { body: coverage() },
      [`GET ${MISSING}`]: { body: words([1, 'okihu', 'river']) },
    });
    const releaseFigures = holdReplies('/api/admin/recording-coverage');
    const releaseList = holdReplies(MISSING);

    expect(
      await screen.findByRole('status', { name: 'Loading the recording coverage...' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('status', { name: 'Loading the words without a recording...' }),
    ).toBeInTheDocument();
    releaseFigures();
    releaseList();
    expect(await screen.findByRole('table', { name: 'Words without a recording' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: /^Loading/ })).not.toBeInTheDocument());
  });

  it('when the server refuses the filters or cannot be reached, then messages say so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openPage(
      {
        'GET /api/admin/recording-coverage': networkDown(),
        [`GET ${MISSING}`]: { status: 400, body: { success: false, error: 'There is no lesson zzzz.' } },
      },
      '/admin/recordings?lesson=zzzz',
    );
    expect(
      await screen.findByText('The recording coverage could not be loaded. Please refresh the page.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The list of words without a recording could not be loaded. There is no lesson zzzz.',
      ),
    ).toBeInTheDocument();
  });
});
