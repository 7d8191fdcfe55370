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
} from '@langapp/shared';
import { browserTimeZone } from '../lib/time-zone';
import { DOWNLOADS_CACHE } from './cache-names';
import { packageUrl } from './downloads';
import { offlineDb } from './offline-db';
import type { DeckOverlay } from './offline-db';
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

/** The last package read, by version: parsed once, not at every rating. */
let lastRead: DeckPackage | null = null;

/** The deck's download as the device keeps it, or null when the learner has not downloaded it. */
async function readDeck(): Promise<DeckPackage | null> {
  const record = await (await offlineDb()).get('downloads', DECK);
  if (!record || typeof caches === 'undefined') return null;
  if (lastRead?.version === record.version) return lastRead;
  const cache = await caches.open(DOWNLOADS_CACHE);
  const response = await cache.match(packageUrl(DECK), { ignoreVary: true });
  if (!response) return null;
  lastRead = offlineDeckPackageSchema.parse(await response.json());
  return lastRead;
}

const emptyOverlay = (version: string): DeckOverlay => ({ version, cards: {}, ratings: [] });

/** The overlay of this version of the package: one of an older version is done with (the server has its ratings). */
const overlayOf = (stored: DeckOverlay | undefined, version: string): DeckOverlay =>
  stored?.version === version ? stored : emptyOverlay(version);

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
  const newStartedToday = before.newStarted + ratedToday.filter((rating) => rating.before.state === 0).length;

  const queue = queueOf(current, settings, { newStartedToday }, now, tz);
  const byId = new Map(current.map((card) => [card.id, card]));
  return {
    counts: queue.counts,
    nextDue: queue.nextDue,
    cards: queue.cardIds.flatMap((id) => reviewCardOf(byId.get(id)!, deck.data, now) ?? []),
    reviewedToday: before.reviewed + ratedToday.length,
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
  const stored = await (await offlineDb()).get('deckOverlay', DECK);
  return queueFrom(deck, overlayOf(stored, deck.version), now, tz);
}

class NoDeckError extends Error {
  override readonly name = 'NoDeckError';
}

async function deckOrThrow(): Promise<DeckPackage> {
  const deck = await readDeck();
  if (!deck) throw new NoDeckError('Your review deck is not downloaded on this device.');
  return deck;
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
  const tx = (await offlineDb()).transaction(['deckOverlay', 'outbox'], 'readwrite');
  const overlay = overlayOf(await tx.objectStore('deckOverlay').get(DECK), deck.version);
  const before = overlay.cards[cardId] ?? stateOf(card);
  const { after } = rateCard(before, cardId, rating, at, deck.data.settings.desiredRetention);
  const opId = await queueIn(tx.objectStore('outbox'), 'rate', { cardId, rating }, at);
  overlay.cards[cardId] = after;
  overlay.ratings.push({ opId, cardId, at, before });
  await tx.objectStore('deckOverlay').put(overlay, DECK);
  await tx.done;
  await loadOutboxCount();
  return queueFrom(deck, overlay, at, tz);
}

/**
 * Takes back the last rating made on the device: the card returns to its state before, and the
 * rating leaves the queue, or, sent already, an 'undo' of it is queued. Answers the queue after it.
 */
export async function undoOnDevice(at = Date.now(), tz = browserTimeZone()): Promise<ReviewQueue> {
  const deck = await deckOrThrow();
  const tx = (await offlineDb()).transaction(['deckOverlay', 'outbox'], 'readwrite');
  const overlay = overlayOf(await tx.objectStore('deckOverlay').get(DECK), deck.version);
  const last = overlay.ratings.pop();
  if (!last) {
    await tx.done;
    throw new NoDeckError('There is no rating to undo.');
  }
  overlay.cards[last.cardId] = last.before;
  const outbox = tx.objectStore('outbox');
  if (!(await withdrawIn(outbox, last.opId))) await queueIn(outbox, 'undo', { of: last.opId }, at);
  await tx.objectStore('deckOverlay').put(overlay, DECK);
  await tx.done;
  await loadOutboxCount();
  return queueFrom(deck, overlay, at, tz);
}
