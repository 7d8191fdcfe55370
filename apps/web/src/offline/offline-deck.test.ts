import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queueOf, rateCard } from '@langapp/shared';
import { deckPackage, fakeCaches, keepDeck } from '../test/offline-deck';
import { clearDownloads, refreshDeck, refreshDeckSoon } from './downloads';
import { offlineDb } from './offline-db';
import { deviceReviewQueue, rateOnDevice, undoOnDevice } from './offline-deck';
import { clearOutbox, queuedChanges } from './outbox';
import { outboxCount } from './outbox-count';

const TZ = 'UTC';
const NOW = Date.UTC(2026, 2, 10, 12);
const MINUTE = 60_000;

const overlay = async () => (await offlineDb()).get('deckOverlay', 'deck');

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

  it('when a new version of the package arrives (after a sync), then the device’s ratings are dropped', async () => {
    await keepDeck(deckPackage('v1'));
    await rateOnDevice(4, 3, NOW, TZ);

    await keepDeck(deckPackage('v2'));

    const queue = (await deviceReviewQueue(NOW, TZ))!;
    expect(queue.cards.map((card) => card.id)).toEqual([4, 1, 2]);
    expect(queue.reviewedToday).toBe(1);
    expect(queue.canUndo).toBe(false);
    await rateOnDevice(1, 3, NOW, TZ);
    expect((await overlay())?.version).toBe('v2');
    expect(Object.keys((await overlay())!.cards)).toEqual(['1']);
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
