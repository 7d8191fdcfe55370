import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queueOf, rateCard } from '@langapp/shared';
import type { OfflineDeckPackage } from '@langapp/shared';
import { deckPackage, fakeCaches, keepDeck } from '../test/offline-deck';
import { clearDownloads, download, refreshDeck, refreshDeckSoon, refreshDownloads } from './downloads';
import { offlineDb } from './offline-db';
import {
  deviceReviewQueue,
  followOnlineRating,
  followOnlineUndo,
  keepUnansweredRating,
  rateOnDevice,
  undoOnDevice,
} from './offline-deck';
import { clearOutbox, queuedChanges } from './outbox';
import { outboxCount } from './outbox-count';

const TZ = 'UTC';
const NOW = Date.UTC(2026, 2, 10, 12);
const MINUTE = 60_000;

const overlay = async () => (await offlineDb()).get('deckOverlay', 'deck');

/** The deck in the server's catalog. */
const catalogEntry = {
  key: 'deck',
  title: 'My review deck',
  version: 'v1',
  dataBytes: 1000,
  audioBytes: 0,
  audioFiles: 0,
};

/**
 * The server's answers to a download of the deck: `pkg` for its package (after `whileMade`), and
 * an empty answer for the calls every download keeps. Counts the packages asked for.
 */
function serveDeck(pkg: OfflineDeckPackage, whileMade: () => Promise<unknown> = async () => {}) {
  let packages = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!String(url).startsWith('/api/offline/package/deck')) return new Response('{}', { status: 200 });
      packages += 1;
      await whileMade();
      return new Response(JSON.stringify(pkg), { status: 200 });
    }),
  );
  return { packages: () => packages };
}

describe('the review on the device', () => {
  beforeEach(async () => {
    fakeCaches();
    await clearDownloads();
    await clearOutbox();
  });

  it('when the deck is not downloaded, then there is no queue on the device', async () => {
    expect(await deviceReviewQueue(NOW, TZ)).toBeNull();
  });

  it("when the deck is downloaded, then the day's queue is the shared one over its cards, shown as online", async () => {
    const pkg = deckPackage('v1');
    await keepDeck(pkg);

    const queue = (await deviceReviewQueue(NOW, TZ))!;
    const shared = queueOf(pkg.data.cards, pkg.data.settings, { newStartedToday: 0 }, NOW, TZ);
    expect(queue.cards.map((card) => card.id)).toEqual(shared.cardIds);
    expect(queue.cards.map((card) => card.id)).toEqual([4, 1, 2]);
    expect(queue.counts).toEqual({ new: 2, learning: 0, review: 1 });
    expect(queue.nextDue).toBe(shared.nextDue);
    expect(queue.reviewedToday).toBe(1);
    expect(queue.canUndo).toBe(false);
    expect(queue.cards[0]).toMatchObject({
      kind: 'sentence',
      sentId: 'sample-1',
      state: 'review',
      text: 'Okihu tietuk.',
      audio: 'sample 1.mp3',
      audio_speaker: 'ben',
    });
    expect(queue.cards[1]).toMatchObject({ kind: 'word', lex: 'okihu', state: 'new', audio: 'okihu.mp3' });
    expect(queue.cards[0]!.intervals[0]).toBeLessThan(queue.cards[0]!.intervals[3]);
  });

  it('when a card is rated, then its new state is kept and the rating waits in the queue with an id', async () => {
    const pkg = deckPackage('v1');
    await keepDeck(pkg);

    const queue = await rateOnDevice(4, 3, NOW, TZ);

    const card = pkg.data.cards.find((candidate) => candidate.id === 4)!;
    expect((await overlay())?.cards[4]).toEqual(rateCard(card, 4, 3, NOW, 0.9).after);
    const [change] = await queuedChanges();
    expect(change).toMatchObject({ kind: 'rate', body: { cardId: 4, rating: 3 }, at: NOW });
    expect(change!.id).toMatch(/^[\w-]{8,64}$/);
    expect(outboxCount.waiting()).toBe(1);
    expect(queue.cards.map((next) => next.id)).toEqual([1, 2]);
    expect(queue.reviewedToday).toBe(2);
    expect(queue.canUndo).toBe(true);
  });

  it('when new cards are started on the device, then they count against the day’s new cards', async () => {
    await keepDeck(deckPackage('v1'));

    const queue = await rateOnDevice(1, 1, NOW, TZ);

    // Again: the card is learning, due in a minute; one new card is left for today.
    expect(queue.counts).toEqual({ new: 1, learning: 0, review: 1 });
    expect(queue.cards.map((card) => card.id)).toEqual([4, 2]);
    const later = (await deviceReviewQueue(NOW + 2 * MINUTE, TZ))!;
    expect(later.cards.map((card) => card.id)).toEqual([1, 4, 2]);
  });

  it('when a rating not sent yet is undone, then it leaves the queue and the card is as before', async () => {
    await keepDeck(deckPackage('v1'));
    await rateOnDevice(4, 3, NOW, TZ);
    await rateOnDevice(1, 1, NOW + MINUTE, TZ);

    const queue = await undoOnDevice(NOW + 2 * MINUTE, TZ);

    expect((await queuedChanges()).map((change) => change.body)).toEqual([{ cardId: 4, rating: 3 }]);
    expect(queue.cards.map((card) => card.id)).toEqual([1, 2]);
    expect(queue.counts.new).toBe(2);
    expect(queue.reviewedToday).toBe(2);
    expect((await overlay())?.cards[1]).toMatchObject({ state: 0, reps: 0 });
  });

  it('when a rating already sent is undone, then an undo of it is queued', async () => {
    await keepDeck(deckPackage('v1'));
    await rateOnDevice(4, 3, NOW, TZ);
    const [rating] = await queuedChanges();
    await clearOutbox(); // sent

    const queue = await undoOnDevice(NOW + MINUTE, TZ);

    expect(await queuedChanges()).toEqual([
      expect.objectContaining({ kind: 'undo', body: { of: rating!.id }, at: NOW + MINUTE }),
    ]);
    expect(queue.cards.map((card) => card.id)).toEqual([4, 1, 2]);
    expect(queue.canUndo).toBe(false);
    await expect(undoOnDevice(NOW + 2 * MINUTE, TZ)).rejects.toThrow('There is no rating to undo.');
  });

  it('when a new version of the package arrives after the ratings were sent, then the device’s ratings are dropped (the package has them)', async () => {
    await keepDeck(deckPackage('v1'));
    await rateOnDevice(4, 3, NOW, TZ);
    await clearOutbox(); // sent

    await keepDeck(deckPackage('v2'));

    const queue = (await deviceReviewQueue(NOW, TZ))!;
    expect(queue.cards.map((card) => card.id)).toEqual([4, 1, 2]);
    expect(queue.reviewedToday).toBe(1);
    expect(queue.canUndo).toBe(false);
    await rateOnDevice(1, 3, NOW, TZ);
    expect((await overlay())?.version).toBe('v2');
    expect(Object.keys((await overlay())!.cards)).toEqual(['1']);
  });

  it('when the deck is downloaded again while ratings wait to be sent, then they are applied over the new package: their cards do not show again, and they can still be undone', async () => {
    await keepDeck(deckPackage('v1'));
    await rateOnDevice(4, 3, NOW, TZ);
    await rateOnDevice(1, 4, NOW + MINUTE, TZ);
    const waiting = await queuedChanges();
    const server = serveDeck(deckPackage('v2'));

    await download({ key: 'deck', title: 'My review deck' });

    expect(server.packages()).toBe(1);
    expect(await (await offlineDb()).get('downloads', 'deck')).toMatchObject({ version: 'v2' });
    const queue = (await deviceReviewQueue(NOW + 2 * MINUTE, TZ))!;
    expect(queue.cards.map((card) => card.id)).toEqual([2]);
    // Card 1 started one of the day's two new cards.
    expect(queue.counts).toEqual({ new: 1, learning: 0, review: 0 });
    expect(queue.reviewedToday).toBe(3);
    expect(queue.canUndo).toBe(true);
    // The states are the shared rule's over the new package, at the ratings' instants.
    const card4 = deckPackage('v2').data.cards.find((card) => card.id === 4)!;
    expect((await overlay())?.cards[4]).toEqual(rateCard(card4, 4, 3, NOW, 0.9).after);
    expect(await queuedChanges()).toEqual(waiting);

    const undone = await undoOnDevice(NOW + 3 * MINUTE, TZ);
    expect(undone.cards.map((card) => card.id)).toEqual([1, 2]);
    expect((await queuedChanges()).map((change) => change.id)).toEqual([waiting[0]!.id]);
  });

  it('when a rating waits while the deck is refreshed by itself (app start, the connection back), then its card does not show again either', async () => {
    await keepDeck(deckPackage('v1'));
    await rateOnDevice(4, 3, NOW, TZ);
    serveDeck(deckPackage('v2'));

    expect(await refreshDownloads([{ ...catalogEntry, version: 'v2' }])).toEqual(['deck']);

    expect((await deviceReviewQueue(NOW, TZ))!.cards.map((card) => card.id)).toEqual([1, 2]);
  });

  it('when a new package is read while ratings wait (kept by another way), then they are applied over it too', async () => {
    await keepDeck(deckPackage('v1'));
    await rateOnDevice(4, 3, NOW, TZ);

    await keepDeck(deckPackage('v2'));

    const queue = (await deviceReviewQueue(NOW, TZ))!;
    expect(queue.cards.map((card) => card.id)).toEqual([1, 2]);
    expect(queue.canUndo).toBe(true);
  });

  it('when a rating waiting as the package was asked for is sent during the download, then its card does not show again', async () => {
    await keepDeck(deckPackage('v1'));
    await rateOnDevice(4, 3, NOW, TZ);
    // The package the server makes lacks the rating; the queue is sent while it downloads.
    serveDeck(deckPackage('v2'), () => clearOutbox());

    await download({ key: 'deck', title: 'My review deck' });

    expect((await deviceReviewQueue(NOW, TZ))!.cards.map((card) => card.id)).toEqual([1, 2]);
  });

  it('when a rating sent already is undone and the deck is downloaded again before the undo is sent, then the card is as before the rating and the day counts it out', async () => {
    await keepDeck(deckPackage('v1'));
    await rateOnDevice(4, 3, NOW, TZ);
    await clearOutbox(); // sent
    await undoOnDevice(NOW + MINUTE, TZ);
    // The server's package has the rating: card 4 as rated, and one more review today.
    const v1 = deckPackage('v1');
    const card4 = v1.data.cards.find((card) => card.id === 4)!;
    const rated = { ...card4, ...rateCard(card4, 4, 3, NOW, 0.9).after };
    const v2 = deckPackage('v2');
    v2.data.cards = v2.data.cards.map((card) => (card.id === 4 ? rated : card));
    v2.data.today.reviewed = 2;
    serveDeck(v2);

    await download({ key: 'deck', title: 'My review deck' });

    const queue = (await deviceReviewQueue(NOW + 2 * MINUTE, TZ))!;
    expect(queue.cards.map((card) => card.id)).toEqual([4, 1, 2]);
    expect(queue.reviewedToday).toBe(1);
    expect(queue.canUndo).toBe(false);
    expect((await queuedChanges()).map((change) => change.kind)).toEqual(['undo']);
  });

  it('when a rating made online is answered, then the deck on the device follows it (not queued), so a connection lost before the deck is fetched again does not show the card again', async () => {
    await keepDeck(deckPackage('v1'));

    await followOnlineRating('online-rating-1', 4, 3, NOW);

    const queue = (await deviceReviewQueue(NOW, TZ))!;
    expect(queue.cards.map((card) => card.id)).toEqual([1, 2]);
    expect(await queuedChanges()).toEqual([]);
    // Undone offline, the server is told by the rating's id.
    await undoOnDevice(NOW + MINUTE, TZ);
    expect(await queuedChanges()).toEqual([
      expect.objectContaining({ kind: 'undo', body: { of: 'online-rating-1' } }),
    ]);
  });

  it('when the server takes back its last rating online, then the deck on the device does too', async () => {
    await keepDeck(deckPackage('v1'));
    await followOnlineRating('online-rating-2', 4, 3, NOW);

    await followOnlineUndo();

    const queue = (await deviceReviewQueue(NOW, TZ))!;
    expect(queue.cards.map((card) => card.id)).toEqual([4, 1, 2]);
    expect(queue.canUndo).toBe(false);
  });

  it('when a rating sent online got no answer, then it waits with the id it was sent with, with or without the deck on the device', async () => {
    expect(await keepUnansweredRating('lost-rating-1', 4, 3, NOW, TZ)).toBeNull();
    expect(await queuedChanges()).toEqual([
      expect.objectContaining({ id: 'lost-rating-1', kind: 'rate', body: { cardId: 4, rating: 3 }, at: NOW }),
    ]);
    await clearOutbox();
    await keepDeck(deckPackage('v1'));

    const queue = (await keepUnansweredRating('lost-rating-2', 4, 3, NOW, TZ))!;

    expect(queue.cards.map((card) => card.id)).toEqual([1, 2]);
    expect((await queuedChanges()).map((change) => change.id)).toEqual(['lost-rating-2']);
    expect(outboxCount.waiting()).toBe(1);
  });

  it("when the package was made on an earlier day, then today's counts start from nothing", async () => {
    await keepDeck(deckPackage('v3', '2026-03-09'));
    const queue = (await deviceReviewQueue(NOW, TZ))!;
    expect(queue.reviewedToday).toBe(0);
  });

  it('when the learner rates online, then the deck on the device is fetched again once they pause', async () => {
    await keepDeck(deckPackage('v1'));
    await rateOnDevice(4, 3, NOW, TZ);
    await clearOutbox(); // sent
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify(deckPackage('v5')), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);

    refreshDeckSoon(10);
    refreshDeckSoon(10);

    await vi.waitFor(async () => expect((await deviceReviewQueue(NOW, TZ))?.canUndo).toBe(false));
    // Once for the two ratings: the package (and the calls every download keeps).
    const packages = fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/offline/package/'));
    expect(packages.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/^\/api\/offline\/package\/deck\?tz=/),
    ]);
    expect(await (await offlineDb()).get('downloads', 'deck')).toMatchObject({ version: 'v5' });
  });

  it('when changes still wait to be sent, then the deck is not fetched again (the server lacks them)', async () => {
    await keepDeck(deckPackage('v1'));
    await rateOnDevice(4, 3, NOW, TZ);
    const fetch = vi.fn(async (_url: string) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);

    expect(await refreshDeck()).toBe(false);

    expect(fetch).not.toHaveBeenCalled();
    expect((await deviceReviewQueue(NOW, TZ))?.canUndo).toBe(true);
  });
});
