import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  gameNumberForDate,
  reviewDeckResponseSchema,
  replayGuesses,
  sealWordleAnswer,
  reviewSummarySchema,
  todayInWordleZone,
  wordleAnswerResponseSchema,
  wordleGameResponseSchema,
  wordleDaysResponseSchema,
  wordleResultsResponseSchema,
} from '@langapp/shared';
import type { WordleResults } from '@langapp/shared';
import { wordleResultsQuery } from '../../api/wordle-results';
import { COMING_WORDLES_KEY, offlineDb } from '../../offline/offline-db';
import { queuedChanges } from '../../offline/outbox';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn, visitor } from '../../test/mock-fetch';
import type { Call, Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { passTime, takeOverTheClock } from '../../test/timers';
import { mergedStorageKey } from './account-results';
import { PreviousWordlesPage } from './previous-wordles-page';
import { NOT_FOUND_TOAST_MS } from './use-wordle-game';
import { COPIED_NOTICE_MS, RESULT_QUEUED } from './wordle-end-panel';
import { WordlePage } from './wordle-page';
import { STATS_STORAGE_KEY } from './wordle-stats';
import { saveGame } from './wordle-storage';

const routes = testRoutes({
  publicRoutes: [
    { path: 'wordle', element: <WordlePage /> },
    { path: 'wordle/previous', element: <PreviousWordlesPage /> },
  ],
});

// Sample words, not language material.
const ANSWER = 'tasem';
const WORDS = [ANSWER, 'kaman', "mita'", 'sakit', 'hunam', 'lopen', 'ripak', 'wenak', 'sulut'];
const WRONG_GUESSES = ['kaman', 'sakit', 'hunam', 'lopen', 'ripak', 'wenak'];
const DATE = '2025-02-01';

interface Options {
  path?: string;
  answer?: Reply;
  words?: Reply;
  session?: Record<string, Reply>;
  /** The answer to POST /api/wordle-results (a signed-in learner's games). */
  accountGames?: Reply;
  /** The answer to GET /api/wordle-game (a signed-in learner's game of the day). */
  serverGame?: Reply;
  /** The answer to POST /api/wordle-game. */
  savedGame?: Reply;
}

/** A GET or POST /api/wordle-game answer, checked against the shared schema. */
const gameAnswer = (guesses: string[], finished = false, wonIn: number | null = null, date = DATE) => ({
  body: wordleGameResponseSchema.parse({ game: { date, guesses, finished, wonIn } }),
});

/** POST /api/wordle-game refused (409) because another device played on: the account's game. */
const playedElsewhere = (guesses: string[], finished = false, wonIn: number | null = null): Reply => ({
  status: 409,
  body: {
    success: false,
    error: 'This game went on on another device.',
    game: { date: DATE, guesses, finished, wonIn },
  },
});

/** The server failing (not the network: a call the network never answered waits in the queue). */
const SERVER_FAULT: Reply = { status: 500, body: { error: 'Something went wrong.' } };

/** An answer of POST /api/wordle-results, checked against the shared schema so it cannot drift. */
const accountAnswer = (results: WordleResults) => ({ body: wordleResultsResponseSchema.parse({ results }) });

function renderWordle({
  path = `/wordle?date=${DATE}`,
  answer = { body: { lex: { id: 1, lex: ANSWER } } },
  words = { body: { lexs: WORDS } },
  session = visitor,
  accountGames = accountAnswer({}),
  serverGame = gameAnswer([]),
  savedGame = gameAnswer([]),
}: Options = {}) {
  const server = mockFetch({
    ...session,
    'GET /api/wordle-valid': words,
    'GET /api/wordle-answer': answer,
    'POST /api/wordle-results': accountGames,
    'GET /api/wordle-game': serverGame,
    'POST /api/wordle-game': savedGame,
    // A signed-in learner's navbar shows the cards due; the end panel's 'Add to my review' asks
    // which words their deck holds.
    'GET /api/review/summary': {
      body: reviewSummarySchema.parse({ counts: { new: 0, learning: 0, review: 0 }, nextDue: null }),
    },
    'GET /api/review/deck': { body: reviewDeckResponseSchema.parse({ words: [], sentences: [] }) },
  });
  return { ...renderApp(path, { routes }), ...server };
}

async function renderLoadedWordle(options: Options = {}) {
  const view = renderWordle(options);
  await screen.findByRole('button', { name: 'Enter' });
  return view;
}

const guess = (user: UserEvent, word: string) => user.keyboard(`${word}{Enter}`);

/** The accessible names of a row's tiles. */
function rowLabels(row: number) {
  return within(screen.getByRole('group', { name: `Row ${row}` }))
    .getAllByRole('img')
    .map((tile) => tile.getAttribute('aria-label'));
}

/** Sets a navigator property for this test only (jsdom has no share; user-event stubs the clipboard). */
function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  const before = Object.getOwnPropertyDescriptor(navigator, name);
  Object.defineProperty(navigator, name, { value, configurable: true });
  onTestFinished(() => {
    if (before) Object.defineProperty(navigator, name, before);
    else Reflect.deleteProperty(navigator, name);
  });
}

beforeEach(() => window.localStorage.clear());

describe('wordle: playing', () => {
  it('when the page opens, then it says Loading words... until the words and the answer are in', async () => {
    renderWordle();
    const release = holdReplies('/api/wordle-answer');

    expect(await screen.findByText('Loading words...')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('button', { name: 'Enter' })).toBeInTheDocument();
    expect(screen.queryByText('Loading words...')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous Wordles' })).toHaveAttribute(
      'href',
      '/wordle/previous',
    );
  });

  it('when a guess is typed and submitted, then its tiles and keys are scored and the row is announced', async () => {
    const { user } = await renderLoadedWordle();

    await guess(user, 'kaman');

    expect(rowLabels(1)).toEqual([
      'K, absent',
      'A, correct position',
      'M, present',
      'A, absent',
      'N, absent',
    ]);
    expect(screen.getByRole('button', { name: 'A, correct position' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'M, present' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'K, absent' })).toBeInTheDocument();
    expect(
      screen.getByText('Row 1: K, absent; A, correct position; M, present; A, absent; N, absent.'),
    ).toBeInTheDocument();
    expect(rowLabels(2)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('when the game starts, then the letters the language does not use are marked so, not struck out as ruled out', async () => {
    await renderLoadedWordle();

    for (const letter of ['V', 'X', 'G', 'Q', 'F', 'D', 'B', 'Z', 'J']) {
      const key = screen.getByRole('button', { name: `${letter}, not used in the language` });
      expect(key).not.toHaveClass('btn-secondary');
      expect(key).not.toHaveTextContent('✕');
    }
    expect(screen.getByRole('button', { name: 'T' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apostrophe' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('when a visitor opens How to play with the keyboard alone, then the rules show and Enter does not submit a guess', async () => {
    const { user } = await renderLoadedWordle();
    await user.keyboard('kaman');

    const howToPlay = screen.getByRole('button', { name: 'How to play' });
    while (document.activeElement !== howToPlay) await user.tab();
    expect(howToPlay).toHaveAttribute('aria-expanded', 'false');
    // The rules load when first opened (ADR 096).
    expect(screen.queryByText(/Guess the word of the day in 6 tries/)).toBeNull();
    await user.keyboard('{Enter}');

    expect(howToPlay).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(/Guess the word of the day in 6 tries/)).toBeVisible();
    expect(screen.getByText(/The language does not use V X G Q F D B Z J/)).toBeVisible();
    // The row is still being typed: Enter opened the rules, it did not submit the word.
    expect(rowLabels(1)[0]).toBe('K, not checked yet');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when a key only scores lower later, then it keeps its best status', async () => {
    const { user } = await renderLoadedWordle();

    await guess(user, 'kaman');
    await guess(user, 'hunam');

    // A was in place in kaman and only present in hunam.
    expect(rowLabels(2)[3]).toBe('A, present');
    expect(screen.getByRole('button', { name: 'A, correct position' })).toBeInTheDocument();
  });

  it('when fewer than 5 letters are submitted, too many typed or Delete pressed on an empty row, then nothing else happens', async () => {
    const { user } = await renderLoadedWordle();

    await user.keyboard('{Backspace}kam{Enter}');
    expect(rowLabels(1)).toEqual([
      'K, not checked yet',
      'A, not checked yet',
      'M, not checked yet',
      'empty',
      'empty',
    ]);
    await user.keyboard('anss');
    expect(rowLabels(1)[4]).toBe('N, not checked yet');
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(rowLabels(1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(screen.queryByText('Word not found')).not.toBeInTheDocument();
  });

  it('when the on-screen keys are used, then they type, delete and submit like the physical ones', async () => {
    const { user } = await renderLoadedWordle();

    for (const key of ['M', 'I', 'T', 'A', 'S', 'Delete', 'Apostrophe', 'Enter']) {
      await user.click(screen.getByRole('button', { name: key }));
    }

    expect(rowLabels(1)).toEqual([
      'M, present',
      'I, absent',
      'T, present',
      'A, present',
      'Apostrophe, absent',
    ]);
  });

  it('when a curly apostrophe or capitals are typed, then they count as the straight apostrophe and small letters', async () => {
    const { user } = await renderLoadedWordle();

    await user.keyboard('MITA\u2019');

    expect(rowLabels(1)[4]).toBe('Apostrophe, not checked yet');
    await user.keyboard('{Enter}');
    expect(rowLabels(1)[0]).toBe('M, present');
  });

  it('when a guess is not in the word list, then Word not found shows for 1500 ms', async () => {
    await renderLoadedWordle();
    const user = takeOverTheClock();

    await guess(user, 'ccccc');

    expect(screen.getByRole('alert')).toHaveTextContent('Word not found');
    expect(rowLabels(1)[0]).toBe('C, not checked yet');
    await passTime(NOT_FOUND_TOAST_MS - 1);
    expect(screen.getByText('Word not found')).toBeInTheDocument();
    await passTime(1);
    expect(screen.queryByText('Word not found')).not.toBeInTheDocument();
  });
});

describe('wordle: the end of a game', () => {
  it('when the answer is guessed, then Good job! and the number of attempts replace the keyboard', async () => {
    const { user } = await renderLoadedWordle();

    await guess(user, 'kaman');
    await guess(user, ANSWER);

    // The end of the game is a chunk of its own: it arrives a moment after the last guess.
    const headline = await screen.findByRole('heading', { name: 'Good job!' });
    await waitFor(() => expect(headline).toHaveFocus());
    expect(screen.getByText('You guessed in 2 attempts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enter' })).not.toBeInTheDocument();
    await user.keyboard('sakit{Enter}');
    expect(rowLabels(3)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('when six guesses miss, then Too  bad! and the answer show', async () => {
    const { user } = await renderLoadedWordle();

    for (const word of WRONG_GUESSES) await guess(user, word);

    expect(await screen.findByText('Too  bad!', { normalizer: (s) => s })).toBeInTheDocument();
    expect(screen.getByText(`Correct: ${ANSWER}`, { normalizer: (s) => s })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enter' })).not.toBeInTheDocument();
  });

  it('when games end, then the statistics count each game once', async () => {
    const { user, unmount } = await renderLoadedWordle();
    await guess(user, ANSWER);
    unmount();
    // The same game again, restored: it must not count twice.
    renderWordle();

    expect(await screen.findByText('You guessed in 1 attempt')).toBeInTheDocument();
    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    expect(within(statistics).getByText('Played').nextElementSibling).toHaveTextContent('1');
    expect(within(statistics).getByText('Win %').nextElementSibling).toHaveTextContent('100');
    const distribution = within(statistics).getByRole('table', { name: 'Guess distribution' });
    expect(within(distribution).getByRole('row', { name: '1 1' })).toBeInTheDocument();
  });

  it('when the result is copied, then the share text goes to the clipboard and the notice shows for 2 s', async () => {
    const writeText = vi.fn((_text: string) => Promise.resolve());
    await renderLoadedWordle();
    const user = takeOverTheClock();
    setNavigator('clipboard', { writeText });
    await guess(user, 'kaman');
    await guess(user, ANSWER);

    await user.click(screen.getByRole('button', { name: 'Copy Result' }));

    expect(await screen.findByText('Copied results to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Wordle 2 2/6\n\n⬜🟩🟨⬜⬜\n🟩🟩🟩🟩🟩');
    await passTime(COPIED_NOTICE_MS);
    expect(screen.queryByText('Copied results to clipboard')).not.toBeInTheDocument();
  });

  it('when sharing is available, then it is used and its failure is told', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const share = vi.fn().mockRejectedValue(new Error('no share target'));
    setNavigator('share', share);
    const { user } = await renderLoadedWordle();
    await guess(user, ANSWER);

    await user.click(await screen.findByRole('button', { name: 'Share' }));

    expect(share).toHaveBeenCalledWith({ text: 'Wordle 2 1/6\n\n🟩🟩🟩🟩🟩' });
    expect(alert).toHaveBeenCalledWith('Sharing failed!');
  });

  it('when copying fails, then Copying failed! is alerted', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = await renderLoadedWordle();
    setNavigator('clipboard', { writeText: () => Promise.reject(new Error('denied')) });
    await guess(user, ANSWER);

    await user.click(screen.getByRole('button', { name: 'Copy Result' }));

    expect(alert).toHaveBeenCalledWith('Copying failed!');
    expect(screen.queryByText('Copied results to clipboard')).not.toBeInTheDocument();
  });

  it('when neither sharing nor the clipboard is there, then sharing is said to be unavailable', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = await renderLoadedWordle();
    setNavigator('clipboard', undefined);
    await guess(user, ANSWER);

    await user.click(screen.getByRole('button', { name: 'Copy Result' }));

    expect(alert).toHaveBeenCalledWith('Sorry, sharing unavailable here!');
  });

  it.each([
    ['wins', [ANSWER]],
    ['loses', WRONG_GUESSES],
  ])(
    'when a signed-in learner %s, then the meaning shows, the recording plays and the entry is linked',
    async (_end, guesses) => {
      const { played } = fakeAudio();
      const { user } = await renderLoadedWordle({
        session: signedIn(),
        answer: {
          body: { lex: { id: 1, lex: ANSWER, lexId: 12, gloss: 'sample meaning', filename: 'tasem-1.mp3' } },
        },
      });
      for (const word of guesses) await guess(user, word);

      expect(
        screen.getByText((_, el) => el?.textContent === `${ANSWER} means “sample meaning”.`),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Play recording' }));

      expect(played).toEqual(['/api/audio/tasem-1.mp3']);
      // The entry's own page (issue 36).
      expect(screen.getByRole('link', { name: `See ${ANSWER} in the dictionary` })).toHaveAttribute(
        'href',
        '/words/12',
      );
    },
  );

  it("when the answer's take is by a speaker with a notice, then the notice shows before it plays, Not now plays nothing and Play records it and plays", async () => {
    const { played } = fakeAudio();
    const notice = 'Ana has passed away. Her family agreed to share her voice.';
    const { user, calls } = await renderLoadedWordle({
      session: {
        ...signedIn(),
        'GET /api/speaker-notices': { body: { data: [{ speaker: 'Ana', notice, version: 'v1' }] } },
        'GET /api/speaker-notices/accepted': { body: { data: [] } },
        'POST /api/speaker-notices/accepted': { body: { success: true } },
      },
      answer: {
        body: wordleAnswerResponseSchema.parse({
          lex: {
            id: 1,
            lex: ANSWER,
            lexId: 12,
            gloss: 'sample meaning',
            filename: 'tasem-ana.mp3',
            speaker: 'Ana',
          },
        }),
      },
    });
    await guess(user, ANSWER);

    const play = screen.getByRole('button', { name: 'Play recording' });
    await user.click(play);
    const dialog = await screen.findByRole('dialog', { name: 'About the recordings of Ana' });
    expect(dialog).toHaveAccessibleDescription(notice);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(played).toEqual([]);
    expect(play).toHaveFocus();

    await user.click(play);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'About the recordings of Ana' })).getByRole('button', {
        name: 'Play',
      }),
    );
    await waitFor(() => expect(played).toEqual(['/api/audio/tasem-ana.mp3']));
    const accepted = calls.filter((c) => c.method === 'POST' && c.path === '/api/speaker-notices/accepted');
    expect(accepted.map((c) => JSON.parse(String(c.init?.body)) as unknown)).toEqual([
      { speaker: 'Ana', version: 'v1' },
    ]);
  });

  it('when a visitor finishes, then there is no recording or entry link', async () => {
    const { user } = await renderLoadedWordle();
    await guess(user, ANSWER);

    expect(screen.queryByRole('button', { name: 'Play recording' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /in the dictionary/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/ means /)).not.toBeInTheDocument();
  });
});

/** The games each POST /api/wordle-results sent, in order. */
const sentGames = (calls: Call[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/api/wordle-results')
    .map((call) => (JSON.parse(String(call.init?.body)) as { results: WordleResults }).results);

const storeLocalGames = (results: WordleResults) =>
  window.localStorage.setItem(STATS_STORAGE_KEY, JSON.stringify(results));

/** The figure a statistics term shows. */
const figure = (statistics: HTMLElement, term: string) =>
  within(statistics).getByText(term).nextElementSibling?.textContent;

describe('wordle: statistics of a signed-in learner', () => {
  it('when a visitor finishes, then the game is kept in this browser and nothing is sent', async () => {
    storeLocalGames({ '2025-01-31': 3 });
    const { user, calls } = await renderLoadedWordle();

    await guess(user, ANSWER);

    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    expect(figure(statistics, 'Played')).toBe('2');
    expect(JSON.parse(window.localStorage.getItem(STATS_STORAGE_KEY) ?? '{}')).toEqual({
      '2025-01-31': 3,
      [DATE]: 1,
    });
    expect(sentGames(calls)).toEqual([]);
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('wordle:stats-merged'))).toEqual(
      [],
    );
  });

  it("when a signed-in learner finishes, then the game goes to the account and the account's statistics show", async () => {
    window.localStorage.setItem(mergedStorageKey('learner'), '2025-01-31T00:00:00.000Z');
    // The account also holds games played on another device.
    const onAccount = { '2025-01-28': 4, '2025-01-29': null, '2025-01-30': 2, [DATE]: 1 };
    const { user, calls, queryClient } = await renderLoadedWordle({
      session: signedIn('learner'),
      accountGames: accountAnswer(onAccount),
    });

    await guess(user, ANSWER);

    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    await waitFor(() => expect(figure(statistics, 'Played')).toBe('4'));
    expect(figure(statistics, 'Win %')).toBe('75');
    expect(within(statistics).getByRole('row', { name: '2 1' })).toBeInTheDocument();
    expect(sentGames(calls)).toEqual([{ [DATE]: 1 }]);
    // Kept here too, and /progress reads the account's games from the cache.
    expect(JSON.parse(window.localStorage.getItem(STATS_STORAGE_KEY) ?? '{}')).toEqual({ [DATE]: 1 });
    expect(queryClient.getQueryData(wordleResultsQuery.queryKey)).toEqual(onAccount);
  });

  it("when the account answers with an error, then the statistics are this browser's with the account's last known", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(mergedStorageKey('learner'), '2025-01-31T00:00:00.000Z');
    storeLocalGames({ '2025-01-31': 3 });
    const { user, queryClient } = await renderLoadedWordle({
      session: signedIn('learner'),
      accountGames: SERVER_FAULT,
    });
    queryClient.setQueryData(wordleResultsQuery.queryKey, { '2025-01-30': null, '2025-01-31': 3 });

    for (const word of WRONG_GUESSES) await guess(user, word);

    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(figure(statistics, 'Played')).toBe('3');
    expect(figure(statistics, 'Win %')).toBe('33');
  });

  it("when a signed-in learner finishes offline, then the game waits in the queue as one operation, the end panel says it is saved when back online, and the statistics are this browser's", async () => {
    window.localStorage.setItem(mergedStorageKey('learner'), '2025-01-31T00:00:00.000Z');
    const { user } = await renderLoadedWordle({ session: signedIn('learner'), accountGames: networkDown() });

    await guess(user, 'kaman');
    await guess(user, ANSWER);

    expect(await screen.findByText(RESULT_QUEUED)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    expect(figure(statistics, 'Played')).toBe('1');
    expect((await queuedChanges()).map(({ kind, body }) => ({ kind, body }))).toEqual([
      { kind: 'wordle-result', body: { game: DATE, guesses: 2 } },
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it("when a signed-in learner first opens the game, then this browser's games go to the account once, and later only each new game", async () => {
    // Keys that name no game day (not a date, before the first game) are left out: the server would refuse them all.
    storeLocalGames({ '2025-01-31': 3, '2025-02-02': null, 'not-a-day': 2, '2025-01-30': 4 });
    const first = await renderLoadedWordle({ session: signedIn('learner') });

    await waitFor(() => expect(window.localStorage.getItem(mergedStorageKey('learner'))).not.toBeNull());
    expect(sentGames(first.calls)).toEqual([{ '2025-01-31': 3, '2025-02-02': null }]);
    first.unmount();

    const { user, calls } = await renderLoadedWordle({ session: signedIn('learner') });
    expect(sentGames(calls)).toEqual([]);
    await guess(user, ANSWER);
    await waitFor(() => expect(sentGames(calls)).toEqual([{ [DATE]: 1 }]));
  });

  it('when another learner signs in on this browser, then its games go to their account too', async () => {
    storeLocalGames({ '2025-01-31': 3 });
    window.localStorage.setItem(mergedStorageKey('learner'), '2025-01-31T00:00:00.000Z');

    const { calls } = await renderLoadedWordle({ session: signedIn('second') });

    await waitFor(() => expect(sentGames(calls)).toEqual([{ '2025-01-31': 3 }]));
    await waitFor(() => expect(window.localStorage.getItem(mergedStorageKey('second'))).not.toBeNull());
  });

  it('when the merge cannot be sent, then it is not marked done and the next visit sends it again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeLocalGames({ '2025-01-31': 3 });
    const first = await renderLoadedWordle({ session: signedIn('learner'), accountGames: SERVER_FAULT });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(window.localStorage.getItem(mergedStorageKey('learner'))).toBeNull();
    first.unmount();

    const { calls } = await renderLoadedWordle({ session: signedIn('learner') });

    await waitFor(() => expect(sentGames(calls)).toEqual([{ '2025-01-31': 3 }]));
  });

  it('when a game finished earlier is opened before the first merge, then the history goes first and the game after it', async () => {
    const first = await renderLoadedWordle();
    await guess(first.user, ANSWER);
    first.unmount();

    const { calls } = await renderWordle({ session: signedIn('learner') });

    expect(await screen.findByText('You guessed in 1 attempt')).toBeInTheDocument();
    await waitFor(() => expect(sentGames(calls)).toEqual([{ [DATE]: 1 }, { [DATE]: 1 }]));
  });
});

describe('wordle: saved games', () => {
  it('when the page is opened again, then the board, the keyboard and the typing position come back', async () => {
    const first = await renderLoadedWordle();
    await guess(first.user, 'kaman');
    await first.user.keyboard('ta');
    first.unmount();

    const { user } = await renderLoadedWordle();

    expect(rowLabels(1)).toEqual([
      'K, absent',
      'A, correct position',
      'M, present',
      'A, absent',
      'N, absent',
    ]);
    expect(rowLabels(2).slice(0, 3)).toEqual(['T, not checked yet', 'A, not checked yet', 'empty']);
    expect(screen.getByRole('button', { name: 'M, present' })).toBeInTheDocument();
    await user.keyboard('sem{Enter}');
    expect(await screen.findByText('You guessed in 2 attempts')).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(`wordle:${DATE}`) ?? 'null')).toMatchObject({
        currAttempt: { attempt: 2, letterPos: 0 },
        letterStatus: { a: 4, m: 4, k: 1, t: 4 },
      }),
    );
    expect(JSON.parse(window.localStorage.getItem(`wordle:${DATE}:board`) ?? 'null')).toEqual([
      [...'kaman'],
      [...ANSWER],
      ...Array.from({ length: 4 }, () => ['', '', '', '', '']),
    ]);
  });

  it.each([
    ['not JSON', '{"boardStatus": ['],
    ['of the wrong shape', JSON.stringify({ boardStatus: 'all green', currAttempt: { attempt: 9 } })],
    [
      'out of step with its board',
      JSON.stringify({
        boardStatus: Array.from({ length: 6 }, () => [0, 0, 0, 0, 0]),
        letterStatus: {},
        currAttempt: { attempt: 3, letterPos: 2 },
      }),
    ],
  ])('when the saved game is %s, then a fresh game starts', async (_case, saved) => {
    window.localStorage.setItem(`wordle:${DATE}`, saved);
    window.localStorage.setItem(`wordle:${DATE}:board`, JSON.stringify([['x']]));
    const { user } = await renderLoadedWordle();

    expect(rowLabels(1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    await guess(user, 'kaman');
    expect(rowLabels(1)[1]).toBe('A, correct position');
  });

  it("when no date is given, then the game is kept under today's Los Angeles date", async () => {
    const { user } = await renderLoadedWordle({ path: '/wordle' });

    await guess(user, 'kaman');

    expect(window.localStorage.getItem(`wordle:${todayInWordleZone(new Date())}`)).not.toBeNull();
  });
});

describe("wordle: a signed-in learner's game kept on the account", () => {
  const learner = () => signedIn('learner');
  const sentGuesses = (calls: Call[]) =>
    calls
      .filter((call) => call.method === 'POST' && call.path === '/api/wordle-game')
      .map((call) => JSON.parse(String(call.init?.body)) as unknown);
  /** This browser's game of DATE: `guesses` played while signed out. */
  const storeLocalGame = (guesses: string[]) => saveGame(DATE, replayGuesses(guesses, ANSWER));

  it('when the account has finished the game on another device, then its board and end panel show, with no keyboard to play again', async () => {
    const { calls } = renderWordle({
      session: learner(),
      serverGame: gameAnswer(['kaman', ANSWER], true, 2),
    });

    expect(await screen.findByText('You guessed in 2 attempts')).toBeInTheDocument();
    expect(rowLabels(1)[1]).toBe('A, correct position');
    expect(rowLabels(2)).toEqual(
      Array(5)
        .fill('')
        .map((_, i) => `${ANSWER[i]!.toUpperCase()}, correct position`),
    );
    expect(screen.queryByRole('button', { name: 'Enter' })).not.toBeInTheDocument();
    expect(screen.getByText('You finished this game on another device.')).toBeInTheDocument();
    expect(sentGuesses(calls)).toEqual([]);
  });

  it('when the account has a game under way, then it continues here and each guess is sent with the ones before', async () => {
    const { user, calls } = await renderLoadedWordle({
      session: learner(),
      serverGame: gameAnswer(['kaman']),
    });

    expect(rowLabels(1)[0]).toBe('K, absent');
    await guess(user, 'sakit');
    await guess(user, ANSWER);

    expect(await screen.findByText('You guessed in 3 attempts')).toBeInTheDocument();
    await waitFor(() =>
      expect(sentGuesses(calls)).toEqual([
        { date: DATE, guesses: ['kaman', 'sakit'] },
        { date: DATE, guesses: ['kaman', 'sakit', ANSWER] },
      ]),
    );
  });

  it("when this browser played further in the account's game while signed out, then its guesses go to the account at once", async () => {
    storeLocalGame(['kaman', 'sakit']);
    const { calls } = await renderLoadedWordle({ session: learner(), serverGame: gameAnswer(['kaman']) });

    expect(rowLabels(2)[0]).toBe('S, present');
    await waitFor(() => expect(sentGuesses(calls)).toEqual([{ date: DATE, guesses: ['kaman', 'sakit'] }]));
  });

  it("when this browser's game differs from the account's, then the account's shows and nothing is sent", async () => {
    storeLocalGame(['sakit']);
    const { calls } = await renderLoadedWordle({ session: learner(), serverGame: gameAnswer(['kaman']) });

    expect(rowLabels(1)[0]).toBe('K, absent');
    expect(rowLabels(2)[0]).toBe('empty');
    expect(sentGuesses(calls)).toEqual([]);
  });

  it("when another device played on meanwhile, then the account's game replaces this one", async () => {
    const { user } = await renderLoadedWordle({
      session: learner(),
      savedGame: playedElsewhere(['hunam', ANSWER], true, 2),
    });

    // Every text the page's polite live region ever holds: what a screen reader would say.
    const said: string[] = [];
    const live = document.querySelector('[aria-live="polite"].visually-hidden');
    const observer = new MutationObserver(() => said.push(live?.textContent ?? ''));
    observer.observe(live!, { childList: true, characterData: true, subtree: true });
    onTestFinished(() => observer.disconnect());

    await guess(user, 'kaman');

    expect(await screen.findByText('You guessed in 2 attempts')).toBeInTheDocument();
    expect(rowLabels(1)[0]).toBe('H, absent');
    expect(screen.queryByRole('button', { name: 'Enter' })).not.toBeInTheDocument();
    // The page says why the board changed; the guess the account discarded is never announced.
    expect(screen.getByText('You finished this game on another device.', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(said).toContain('You finished this game on another device.'));
    expect(said.filter((text) => text.startsWith('Row 1: K'))).toEqual([]);
  });

  it('when another device played on but did not finish, then the page says its guesses are shown and the game goes on', async () => {
    const { user } = await renderLoadedWordle({
      session: learner(),
      savedGame: playedElsewhere(['hunam', 'sakit']),
    });

    await guess(user, 'kaman');

    expect(
      await screen.findByText(
        'You played this game further on another device: the board now shows its guesses.',
        {
          selector: 'p',
        },
      ),
    ).toBeVisible();
    expect(rowLabels(2)[0]).toBe('S, present');
    expect(screen.getByRole('button', { name: 'Enter' })).toBeInTheDocument();
  });

  it('when the account kept a signed-in guess, then its row is announced', async () => {
    const { user } = await renderLoadedWordle({ session: learner(), savedGame: gameAnswer(['kaman']) });

    await guess(user, 'kaman');

    expect(
      await screen.findByText('Row 1: K, absent; A, correct position; M, present; A, absent; N, absent.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/on another device/)).not.toBeInTheDocument();
  });

  it('when the account knows the game only by its result, then the result shows and the game cannot be played', async () => {
    renderWordle({ session: learner(), serverGame: gameAnswer([], true, 3) });

    expect(await screen.findByText('You guessed in 3 attempts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enter' })).not.toBeInTheDocument();
  });

  it("when the account's game cannot be read (the server fails), then the game is played in this browser and its guesses are not sent", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, calls } = await renderLoadedWordle({ session: learner(), serverGame: SERVER_FAULT });

    await guess(user, 'kaman');

    expect(rowLabels(1)[0]).toBe('K, absent');
    expect(logged).toHaveBeenCalledWith('The Wordle game could not be loaded.', expect.any(Error));
    expect(sentGuesses(calls)).toEqual([]);
  });

  const queuedGuesses = async () =>
    (await queuedChanges())
      .filter(({ kind }) => kind === 'wordle-guesses')
      .map(({ kind, body }) => ({ kind, body }));

  it("when a signed-in learner plays offline (the account's game cannot be asked), then the board is this browser's, the game's guesses wait in the queue as one change, the whole game so far, and the page opened again shows the board", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeLocalGame(['kaman']);
    const offline = { session: learner(), serverGame: networkDown(), savedGame: networkDown() };
    const { user, unmount } = await renderLoadedWordle(offline);

    expect(rowLabels(1)[0]).toBe('K, absent');
    await guess(user, 'sakit');
    await guess(user, 'hunam');

    expect(rowLabels(3)[0]).toBe('H, absent');
    await waitFor(async () =>
      expect(await queuedGuesses()).toEqual([
        { kind: 'wordle-guesses', body: { date: DATE, guesses: ['kaman', 'sakit', 'hunam'] } },
      ]),
    );
    unmount();

    await renderLoadedWordle(offline);
    expect(rowLabels(2)[0]).toBe('S, present');
    expect(rowLabels(3)[0]).toBe('H, absent');
    expect(screen.getByRole('button', { name: 'Enter' })).toBeInTheDocument();
  });

  it('when the connection drops during a game, then the guess waits in the queue and the game goes on here', async () => {
    const { user, calls } = await renderLoadedWordle({
      session: learner(),
      serverGame: gameAnswer(['kaman']),
      savedGame: networkDown(),
    });

    await guess(user, 'sakit');

    expect(rowLabels(2)[0]).toBe('S, present');
    await waitFor(async () =>
      expect(await queuedGuesses()).toEqual([
        { kind: 'wordle-guesses', body: { date: DATE, guesses: ['kaman', 'sakit'] } },
      ]),
    );
    expect(sentGuesses(calls)).toEqual([{ date: DATE, guesses: ['kaman', 'sakit'] }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await guess(user, ANSWER);
    expect(await screen.findByText('You guessed in 3 attempts')).toBeInTheDocument();
  });

  it('when a visitor plays, then the account is never asked', async () => {
    const { user, calls } = await renderLoadedWordle();

    await guess(user, ANSWER);

    await screen.findByText('You guessed in 1 attempt');
    expect(calls.filter((call) => call.path === '/api/wordle-game')).toEqual([]);
  });
});

describe('wordle: the coming days without a connection (ADR 066)', () => {
  /** The answers a signed-in learner's device kept when the app was last online, sealed as the server sends them. */
  async function keepOnDevice(
    answers: Record<string, { id: number; lex: string; lexId?: number; gloss?: string }>,
  ) {
    const salt = 'sample-salt';
    const days = wordleDaysResponseSchema.parse({
      salt,
      days: Object.entries(answers).map(([date, answer]) => ({
        date,
        sealed: sealWordleAnswer(answer, date, salt),
      })),
    });
    const db = await offlineDb();
    await db.put('meta', JSON.stringify(days), COMING_WORDLES_KEY);
    onTestFinished(() => db.delete('meta', COMING_WORDLES_KEY));
  }
  const offline = () => ({
    path: '/wordle',
    session: signedIn('learner'),
    answer: networkDown(),
    serverGame: networkDown(),
    savedGame: networkDown(),
    accountGames: networkDown(),
  });

  it("when a learner opens the game offline on a day whose answer this device kept, then that day's game is played, its guesses and result wait in the queue, and the end shows the answer's meaning", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    window.localStorage.setItem(mergedStorageKey('learner'), '2025-01-31T00:00:00.000Z');
    const today = todayInWordleZone(new Date());
    await keepOnDevice({ [today]: { id: 9, lex: 'sakit', lexId: 4, gloss: 'hill (sample)' } });
    const { user } = await renderLoadedWordle(offline());

    expect(screen.getByText(`Game #${gameNumberForDate(today)}, ${today}`)).toBeInTheDocument();
    await guess(user, 'kaman');
    await guess(user, 'sakit');

    expect(await screen.findByText('You guessed in 2 attempts')).toBeInTheDocument();
    expect(screen.getByText(/means “hill \(sample\)”/)).toBeInTheDocument();
    expect(await screen.findByText(RESULT_QUEUED)).toBeInTheDocument();
    expect((await queuedChanges()).map(({ kind, body }) => ({ kind, body }))).toEqual([
      { kind: 'wordle-guesses', body: { date: today, guesses: ['kaman', 'sakit'] } },
      { kind: 'wordle-result', body: { game: today, guesses: 2 } },
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the device kept no answer for today (only days to come, or none), then the page says the answer could not be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await keepOnDevice({ [todayInWordleZone(tomorrow)]: { id: 9, lex: 'sakit' } });
    renderWordle(offline());

    expect(await screen.findByText(/No answer could be loaded from the server/)).toBeInTheDocument();
  });
});

describe('wordle: messages', () => {
  it('when the date is refused, then the invalid-date message shows', async () => {
    renderWordle({ path: '/wordle?date=2024-12-31', answer: { body: { invalidDate: true } } });

    expect(
      await screen.findByText(
        'The provided date is invalid. Please pick a date between 2025-01-31 and the current date.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enter' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous Wordles' })).toBeInTheDocument();
  });

  it.each([
    ['the server has no words', { status: 404, body: { success: false, error: 'There are no words.' } }],
    ['the answer has no lex', { body: {} }],
    ['the network fails', networkDown()],
  ])('when %s, then the no-answer message names the contact', async (_case, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWordle({ answer });

    expect(
      await screen.findByText('No answer could be loaded from the server. Please contact Ms. Rivera!'),
    ).toBeInTheDocument();
  });

  it('when the word list fails to load, then the error goes to the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWordle({ words: networkDown() });

    expect(await screen.findByText(/The word list could not be loaded/)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('The Wordle words could not be loaded.', expect.any(Error));
  });
});

describe('previous wordles', () => {
  const DATES = ['2025-01-31', '2025-02-01', '2025-02-02', '2025-02-03'];
  function renderArchive(path = '/wordle/previous', session: Record<string, Reply> = visitor) {
    const server = mockFetch({
      ...session,
      'GET /api/wordle-dates-all': { body: DATES },
      'GET /api/wordle-results': accountAnswer({ '2025-01-31': 1 }),
    });
    return { ...renderApp(path, { routes }), ...server };
  }
  const grid = () => screen.findByRole('grid', { name: /2025/ });

  it("when the archive opens, then the latest month shows as a grid of weeks with weekday headers, each game day linking to its game and marked with this browser's results", async () => {
    storeLocalGames({ '2025-02-01': 3, '2025-02-02': null });
    const { calls } = renderArchive();

    const month = await grid();
    expect(month).toHaveAccessibleName('February 2025');
    expect(
      within(month)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const links = within(month).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Saturday, February 1, 2025, won in 3 guesses', '/wordle?date=2025-02-01'],
      ['Sunday, February 2, 2025, played, not won', '/wordle?date=2025-02-02'],
      ['Monday, February 3, 2025', '/wordle?date=2025-02-03'],
    ]);
    // February 2025 starts on a Saturday: five weeks, the first with six empty cells.
    expect(within(month).getAllByRole('row')).toHaveLength(6);
    expect(within(month).getByText('Tuesday, February 4, 2025, no game')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/wordle-results')).toEqual([]);
  });

  it('when the month buttons are used, then one month at a time shows, within the games there are', async () => {
    const { user, router } = renderArchive();
    await grid();

    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));

    expect(await screen.findByRole('grid', { name: 'January 2025' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2025-01');
    expect(screen.getAllByRole('link', { name: /2025/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/wordle?date=2025-01-31',
    ]);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('grid', { name: 'February 2025' })).toBeInTheDocument();
  });

  it('when the keyboard is used, then the grid is one tab stop, the arrows move between days (across months) and Enter opens the day', async () => {
    const { user, router } = renderArchive();
    await grid();

    // After the month's buttons (Next month is disabled), the grid's one tab stop: the latest day.
    screen.getByRole('button', { name: 'Previous month' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: /February 3, 2025/ })).toHaveFocus();
    expect(screen.getAllByRole('link', { name: /2025/ }).filter((link) => link.tabIndex === 0)).toHaveLength(
      1,
    );
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: /February 2, 2025/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Past today: the focus stays on the last game.
    expect(screen.getByRole('link', { name: /February 3, 2025/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    // A week before is before the first game: the first game, in January.
    expect(await screen.findByRole('grid', { name: 'January 2025' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /January 31, 2025/ })).toHaveFocus());
    await user.keyboard('{PageDown}');
    expect(await screen.findByRole('grid', { name: 'February 2025' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /February 3, 2025/ })).toHaveFocus());
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: /February 2, 2025/ })).toHaveFocus();

    mockFetch({
      ...visitor,
      'GET /api/wordle-valid': { body: { lexs: WORDS } },
      'GET /api/wordle-answer': { body: { lex: { id: 1, lex: ANSWER } } },
    });
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?date=2025-02-02');
    expect(await screen.findByText('Game #3, 2025-02-02')).toBeInTheDocument();
  });

  it("when a learner is signed in, then the marks are the account's games, not this browser's", async () => {
    storeLocalGames({ '2025-02-01': 3 });
    renderArchive('/wordle/previous?month=2025-01', signedIn('learner'));

    expect(
      await screen.findByRole('link', { name: 'Friday, January 31, 2025, won in 1 guess' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByRole('link', { name: 'Saturday, February 1, 2025' })).toBeInTheDocument();
  });

  it('when the month asked for has no games, then the latest month shows', async () => {
    renderArchive('/wordle/previous?month=2024-12');

    expect(await grid()).toHaveAccessibleName('February 2025');
  });
});

describe('wordle: data', () => {
  it('when another day is opened, then its answer is asked for and the word list is not fetched again', async () => {
    const { router, calls } = await renderLoadedWordle();

    await router.navigate('/wordle?date=2025-02-02');

    expect(await screen.findByText('Game #3, 2025-02-02')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/wordle-answer')).toHaveLength(2);
    expect(calls.filter((call) => call.path === '/api/wordle-valid')).toHaveLength(1);
  });

  it('when the list of games cannot be loaded, then the archive says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ ...visitor, 'GET /api/wordle-dates-all': networkDown() });
    renderApp('/wordle/previous', { routes });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The list of games could not be loaded. Please refresh the page.',
    );
    expect(screen.getByRole('link', { name: "Today's Wordle" })).toBeInTheDocument();
  });
});

describe('wordle accessibility', () => {
  it.each([
    ['while playing', [] as string[]],
    ['after a game', [ANSWER]],
  ])('when the game shows %s, then it has one h1 and no serious axe violation', async (_case, guesses) => {
    const { user } = await renderLoadedWordle();
    for (const word of guesses) await guess(user, word);

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the archive shows, then it has one h1 and no serious axe violation', async () => {
    storeLocalGames({ '2025-01-31': 2, '2025-02-01': null });
    mockFetch({
      ...visitor,
      'GET /api/wordle-dates-all': { body: ['2025-01-31', '2025-02-01', '2025-02-02'] },
    });
    renderApp('/wordle/previous', { routes });

    await screen.findByRole('grid', { name: 'February 2025' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
