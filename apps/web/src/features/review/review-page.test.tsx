import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { reviewQueueSchema } from '@langapp/shared';
import type { ReviewQueue } from '@langapp/shared';
import { PLAYBACK_ERROR } from '../../components/audio/audio-player';
import { browserTimeZone } from '../../lib/time-zone';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { holdReplies } from '../../test/hold-replies';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { AUTOPLAY_REFUSED } from './review-card';
import { ReviewPage } from './review-page';

// Sample data, invented: not language material.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Again, Hard, Good, Easy as the server would answer them for a new card. */
const NEW_CARD_INTERVALS = [30_000, 6 * MINUTE, 10 * MINUTE, 5 * DAY];

const wordCard = (fields: Record<string, unknown> = {}) => ({
  id: 11,
  kind: 'word',
  direction: 'listen',
  state: 'new',
  audio: 'okihu.mp3',
  intervals: NEW_CARD_INTERVALS,
  lexId: 2,
  lex: 'okihu',
  pos: 'noun',
  gloss: 'river',
  ...fields,
});

const sentenceCard = (fields: Record<string, unknown> = {}) => ({
  id: 31,
  kind: 'sentence',
  direction: 'listen',
  state: 'review',
  audio: 'sample-1.mp3',
  intervals: [10 * MINUTE, 2 * DAY, 4 * DAY, 9 * DAY],
  sentId: 'sample-1',
  text: 'Okihu tietuk.',
  trans: 'I see the river.',
  ...fields,
});

const recallCard = (fields: Record<string, unknown> = {}) =>
  wordCard({
    id: 12,
    direction: 'recall',
    state: 'review',
    lexId: 1,
    lex: 'tietu',
    pos: 'verb',
    gloss: 'to see',
    audio: 'tietu.mp3',
    intervals: [10 * MINUTE, 3 * DAY, 8 * DAY, 45 * DAY],
    ...fields,
  });

/** A queue as the server answers it: parsed by the shared schema, so the fixtures cannot drift. */
const queueOf = (cards: unknown[], fields: Partial<Record<keyof ReviewQueue, unknown>> = {}): ReviewQueue =>
  reviewQueueSchema.parse({
    counts: { new: 1, learning: 0, review: cards.length > 0 ? cards.length - 1 : 0 },
    nextDue: null,
    cards,
    reviewedToday: 0,
    canUndo: false,
    ...fields,
  });

const LESSONS = [
  {
    id: 'ab12',
    title: 'Sample lesson 1',
    description: '',
    data: '[]',
    published: 1,
    date_added: '2025-03-01T18:00:00.000Z',
    done: true,
  },
  {
    id: 'cd34',
    title: 'Sample lesson 2',
    description: '',
    data: '[]',
    published: 1,
    date_added: '2025-03-02T18:00:00.000Z',
    done: false,
  },
  {
    id: 'ef56',
    title: 'Sample lesson 3',
    description: '',
    data: '[]',
    published: 1,
    date_added: '2025-03-03T18:00:00.000Z',
    done: false,
  },
];

const routes = testRoutes({
  signedIn: [
    { path: 'review', element: <ReviewPage /> },
    { path: 'vocab', element: <p>The lessons</p> },
    { path: 'vocab/:id', element: <p>The lesson player</p> },
  ],
});

function openReview(queue: ReviewQueue, replies: Record<string, Reply> = {}) {
  const server = mockFetch({
    ...signedIn(),
    'GET /api/review/mode': { body: { mode: 'standard' } },
    'GET /api/review/summary': { body: { counts: queue.counts, nextDue: queue.nextDue } },
    'GET /api/review/cards': { body: queue },
    'GET /api/vocab-lessons': { body: { data: LESSONS } },
    ...replies,
  });
  return { ...renderApp('/review', { routes }), ...server };
}

const bodiesOf = (calls: { path: string; init: RequestInit | undefined }[], path: string) =>
  calls.filter((call) => call.path === path).map((call) => JSON.parse(String(call.init?.body)) as unknown);

const liveRegion = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]');

const ratingButtons = () =>
  within(screen.getByRole('group', { name: 'How well did you remember it?' })).getAllByRole('button');

describe('review page', () => {
  afterEach(() => window.localStorage.clear());

  it('when a listening card comes, then its recording plays at once, the word and meaning stay hidden and Replay plays it again', async () => {
    const { played } = fakeAudio();
    const { user } = openReview(queueOf([wordCard(), recallCard()]));

    expect(await screen.findByRole('heading', { level: 2, name: 'What does it mean?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Review' })).toBeInTheDocument();
    await waitFor(() => expect(played).toEqual(['/api/audio/okihu.mp3']));
    expect(screen.queryByText('okihu')).not.toBeInTheDocument();
    expect(screen.queryByText('river')).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cards due' })).toHaveTextContent('New 1Learning 0Review 1');
    expect(liveRegion()).toHaveTextContent('Card 1. Listen to the recording. What does it mean?');

    await user.click(screen.getByRole('button', { name: 'Replay' }));

    expect(played).toEqual(['/api/audio/okihu.mp3', '/api/audio/okihu.mp3']);
  });

  it('when the browser refuses to start a recording before the page was used, then Replay is offered, not an error', async () => {
    Object.defineProperty(navigator, 'userActivation', {
      value: { hasBeenActive: false },
      configurable: true,
    });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'userActivation');
    });
    const refusal = new DOMException('play() failed because the user did not interact', 'NotAllowedError');
    const { played } = fakeAudio(() => Promise.reject(refusal));
    openReview(queueOf([wordCard()]));

    expect(await screen.findByText(AUTOPLAY_REFUSED)).toBeInTheDocument();
    expect(played).toEqual(['/api/audio/okihu.mp3']);
    expect(screen.queryByText(PLAYBACK_ERROR)).not.toBeInTheDocument();
  });

  it('when a recording cannot be played after the page was used, then the error shows', async () => {
    fakeAudio(() => Promise.reject(new DOMException('no source', 'NotSupportedError')));
    openReview(queueOf([wordCard()]));

    expect(await screen.findByText(PLAYBACK_ERROR)).toBeInTheDocument();
    expect(screen.queryByText(AUTOPLAY_REFUSED)).not.toBeInTheDocument();
  });

  it('when Space is pressed on the page, then the answer shows (word, part of speech, meaning), is announced and Good has the focus', async () => {
    fakeAudio();
    const { user, calls } = openReview(queueOf([wordCard()]));
    await screen.findByRole('button', { name: 'Show answer' });

    await user.keyboard(' ');

    const answer = screen.getByRole('region', { name: 'Answer' });
    expect(answer).toHaveTextContent('okihunoun');
    expect(answer).toHaveTextContent('river');
    // The word links to its entry's page (issue 36).
    expect(within(answer).getByRole('link', { name: 'okihu' })).toHaveAttribute('href', '/words/2');
    expect(screen.queryByRole('button', { name: 'Show answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Good, next in 10 minutes' })).toHaveFocus();
    expect(liveRegion()).toHaveTextContent('Answer: okihu, noun. Meaning: river.');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('when Space is pressed on the focused Show answer button, then the answer shows once and nothing is rated', async () => {
    fakeAudio();
    const { user, calls } = openReview(queueOf([wordCard()]));
    (await screen.findByRole('button', { name: 'Show answer' })).focus();

    await user.keyboard(' ');

    expect(screen.getByRole('region', { name: 'Answer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Good, next in 10 minutes' })).toHaveFocus();
    // Space on the answer side means Good: a press taken twice would have rated the card.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('when Space is pressed on the focused Replay button, then it replays and the answer stays hidden', async () => {
    const { played } = fakeAudio();
    const { user } = openReview(queueOf([wordCard()]));
    await waitFor(() => expect(played).toHaveLength(1));
    screen.getByRole('button', { name: 'Replay' }).focus();

    await user.keyboard(' ');

    expect(played).toEqual(['/api/audio/okihu.mp3', '/api/audio/okihu.mp3']);
    expect(screen.queryByRole('region', { name: 'Answer' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show answer' })).toBeInTheDocument();
  });

  it('when the answer shows, then the four ratings show the next interval of each, and read it in words', async () => {
    fakeAudio();
    const { user } = openReview(queueOf([wordCard()]));
    await user.click(await screen.findByRole('button', { name: 'Show answer' }));

    expect(ratingButtons().map((button) => [button.textContent, button.getAttribute('aria-label')])).toEqual([
      ['<1mAgain', 'Again, next in less than a minute'],
      ['6mHard', 'Hard, next in 6 minutes'],
      ['10mGood', 'Good, next in 10 minutes'],
      ['5dEasy', 'Easy, next in 5 days'],
    ]);
  });

  it('when 3 is pressed after Show answer, then the card is rated Good, the next card shows and its Show answer has the focus', async () => {
    const { played } = fakeAudio();
    const after = queueOf([recallCard()], { reviewedToday: 1, canUndo: true });
    const { user, calls } = openReview(queueOf([wordCard(), recallCard()]), {
      'POST /api/review/rate': { body: after },
    });
    await screen.findByRole('button', { name: 'Show answer' });
    await user.keyboard(' ');

    await user.keyboard('3');

    expect(await screen.findByRole('heading', { level: 2, name: 'What is the word?' })).toBeInTheDocument();
    // With an id made for the rating: sent again (its answer lost), the server rates it once.
    expect(bodiesOf(calls, '/api/review/rate')).toEqual([
      { cardId: 11, rating: 3, tz: browserTimeZone(), opId: expect.stringMatching(/^[\w-]{8,64}$/) },
    ]);
    expect(screen.getByRole('button', { name: 'Show answer' })).toHaveFocus();
    expect(screen.getByText('to see')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Card 2. Meaning: to see. What is the word?');
    // A recall card's recording waits for its answer.
    expect(played).toEqual(['/api/audio/okihu.mp3']);
  });

  it('when a recall card is answered, then the word shows and its recording plays, with Replay', async () => {
    const { played } = fakeAudio();
    const { user } = openReview(queueOf([recallCard()]));

    expect(await screen.findByText('to see')).toBeInTheDocument();
    expect(screen.queryByText('tietu')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show answer' }));

    expect(screen.getByRole('region', { name: 'Answer' })).toHaveTextContent('tietuverb');
    expect(played).toEqual(['/api/audio/tietu.mp3']);
    await user.click(screen.getByRole('button', { name: 'Replay' }));
    expect(played).toEqual(['/api/audio/tietu.mp3', '/api/audio/tietu.mp3']);
  });

  it('when a listening card has no recording, then the written word is the prompt and nothing plays', async () => {
    const { played } = fakeAudio();
    openReview(queueOf([wordCard({ audio: null })]));

    expect(await screen.findByRole('heading', { level: 2, name: 'What does it mean?' })).toBeInTheDocument();
    expect(screen.getByText('okihu')).toBeInTheDocument();
    expect(screen.queryByText('river')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Card 1. okihu. What does it mean?');
    expect(played).toEqual([]);
  });

  it('when a sentence card comes, then the sentence recording plays and the answer is the sentence and its translation', async () => {
    const { played } = fakeAudio();
    const { user } = openReview(queueOf([sentenceCard()]));
    await user.click(await screen.findByRole('button', { name: 'Show answer' }));

    expect(played).toEqual(['/api/audio-sent/sample-1.mp3']);
    expect(screen.getByRole('region', { name: 'Answer' })).toHaveTextContent('Okihu tietuk.I see the river.');
    expect(
      within(screen.getByRole('region', { name: 'Answer' })).queryByRole('link'),
    ).not.toBeInTheDocument();
  });

  it('when the browser cannot play the recording, then the page says so and the card can still be answered', async () => {
    fakeAudio(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const { user } = openReview(queueOf([wordCard()]));

    expect(await screen.findByRole('alert')).toHaveTextContent('Error playing audio!');
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    expect(screen.getByRole('region', { name: 'Answer' })).toHaveTextContent('river');
  });

  it('when a rating is under way, then the ratings wait; when it fails, then an alert says so and the card stays', async () => {
    fakeAudio();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openReview(queueOf([wordCard()]), { 'POST /api/review/rate': networkDown() });
    const release = holdReplies('/api/review/rate');
    await user.click(await screen.findByRole('button', { name: 'Show answer' }));

    await user.click(screen.getByRole('button', { name: 'Hard, next in 6 minutes' }));

    for (const button of ratingButtons()) expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Hard, next in 6 minutes' })).toHaveFocus();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The rating could not be saved. Please check your connection and try again.',
    );
    for (const button of ratingButtons()) expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('region', { name: 'Answer' })).toHaveTextContent('river');
  });

  it('when Undo is pressed, then the last rating is taken back and its card shows again with the focus on Show answer', async () => {
    fakeAudio();
    const before = queueOf([wordCard()], { reviewedToday: 0 });
    const { user, calls } = openReview(queueOf([recallCard()], { reviewedToday: 1, canUndo: true }), {
      'POST /api/review/undo': { body: before },
    });

    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'What does it mean?' })).toBeInTheDocument();
    expect(bodiesOf(calls, '/api/review/undo')).toEqual([{ tz: browserTimeZone() }]);
    expect(screen.getByRole('button', { name: 'Show answer' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('when a card just rated is taken back, then it shows again with its answer hidden', async () => {
    fakeAudio();
    const first = queueOf([wordCard()], { reviewedToday: 0 });
    const { user } = openReview(first, {
      'POST /api/review/rate': { body: queueOf([recallCard()], { reviewedToday: 1, canUndo: true }) },
      'POST /api/review/undo': { body: first },
    });
    await screen.findByRole('button', { name: 'Show answer' });
    await user.keyboard(' 3');
    await screen.findByRole('heading', { level: 2, name: 'What is the word?' });

    await user.keyboard('u');

    expect(await screen.findByRole('button', { name: 'Show answer' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'What does it mean?' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Answer' })).not.toBeInTheDocument();
  });

  it('when U is pressed, then the last rating is undone; when the server has none to undo, then its message shows', async () => {
    fakeAudio();
    const { user, calls } = openReview(queueOf([wordCard()], { reviewedToday: 3, canUndo: true }), {
      'POST /api/review/undo': {
        status: 409,
        body: { success: false, error: 'There is no rating to undo.' },
      },
    });
    await screen.findByRole('button', { name: 'Undo' });

    await user.keyboard('u');

    expect(await screen.findByRole('alert')).toHaveTextContent('There is no rating to undo.');
    expect(bodiesOf(calls, '/api/review/undo')).toHaveLength(1);
  });

  it('when the keyboard shortcuts are turned off, then Space and the numbers do nothing', async () => {
    fakeAudio();
    const { user } = openReview(queueOf([wordCard()]));
    await user.click(await screen.findByRole('checkbox', { name: 'Keyboard shortcuts' }));
    screen.getByRole('checkbox', { name: 'Keyboard shortcuts' }).blur();

    await user.keyboard(' 3');

    expect(screen.getByRole('button', { name: 'Show answer' })).toBeInTheDocument();
    expect(screen.queryByText(/Keys:/)).not.toBeInTheDocument();
  });

  it('when the last card is rated, then Nothing to review takes the focus, with the count of today and when the next is due', async () => {
    fakeAudio();
    const done = queueOf([], {
      counts: { new: 0, learning: 0, review: 0 },
      reviewedToday: 5,
      canUndo: true,
      nextDue: new Date(Date.now() + 8 * MINUTE).toISOString(),
    });
    const { user } = openReview(queueOf([wordCard()], { reviewedToday: 4 }), {
      'POST /api/review/rate': { body: done },
    });
    await user.click(await screen.findByRole('button', { name: 'Show answer' }));

    await user.keyboard('4');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Nothing to review right now.' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('You reviewed 5 cards today.')).toBeInTheDocument();
    expect(screen.getByText('The next card is due in 8 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sample lesson 2 | Start' })).toHaveAttribute(
      'href',
      '/vocab/cd34',
    );
  });

  it('when nothing is due, then the cards are asked for again when the next one falls due, and it shows', async () => {
    fakeAudio();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const replies: Record<string, Reply> = {
      ...signedIn(),
      'GET /api/review/mode': { body: { mode: 'standard' } },
      'GET /api/review/summary': { body: { counts: { new: 0, learning: 0, review: 0 }, nextDue: null } },
      'GET /api/review/cards': {
        body: queueOf([], {
          counts: { new: 0, learning: 0, review: 0 },
          reviewedToday: 2,
          nextDue: new Date(Date.now() + 8 * MINUTE).toISOString(),
        }),
      },
      'GET /api/vocab-lessons': { body: { data: LESSONS } },
    };
    const { calls } = mockFetch(replies);
    renderApp('/review', { routes });
    expect(await screen.findByText('The next card is due in 8 minutes.')).toBeInTheDocument();
    replies['GET /api/review/cards'] = {
      body: queueOf([wordCard({ state: 'learning' })], { reviewedToday: 2 }),
    };

    await act(async () => void vi.advanceTimersByTime(7 * MINUTE));
    expect(screen.getByText('The next card is due in 1 minute.')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(MINUTE + 1000));

    expect(await screen.findByRole('button', { name: 'Show answer' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/review/cards')).toHaveLength(2);
  });

  it('when nothing is due and every lesson is finished, then the page links to the lessons', async () => {
    fakeAudio();
    openReview(
      queueOf([], {
        counts: { new: 0, learning: 0, review: 0 },
        nextDue: new Date(Date.now() + 3 * DAY).toISOString(),
      }),
      { 'GET /api/vocab-lessons': { body: { data: LESSONS.map((lesson) => ({ ...lesson, done: true })) } } },
    );

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nothing to review right now.' }),
    ).not.toHaveFocus();
    expect(screen.getByText('You have not reviewed any cards today.')).toBeInTheDocument();
    expect(screen.getByText(/^The next card is due on /)).toBeInTheDocument();
    expect(await screen.findByText(/All lessons finished/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vocabulary lessons' })).toHaveAttribute('href', '/vocab');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    // The deck goes to Anki by a plain download link.
    expect(screen.getByRole('link', { name: 'Download my review deck for Anki' })).toHaveAttribute(
      'href',
      '/api/review/anki.apkg',
    );
  });

  it('when the cards are on their way, then a status named after them shows in their place', async () => {
    fakeAudio();
    openReview(queueOf([], { counts: { new: 0, learning: 0, review: 0 }, nextDue: null }));
    const release = holdReplies('/api/review/cards');

    expect(await screen.findByRole('status', { name: 'Loading your review cards...' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Nothing to review right now.' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your review cards...' })).not.toBeInTheDocument();
  });

  it('when the deck is empty, then the page says how cards get into it', async () => {
    fakeAudio();
    openReview(queueOf([], { counts: { new: 0, learning: 0, review: 0 }, nextDue: null }));

    expect(
      await screen.findByText(
        "Your review deck is empty. Cards come in when you finish a lesson, or when you press 'Add to my review' on a word.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/The next card is due/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add words from the dictionary' })).toHaveAttribute(
      'href',
      '/words',
    );
    expect(await screen.findByRole('link', { name: 'Sample lesson 2 | Start' })).toBeInTheDocument();
    // An empty deck has nothing to take to Anki.
    expect(screen.queryByRole('link', { name: /for Anki/ })).not.toBeInTheDocument();
  });

  it('when the cards cannot be loaded, then an alert says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    openReview(queueOf([]), {
      'GET /api/review/cards': { status: 500, body: { success: false, error: 'Boom.' } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The cards to review could not be loaded. Please refresh the page.',
    );
  });

  it('when a card shows its prompt and then its answer, then the page has no serious axe violation', async () => {
    fakeAudio();
    const { user } = openReview(queueOf([wordCard()], { canUndo: true }));
    await screen.findByRole('button', { name: 'Show answer' });
    expect(await seriousAxeViolations()).toEqual([]);

    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Answer' })).toBeInTheDocument());

    expect(await seriousAxeViolations()).toEqual([]);
  });
});
