import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewQueueSchema } from '@langapp/shared';
import type { LexEntry, ReviewQueue } from '@langapp/shared';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { mockFetch, signedIn } from '../../test/mock-fetch';
import type { Reply } from '../../test/mock-fetch';
import { renderApp, testRoutes } from '../../test/render-app';
import { SAY_IT_QUESTION } from './review-card';
import { ReviewPage } from './review-page';

// Sample data, invented: not language material.

const MINUTE = 60_000;
const DAY = 24 * MINUTE * 60;

const listenCard = {
  id: 11,
  kind: 'word',
  direction: 'listen',
  state: 'new',
  audio: 'okihu.mp3',
  audio_speaker: 'Sample speaker',
  intervals: [30_000, 6 * MINUTE, 10 * MINUTE, 5 * DAY],
  lexId: 2,
  lex: 'okihu',
  pos: 'noun',
  gloss: 'river',
};
const silentSentence = {
  id: 31,
  kind: 'sentence',
  direction: 'recall',
  state: 'review',
  audio: null,
  intervals: [10 * MINUTE, 2 * DAY, 4 * DAY, 9 * DAY],
  sentId: 'sample-1',
  text: 'Okihu tietuk.',
  trans: 'I see the river.',
};

/** The entry of listenCard, with a sense without examples first and an example in the second. */
const riverEntry: LexEntry = {
  id: 2,
  lex: 'okihu',
  homograph: null,
  guid: null,
  notes: '',
  senses: [
    { id: 20, pos: 'noun', gloss: 'river', definition: '', examples: [], notes: [] },
    {
      id: 21,
      pos: 'noun',
      gloss: 'stream',
      definition: '',
      examples: [{ id: 210, text: 'Okihu tietuk.', translation: 'I see the river.' }],
      notes: [],
    },
  ],
  forms: [],
  typedNotes: [],
  recordings: [],
  uses: { sentences: [], sentenceCount: 0, texts: [] },
};

const queueOf = (cards: unknown[]): ReviewQueue =>
  reviewQueueSchema.parse({
    counts: { new: 1, learning: 0, review: cards.length - 1 },
    nextDue: null,
    cards,
    reviewedToday: 0,
    canUndo: false,
  });

const routes = testRoutes({ signedIn: [{ path: 'review', element: <ReviewPage /> }] });

function openReview(queue: ReviewQueue, mode: 'standard' | 'say-it', replies: Record<string, Reply> = {}) {
  const server = mockFetch({
    ...signedIn(),
    'GET /api/review/mode': { body: { mode } },
    'GET /api/review/summary': { body: { counts: queue.counts, nextDue: queue.nextDue } },
    'GET /api/review/cards': { body: queue },
    // A Say it word card shows its entry's example (ADR 085).
    'GET /api/lex-entry/2': { body: { data: riverEntry } },
    ...replies,
  });
  return { ...renderApp('/review', { routes }), ...server };
}

const modeChoice = () => screen.getByRole('group', { name: 'Review mode' });

describe('review page in Say it', () => {
  afterEach(() => window.localStorage.clear());

  it('when the learner reviews in Say it, then a listening card shows its meaning and plays nothing until it is turned; turning plays the speaker and shows the word', async () => {
    const { played } = fakeAudio();
    const { user, calls } = openReview(queueOf([listenCard, silentSentence]), 'say-it', {
      'POST /api/review/rate': { body: queueOf([silentSentence]) },
    });

    expect(await screen.findByRole('heading', { level: 2, name: SAY_IT_QUESTION })).toBeInTheDocument();
    expect(screen.getByText('river')).toBeInTheDocument();
    // The entry's example, its translation only: the sentence itself would give the word away.
    expect(await screen.findByText('“I see the river.”')).toBeInTheDocument();
    expect(screen.queryByText(/okihu/i)).not.toBeInTheDocument();
    expect(within(modeChoice()).getByRole('radio', { name: 'Say it' })).toBeChecked();
    expect(played).toEqual([]);

    await user.keyboard(' ');

    const answer = screen.getByRole('region', { name: 'Answer' });
    expect(within(answer).getByRole('link', { name: 'okihu' })).toHaveAttribute('href', '/words/2');
    // Turned, the example shows whole.
    expect(screen.getByText('Okihu tietuk.')).toBeInTheDocument();
    await waitFor(() => expect(played).toEqual(['/api/audio/okihu.mp3']));
    await user.click(within(answer).getByRole('button', { name: 'Replay' }));
    expect(played).toEqual(['/api/audio/okihu.mp3', '/api/audio/okihu.mp3']);

    // The ratings and their keys are the review's own: 3 is Good.
    await user.keyboard('3');
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(String(c.init?.body)))).toEqual([
        expect.objectContaining({ cardId: 11, rating: 3 }),
      ]),
    );
    // The next card comes as a Say it card too: its meaning, nothing played.
    expect(await screen.findByText('I see the river.')).toBeInTheDocument();
  });

  it('when a card has no recording, then turning it shows the answer and says there is none', async () => {
    fakeAudio();
    const { user } = openReview(queueOf([silentSentence]), 'say-it');
    expect(await screen.findByText('I see the river.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show answer' }));

    const answer = screen.getByRole('region', { name: 'Answer' });
    expect(answer).toHaveTextContent('Okihu tietuk.');
    expect(answer).toHaveTextContent('There is no recording of this yet.');
    expect(within(answer).queryByRole('button', { name: 'Replay' })).not.toBeInTheDocument();
  });

  it('when the learner chooses Say it, then the choice is sent to their account and the card shown becomes a Say it card', async () => {
    const { played } = fakeAudio();
    const { user, calls } = openReview(queueOf([listenCard]), 'standard', {
      'POST /api/review/mode': { body: { mode: 'say-it' } },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'What does it mean?' })).toBeInTheDocument();
    await waitFor(() => expect(played).toEqual(['/api/audio/okihu.mp3']));

    await user.click(within(modeChoice()).getByRole('radio', { name: 'Say it' }));

    expect(await screen.findByRole('heading', { level: 2, name: SAY_IT_QUESTION })).toBeInTheDocument();
    expect(screen.getByText('river')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls.filter((c) => c.path === '/api/review/mode' && c.method === 'POST').map((c) => c.init?.body),
      ).toEqual([JSON.stringify({ mode: 'say-it' })]),
    );
    expect(window.localStorage.getItem('review:mode')).toBe('say-it');
  });

  it('when the server refuses the choice, then the mode goes back and an alert says so', async () => {
    fakeAudio();
    const { user } = openReview(queueOf([listenCard]), 'standard', {
      'POST /api/review/mode': { status: 500, body: { success: false, error: 'Something went wrong.' } },
    });
    await screen.findByRole('heading', { level: 2, name: 'What does it mean?' });

    await user.click(within(modeChoice()).getByRole('radio', { name: 'Say it' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The review mode could not be saved.');
    expect(within(modeChoice()).getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'What does it mean?' })).toBeInTheDocument();
  });

  it('when a Say it card shows its prompt and its answer, then the page has no serious axe violation', async () => {
    fakeAudio();
    const { user } = openReview(queueOf([listenCard]), 'say-it');
    await screen.findByRole('heading', { level: 2, name: SAY_IT_QUESTION });
    expect(await seriousAxeViolations()).toEqual([]);

    await user.keyboard(' ');
    await screen.findByRole('region', { name: 'Answer' });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
