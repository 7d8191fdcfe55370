import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '@langapp/shared';
import { browserTimeZone } from '../../lib/time-zone';
import { clearDownloads } from '../../offline/downloads';
import { clearOutbox, queuedChanges } from '../../offline/outbox';
import { seriousAxeViolations } from '../../test/axe';
import { fakeAudio } from '../../test/fake-audio';
import { mockFetch, networkDown, signedIn } from '../../test/mock-fetch';
import { deckPackage, fakeCaches, keepDeck } from '../../test/offline-deck';
import { renderApp, testRoutes } from '../../test/render-app';
import { REVIEW_OFFLINE_MESSAGE, ReviewPage } from './review-page';

// Sample data, invented: not language material (the deck of src/test/offline-deck.ts).

const routes = testRoutes({
  signedIn: [
    { path: 'review', element: <ReviewPage /> },
    { path: 'offline', element: <p>The offline downloads</p> },
  ],
});

/** /review with the server out of reach (the cards' call gets no answer). */
function openReviewOffline() {
  const server = mockFetch({
    ...signedIn(),
    'GET /api/review/mode': { body: { mode: 'standard' } },
    'GET /api/review/cards': networkDown(),
    // The downloads and the coming days' Wordle answers are brought up to date as the app opens: no
    // answer either.
    'GET /api/offline/catalog': networkDown(),
    'GET /api/wordle-days': networkDown(),
  });
  return { ...renderApp('/review', { routes }), ...server };
}

/** The deck in the server's catalog, at the version the device has (nothing to refresh). */
const catalogEntry = {
  key: 'deck',
  title: 'My review deck',
  version: 'v2',
  dataBytes: 1000,
  audioBytes: 0,
  audioFiles: 0,
};

const today = () => localDay(Date.now(), browserTimeZone());

/** The server's queue online: the deck's sentence card, due (the card of the download's). */
const onlineQueue = {
  counts: { new: 2, learning: 0, review: 1 },
  nextDue: null,
  cards: [
    {
      id: 4,
      kind: 'sentence',
      direction: 'listen',
      state: 'review',
      audio: null,
      intervals: [600_000, 86_400_000, 345_600_000, 777_600_000],
      sentId: 'sample-1',
      text: 'Okihu tietuk.',
      trans: 'I see the river.',
    },
  ],
  reviewedToday: 1,
  canUndo: false,
};

/**
 * The server once the connection returns: the sync's answer to one queued rating, the deck's catalog
 * entry at `catalogVersion`, and a queue with `newCards` new cards and 2 reviewed today.
 */
function serverBackOnline({
  sync,
  catalogVersion,
  newCards,
}: {
  sync: { id: string; outcome: 'applied' | 'duplicate' };
  catalogVersion: string;
  newCards: number;
}) {
  return {
    ...signedIn(),
    'GET /api/review/mode': { body: { mode: 'standard' } },
    'GET /api/wordle-days': networkDown(),
    'GET /api/offline/catalog': { body: { data: [{ ...catalogEntry, version: catalogVersion }] } },
    'POST /api/sync': { body: { results: [sync] } },
    'GET /api/review/cards': {
      body: {
        counts: { new: newCards, learning: 0, review: 0 },
        nextDue: null,
        cards: [],
        reviewedToday: 2,
        canUndo: true,
      },
    },
  };
}

describe('review page offline', () => {
  beforeEach(async () => {
    fakeCaches();
    await clearDownloads();
    await clearOutbox();
    // The review's call and the downloads' refresh fail offline, and say so in the log.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('when the deck is downloaded, then the cards are reviewed on the device by keyboard, and ratings and undo wait in the queue', async () => {
    const { played } = fakeAudio();
    await keepDeck(deckPackage('v1', today()));
    const { user, calls } = openReviewOffline();

    expect(await screen.findByText(REVIEW_OFFLINE_MESSAGE)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'What does it mean?' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cards due' })).toHaveTextContent('New 2Learning 0Review 1');
    // The downloaded take, by the same URL the service worker answers from the downloads.
    await waitFor(() => expect(played).toEqual(['/api/audio-sent/sample%201.mp3']));
    expect(await seriousAxeViolations()).toEqual([]);

    await user.keyboard(' ');
    expect(screen.getByRole('region', { name: 'Answer' })).toHaveTextContent('Okihu tietuk.');
    await user.keyboard('3');

    await waitFor(() => expect(played).toContain('/api/audio/okihu.mp3'));
    expect(screen.getByRole('list', { name: 'Cards due' })).toHaveTextContent('New 2Learning 0Review 0');
    expect(await queuedChanges()).toEqual([
      expect.objectContaining({ kind: 'rate', body: { cardId: 4, rating: 3 } }),
    ]);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.keyboard('u');

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Show answer' })).toHaveFocus();
    expect(screen.getByRole('list', { name: 'Cards due' })).toHaveTextContent('New 2Learning 0Review 1');
    expect(await queuedChanges()).toEqual([]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('when the connection returns, then the ratings are sent and the page shows the server’s queue', async () => {
    fakeAudio();
    await keepDeck(deckPackage('v2', today()));
    const { user } = openReviewOffline();
    await screen.findByRole('button', { name: 'Show answer' });
    await user.keyboard(' 4');
    await waitFor(async () => expect(await queuedChanges()).toHaveLength(1));
    const [rating] = await queuedChanges();

    const server = mockFetch(
      serverBackOnline({ sync: { id: rating!.id, outcome: 'applied' }, catalogVersion: 'v2', newCards: 0 }),
    );
    act(() => void window.dispatchEvent(new Event('online')));

    expect(await screen.findByText('You reviewed 2 cards today.')).toBeInTheDocument();
    expect(screen.queryByText(REVIEW_OFFLINE_MESSAGE)).not.toBeInTheDocument();
    const sync = server.calls.find((call) => call.path === '/api/sync');
    expect(JSON.parse(String(sync?.init?.body))).toMatchObject({
      ops: [{ id: rating!.id, kind: 'rate', cardId: 4, rating: 4 }],
    });
    expect(await queuedChanges()).toEqual([]);
  });

  it('when the connection is lost during an online review and a rating gets no answer, then it waits with the id it was sent with and the review goes on from the download', async () => {
    fakeAudio();
    await keepDeck(deckPackage('v4', today()));
    mockFetch({
      ...signedIn(),
      'GET /api/review/mode': { body: { mode: 'standard' } },
      'GET /api/review/cards': { body: onlineQueue },
      'GET /api/offline/catalog': networkDown(),
      'GET /api/wordle-days': networkDown(),
    });
    const { user } = renderApp('/review', { routes });
    await screen.findByRole('button', { name: 'Show answer' });

    const dropped = mockFetch({
      'GET /api/wordle-days': networkDown(),
      ...signedIn(),
      'GET /api/review/mode': { body: { mode: 'standard' } },
      'POST /api/review/rate': networkDown(),
      'POST /api/sync': networkDown(),
      'GET /api/review/cards': networkDown(),
      'GET /api/offline/catalog': networkDown(),
    });
    await user.keyboard(' 3');

    expect(await screen.findByText(REVIEW_OFFLINE_MESSAGE)).toBeInTheDocument();
    // The card rated is not shown again: the rating is on the device's deck.
    expect(await screen.findByRole('list', { name: 'Cards due' })).toHaveTextContent(
      'New 2Learning 0Review 0',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What does it mean?' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const sent = dropped.calls.find((call) => call.path === '/api/review/rate');
    const { opId } = JSON.parse(String(sent?.init?.body)) as { opId: string };
    expect(await queuedChanges()).toEqual([
      expect.objectContaining({ id: opId, kind: 'rate', body: { cardId: 4, rating: 3 } }),
    ]);

    // Back online: the first request had arrived, so the queued one is a duplicate; the page shows
    // the server's queue, which counts the rating once.
    mockFetch(
      serverBackOnline({ sync: { id: opId, outcome: 'duplicate' }, catalogVersion: 'v4', newCards: 2 }),
    );
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('You reviewed 2 cards today.')).toBeInTheDocument();
    expect(await queuedChanges()).toEqual([]);
  });

  it('when a rating that got no answer is undone on the device, then an undo of it is queued after it (the server may have it)', async () => {
    fakeAudio();
    await keepDeck(deckPackage('v5', today()));
    mockFetch({
      'GET /api/wordle-days': networkDown(),
      ...signedIn(),
      'GET /api/review/mode': { body: { mode: 'standard' } },
      'GET /api/review/cards': { body: onlineQueue },
      'GET /api/offline/catalog': networkDown(),
    });
    const { user } = renderApp('/review', { routes });
    await screen.findByRole('button', { name: 'Show answer' });
    mockFetch({
      'GET /api/wordle-days': networkDown(),
      ...signedIn(),
      'GET /api/review/mode': { body: { mode: 'standard' } },
      'POST /api/review/rate': networkDown(),
      'POST /api/sync': networkDown(),
      'GET /api/review/cards': networkDown(),
      'GET /api/offline/catalog': networkDown(),
    });
    await user.keyboard(' 3');
    await screen.findByText(REVIEW_OFFLINE_MESSAGE);
    const [rating] = await queuedChanges();

    await user.click(await screen.findByRole('button', { name: 'Undo' }));

    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Cards due' })).toHaveTextContent('New 2Learning 0Review 1');
    expect(await queuedChanges()).toEqual([
      expect.objectContaining({ id: rating!.id, kind: 'rate' }),
      expect.objectContaining({ kind: 'undo', body: { of: rating!.id } }),
    ]);
  });

  it('when the deck is not downloaded, then the page says so and points to the offline downloads', async () => {
    openReviewOffline();

    expect(await screen.findByText(/your review is not downloaded on this device/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offline downloads' })).toHaveAttribute('href', '/offline');
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
