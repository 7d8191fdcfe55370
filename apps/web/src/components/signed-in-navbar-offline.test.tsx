import 'fake-indexeddb/auto';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '@langapp/shared';
import { browserTimeZone } from '../lib/time-zone';
import { clearDownloads } from '../offline/downloads';
import { rateOnDevice } from '../offline/offline-deck';
import { clearOutbox, queuedChanges } from '../offline/outbox';
import { mockFetch, networkDown, signedIn } from '../test/mock-fetch';
import { deckPackage, fakeCaches, keepDeck } from '../test/offline-deck';
import { renderApp } from '../test/render-app';

// Sample data, invented: not language material (the deck of src/test/offline-deck.ts).

/** Opens `path` with the server out of reach. */
async function openOffline(path = '/') {
  mockFetch({
    'GET /api/wordle-days': networkDown(),
    ...signedIn('learner'),
    'GET /api/review/summary': networkDown(),
    'GET /api/vocab-lessons': networkDown(),
    'GET /api/offline/catalog': networkDown(),
    'POST /api/sync': networkDown(),
  });
  renderApp(path);
  // The full menu is a chunk of its own: until it arrives the bar shows the brand alone.
  await screen.findByRole('button', { name: 'Hello learner' }, { timeout: 5000 });
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('signed-in navbar offline', () => {
  beforeEach(async () => {
    fakeCaches();
    await clearDownloads();
    await clearOutbox();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('when the first page opens offline, then Review counts the cards due on the device’s deck, with the ratings waiting to be sent', async () => {
    const now = Date.now();
    const today = localDay(now, browserTimeZone());
    await keepDeck(deckPackage('v1', today));
    // The sentence card, due, rated on the device; then the deck downloaded again before it was sent.
    await rateOnDevice(4, 3, now);
    await keepDeck(deckPackage('v2', today));

    const navbar = await openOffline();

    // Two new cards are due; the rated one is not. (The device's code loads first: give it time.)
    expect(
      await within(navbar).findByRole('link', { name: 'Review 2 cards due' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', '/review');
  });

  it('when the connection returns, then the waiting ratings are sent and Review counts as the server does after them', async () => {
    const now = Date.now();
    await keepDeck(deckPackage('v1', localDay(now, browserTimeZone())));
    await rateOnDevice(4, 3, now);
    const navbar = await openOffline();
    await within(navbar).findByRole('link', { name: 'Review 2 cards due' }, { timeout: 10_000 });
    const [rating] = await queuedChanges();

    // The server counts the rating once it has it.
    let synced = false;
    const summaryOf = (due: number) => ({
      body: { counts: { new: due, learning: 0, review: 0 }, nextDue: null },
    });
    mockFetch({
      'GET /api/wordle-days': networkDown(),
      ...signedIn('learner'),
      get 'GET /api/review/summary'() {
        return summaryOf(synced ? 1 : 3);
      },
      get 'POST /api/sync'() {
        synced = true;
        return { body: { results: [{ id: rating!.id, outcome: 'applied' }] } };
      },
      'GET /api/offline/catalog': { body: { data: [] } },
      'GET /api/vocab-lessons': { body: { data: [] } },
    });
    act(() => void window.dispatchEvent(new Event('online')));

    expect(await within(navbar).findByRole('link', { name: 'Review 1 card due' })).toBeInTheDocument();
    expect(await queuedChanges()).toEqual([]);
  });

  it('when the deck is not downloaded, then Review shows alone offline', async () => {
    const navbar = await openOffline();

    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(within(navbar).getByRole('link', { name: 'Review' }).querySelector('.badge')).toBeNull();
  });
});
