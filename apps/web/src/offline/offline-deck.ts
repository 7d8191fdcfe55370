import {
  CARD_STATES,
  localDay,
  offlineDeckPackageSchema,
  previewIntervals,
  queueOf,
  rateCard,
} from '@langapp/shared';
import type {
  CardState,
  OfflineDeckPackage,
  OfflineTake,
  ReviewCard,
  ReviewQueue,
  ReviewRating,
  ReviewSummary,
} from '@langapp/shared';
import { browserTimeZone } from '../lib/time-zone';
import { DOWNLOADS_CACHE, packageUrl } from './cache-names';
import { offlineDb } from './offline-db';
import type { DeckOverlay, DeviceRating, DownloadRecord, QueuedChange } from './offline-db';
import { loadOutboxCount, queueIn, withdrawIn } from './outbox';

/**
 * The review without a connection (ADR 065, "The review offline"): the day's queue, ratings and undo
 * over the deck's download (ADR 064), with the shared rule of the server (ADR 063: `queueOf`,
 * `rateCard`, `previewIntervals`). What the learner rates on the device is kept beside the download
 * (the overlay: the cards' states since the package's version, and the ratings to undo) and queued
 * for POST /api/sync, which applies each rating at its own time, as if made online.
 */

/** The key of the deck's download (and of its overlay). */
const DECK = 'deck';

type DeckPackage = OfflineDeckPackage;
type DeckCard = DeckPackage['data']['cards'][number];

/** The last package read, with the download it is of: parsed once, not at every rating. */
let lastRead: { savedAt: number; deck: DeckPackage } | null = null;

/** The deck's download as the device keeps it, or null when the learner has not downloaded it. */
async function readDeck(): Promise<DeckPackage | null> {
  const record = await (await offlineDb()).get('downloads', DECK);
  if (!record || typeof caches === 'undefined') return null;
  // The same download (kept again, its version may be the same): parsed once.
  if (lastRead?.savedAt === record.savedAt && lastRead.deck.version === record.version) return lastRead.deck;
  const cache = await caches.open(DOWNLOADS_CACHE);
  const response = await cache.match(packageUrl(DECK), { ignoreVary: true });
  if (!response) return null;
  lastRead = { savedAt: record.savedAt, deck: offlineDeckPackageSchema.parse(await response.json()) };
  return lastRead.deck;
}

const emptyOverlay = (version: string): DeckOverlay => ({ version, cards: {}, ratings: [], undone: [] });

/** A change waiting in the queue, in the order made. */
type Waiting = Pick<QueuedChange, 'id' | 'at' | 'kind' | 'body'>;

/**
 * The overlay of a package's version made anew: the package's cards with the changes that wait in
 * the queue applied over them in order (the server's deck, which made the package, lacks them). A
 * 'rate' is rated again with the shared rule at its instant; an 'undo' of a rating sent already
 * (one not sent is withdrawn, not undone) puts back the card's state before it, kept by the
 * overlay that undid it, when that rating is still the card's last in the package.
 */
function overlayOver(
  deck: DeckPackage,
  previous: DeckOverlay | undefined,
  waiting: readonly Waiting[],
): DeckOverlay {
  const overlay = emptyOverlay(deck.version);
  const cards = new Map(deck.data.cards.map((card) => [card.id, card]));
  const stateNow = (card: DeckCard): CardState => overlay.cards[card.id] ?? stateOf(card);
  const known = new Map(previous?.ratings.map((rating) => [rating.opId, rating]));
  const undone = new Map(previous?.undone?.map((record) => [record.undoOpId, record]));
  for (const change of waiting) {
    if (change.kind === 'rate') {
      const { cardId, rating } = change.body as { cardId: number; rating: ReviewRating };
      const card = cards.get(cardId);
      if (!card) continue;
      const before = stateNow(card);
      overlay.cards[cardId] = rateCard(
        before,
        cardId,
        rating,
        change.at,
        deck.data.settings.desiredRetention,
      ).after;
      const maybeSent = known.get(change.id)?.maybeSent;
      overlay.ratings.push({
        opId: change.id,
        cardId,
        at: change.at,
        before,
        ...(maybeSent ? { maybeSent } : {}),
      });
    } else if (change.kind === 'undo') {
      const record = undone.get(change.id);
      const card = record && cards.get(record.rating.cardId);
      if (!record || !card) continue;
      // The package holds the rating (sent before the undo was made): as the card's last one, its
      // state before is the card's now. Rated since on another device, the server sorts it out.
      const counted = stateNow(card).last_review === record.rating.at;
      if (counted) overlay.cards[card.id] = record.rating.before;
      overlay.undone!.push({ ...record, counted });
    }
  }
  return overlay;
}

/** The overlay of this version of the package: one of an older version is made anew over it. */
const overlayOf = (
  deck: DeckPackage,
  stored: DeckOverlay | undefined,
  waiting: readonly Waiting[],
): DeckOverlay => (stored?.version === deck.version ? stored : overlayOver(deck, stored, waiting));

/** A card's stored FSRS state, as the package gives it. */
function stateOf(card: DeckCard): CardState {
  const { due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state } =
    card;
  return {
    due,
    stability,
    difficulty,
    elapsed_days,
    scheduled_days,
    learning_steps,
    reps,
    lapses,
    state,
    last_review: card.last_review,
  };
}

/** The file name of a take's URL ('/api/audio/okihu.mp3' plays 'okihu.mp3'), and its speaker. */
function audioOf(take: OfflineTake | null): Pick<ReviewCard, 'audio' | 'audio_speaker'> {
  if (take === null) return { audio: null };
  return {
    audio: decodeURIComponent(take.url.slice(take.url.lastIndexOf('/') + 1)),
    audio_speaker: take.speaker,
  };
}

/** The card as the review page shows it: what GET /api/review/cards gives for it. */
function reviewCardOf(card: DeckCard & CardState, deck: DeckPackage['data'], now: number): ReviewCard | null {
  const common = {
    id: card.id,
    direction: card.direction,
    state: CARD_STATES[card.state] ?? 'new',
    intervals: previewIntervals(card, card.id, now, deck.settings.desiredRetention),
  };
  if (card.kind === 'word') {
    const word = deck.words.find((item) => item.lexId === card.lexId);
    if (!word) return null;
    const { lexId, lex, pos, gloss } = word;
    return { ...common, ...audioOf(word.take), kind: 'word', lexId, lex, pos, gloss };
  }
  const sentence = deck.sentences.find((item) => item.sentId === card.sentId);
  if (!sentence) return null;
  const { sentId, text, trans } = sentence;
  return { ...common, ...audioOf(sentence.take), kind: 'sentence', sentId, text, trans };
}

/** The day's queue over the package's cards with the device's ratings, at `now` in `tz`. */
function queueFrom(deck: DeckPackage, overlay: DeckOverlay, now: number, tz: string): ReviewQueue {
  const { settings, today, cards } = deck.data;
  const current = cards.map((card) => ({ ...card, ...(overlay.cards[card.id] ?? {}) }));
  const day = localDay(now, tz);
  // The package's counts are of the day it was made; the device adds the ratings it made today.
  const before = today.day === day ? today : { newStarted: 0, reviewed: 0 };
  const ratedToday = overlay.ratings.filter((rating) => localDay(rating.at, tz) === day);
  // Ratings the package counts that the device took back.
  const undoneToday = (overlay.undone ?? []).flatMap(({ rating, counted }) =>
    counted && localDay(rating.at, tz) === day ? [rating] : [],
  );
  const startedNew = (ratings: readonly { before: CardState }[]) =>
    ratings.filter((rating) => rating.before.state === 0).length;
  const newStartedToday = Math.max(0, before.newStarted + startedNew(ratedToday) - startedNew(undoneToday));

  const queue = queueOf(current, settings, { newStartedToday }, now, tz);
  const byId = new Map(current.map((card) => [card.id, card]));
  return {
    counts: queue.counts,
    nextDue: queue.nextDue,
    cards: queue.cardIds.flatMap((id) => reviewCardOf(byId.get(id)!, deck.data, now) ?? []),
    reviewedToday: Math.max(0, before.reviewed + ratedToday.length - undoneToday.length),
    canUndo: overlay.ratings.length > 0,
  };
}

/** The review's queue now, from the download, or null when the deck is not on the device. */
export async function deviceReviewQueue(
  now = Date.now(),
  tz = browserTimeZone(),
): Promise<ReviewQueue | null> {
  const deck = await readDeck();
  if (!deck) return null;
  const tx = (await offlineDb()).transaction(['deckOverlay', 'outbox'], 'readwrite');
  const stored = await tx.objectStore('deckOverlay').get(DECK);
  const overlay = overlayOf(deck, stored, await tx.objectStore('outbox').getAll());
  if (overlay !== stored) await tx.objectStore('deckOverlay').put(overlay, DECK);
  await tx.done;
  return queueFrom(deck, overlay, now, tz);
}

/** The counts of the review's queue now, from the download, for the navbar offline; null without the deck. */
export async function deviceReviewSummary(
  now = Date.now(),
  tz = browserTimeZone(),
): Promise<ReviewSummary | null> {
  const queue = await deviceReviewQueue(now, tz);
  return queue && { counts: queue.counts, nextDue: queue.nextDue };
}

/**
 * Keeps a new download of the deck (its package is in the downloads cache already): its record, and
 * its overlay made anew with the changes that waited when it was asked for or wait now (the
 * server's deck lacked them), in one transaction, so the device never reads the new package
 * without them. A change sent meanwhile may be in the package too: applied twice, its card comes
 * later than it should until the next refresh, rather than showing again.
 */
export async function keepDeckDownload(
  record: DownloadRecord,
  json: unknown,
  waitingBefore: readonly QueuedChange[],
): Promise<void> {
  const deck = offlineDeckPackageSchema.parse(json);
  const tx = (await offlineDb()).transaction(['downloads', 'deckOverlay', 'outbox'], 'readwrite');
  const stored = await tx.objectStore('deckOverlay').get(DECK);
  const waitingNow = await tx.objectStore('outbox').getAll();
  const now = new Set(waitingNow.map((change) => change.id));
  const waiting = [...waitingBefore.filter((change) => !now.has(change.id)), ...waitingNow].sort(
    (a, b) => (a.seq ?? 0) - (b.seq ?? 0),
  );
  await tx.objectStore('deckOverlay').put(overlayOf(deck, stored, waiting), DECK);
  await tx.objectStore('downloads').put(record);
  await tx.done;
  lastRead = { savedAt: record.savedAt, deck };
}

class NoDeckError extends Error {
  override readonly name = 'NoDeckError';
}

async function deckOrThrow(): Promise<DeckPackage> {
  const deck = await readDeck();
  if (!deck) throw new NoDeckError('Your review deck is not downloaded on this device.');
  return deck;
}

/** The deck's overlay and the queue, in one transaction: a rating is kept in both or in neither. */
async function deckTransaction(deck: DeckPackage) {
  const tx = (await offlineDb()).transaction(['deckOverlay', 'outbox'], 'readwrite');
  const outbox = tx.objectStore('outbox');
  const overlay = overlayOf(deck, await tx.objectStore('deckOverlay').get(DECK), await outbox.getAll());
  return {
    overlay,
    outbox,
    async done() {
      await tx.objectStore('deckOverlay').put(overlay, DECK);
      await tx.done;
      await loadOutboxCount();
    },
  };
}

/** Rates `card` over `overlay` at `at`: its new state, and the rating to take back. */
function rateIn(
  overlay: DeckOverlay,
  deck: DeckPackage,
  card: DeckCard,
  rating: ReviewRating,
  at: number,
  opId: string,
  how: Pick<DeviceRating, 'maybeSent' | 'online'> = {},
): void {
  const before = overlay.cards[card.id] ?? stateOf(card);
  overlay.cards[card.id] = rateCard(before, card.id, rating, at, deck.data.settings.desiredRetention).after;
  overlay.ratings.push({ opId, cardId: card.id, at, before, ...how });
}

/**
 * Rates a card on the device at `at`: its new state goes into the overlay and the rating into the
 * queue (kind 'rate'), in one transaction. Answers the queue after it.
 */
export async function rateOnDevice(
  cardId: number,
  rating: ReviewRating,
  at = Date.now(),
  tz = browserTimeZone(),
): Promise<ReviewQueue> {
  const deck = await deckOrThrow();
  const card = deck.data.cards.find((candidate) => candidate.id === cardId);
  if (!card) throw new NoDeckError('No such card in your review deck.');
  const kept = await deckTransaction(deck);
  const opId = await queueIn(kept.outbox, 'rate', { cardId, rating }, at);
  rateIn(kept.overlay, deck, card, rating, at, opId);
  await kept.done();
  return queueFrom(deck, kept.overlay, at, tz);
}

/**
 * A rating sent online that got no answer (the connection dropped): the server may have it or not.
 * It waits in the queue with the id it was sent with (the server applies an id once: if the first
 * request arrived, this one is a duplicate), and the card is rated on the device's deck, if the
 * deck is downloaded and holds it, in the same transaction. Answers the device's queue after it,
 * or null without the deck.
 */
export async function keepUnansweredRating(
  opId: string,
  cardId: number,
  rating: ReviewRating,
  at: number,
  tz = browserTimeZone(),
): Promise<ReviewQueue | null> {
  const deck = await readDeck();
  if (!deck) {
    const tx = (await offlineDb()).transaction('outbox', 'readwrite');
    await queueIn(tx.store, 'rate', { cardId, rating }, at, opId);
    await tx.done;
    await loadOutboxCount();
    return null;
  }
  const kept = await deckTransaction(deck);
  await queueIn(kept.outbox, 'rate', { cardId, rating }, at, opId);
  const card = deck.data.cards.find((candidate) => candidate.id === cardId);
  if (card) rateIn(kept.overlay, deck, card, rating, at, opId, { maybeSent: true });
  await kept.done();
  return queueFrom(deck, kept.overlay, at, tz);
}

/**
 * A rating made online and answered: the device's deck follows it until its download is fetched
 * again (a few seconds after the learner pauses), so a connection lost meanwhile does not show the
 * card again. Not queued: the server has it. Nothing without the deck, or a card it lacks.
 */
export async function followOnlineRating(
  opId: string,
  cardId: number,
  rating: ReviewRating,
  at: number,
): Promise<void> {
  const deck = await readDeck();
  const card = deck?.data.cards.find((candidate) => candidate.id === cardId);
  if (!deck || !card) return;
  const kept = await deckTransaction(deck);
  rateIn(kept.overlay, deck, card, rating, at, opId, { online: true });
  await kept.done();
}

/** The server took back its last rating (online): so does the device's deck, if it followed it. */
export async function followOnlineUndo(): Promise<void> {
  const deck = await readDeck();
  if (!deck) return;
  const kept = await deckTransaction(deck);
  const last = kept.overlay.ratings.at(-1);
  if (last?.online) {
    kept.overlay.ratings.pop();
    kept.overlay.cards[last.cardId] = last.before;
  }
  await kept.done();
}

/**
 * Takes back the last rating made on the device: the card returns to its state before, and the
 * rating leaves the queue, or, sent already (or maybe sent: its answer was lost), an 'undo' of it
 * is queued. Answers the queue after it.
 */
export async function undoOnDevice(at = Date.now(), tz = browserTimeZone()): Promise<ReviewQueue> {
  const deck = await deckOrThrow();
  const kept = await deckTransaction(deck);
  const last = kept.overlay.ratings.pop();
  if (!last) {
    await kept.done();
    throw new NoDeckError('There is no rating to undo.');
  }
  kept.overlay.cards[last.cardId] = last.before;
  if (last.maybeSent || !(await withdrawIn(kept.outbox, last.opId))) {
    const undoOpId = await queueIn(kept.outbox, 'undo', { of: last.opId }, at);
    (kept.overlay.undone ??= []).push({ undoOpId, rating: last, counted: false });
  }
  await kept.done();
  return queueFrom(deck, kept.overlay, at, tz);
}
