import type { ReviewCounts } from '../api/review';
import { endOfLocalDay, localDay, startOfLocalDay } from './learner-days';
import type { LocalDay } from './learner-days';

/**
 * What a learner reviews now, and in which order (ADR 027): (re)learning cards due now, then
 * review cards due today (from the learner's midnight, oldest due first), then new cards in the
 * order they joined the deck, up to the day's limit of new cards less those started today. The
 * server asks its database for each part (review.repo.ts); a device without a connection runs
 * `queueOf` over the cards it keeps. Both are built from the rules below, and a test holds them
 * to the same answers (review-queue-parity.test.ts in the API).
 */

/** How many cards a queue carries (the page shows one at a time and asks again as it goes). */
export const QUEUE_LENGTH = 20;

/**
 * With nothing else left, a (re)learning card due within this time is shown now rather than making
 * the learner wait a few minutes for it (Anki's "learn ahead limit", 20 minutes by default).
 */
export const LEARN_AHEAD_MS = 20 * 60 * 1000;

/** ts-fsrs's states, as stored. */
const NEW = 0;
const LEARNING = 1;
const REVIEW = 2;
const RELEARNING = 3;

/**
 * A card as the queue sees it: its id, when it joined the deck, its FSRS state and due instant,
 * named as stored (a card of the deck's download, ADR 064, is one).
 */
export interface QueueCard {
  id: number;
  added_at: number;
  state: number;
  due: number;
}

/** The learner's settings the queue reads. */
export interface QueueSettings {
  newPerDay: number;
}

/** What the learner did today that the queue reads: the new cards they started (rated first). */
export interface QueueStats {
  newStartedToday: number;
}

/** The learner's day at an instant: which day it is and when it ends (their next midnight). */
export function queueDay(now: number, tz: string): { today: LocalDay; dayEnd: number } {
  return { today: localDay(now, tz), dayEnd: endOfLocalDay(now, tz) };
}

/** New cards the learner may still start today. */
export function newCardsLeft(settings: QueueSettings, stats: QueueStats): number {
  return Math.max(0, settings.newPerDay - stats.newStartedToday);
}

/** Until when (re)learning cards count as due: now, or with nothing else due, 20 minutes ahead. */
export function learningUntil(now: number, dueOtherwise: number): number {
  return dueOtherwise === 0 ? now + LEARN_AHEAD_MS : now;
}

const isLearning = (card: QueueCard) => card.state === LEARNING || card.state === RELEARNING;
/** Whether a card is in (re)learning and due by `until`. */
const isLearningDue = (card: QueueCard, until: number) => isLearning(card) && card.due <= until;
/** Whether a card is in review and due before the learner's day ends. */
const isReviewDue = (card: QueueCard, dayEnd: number) => card.state === REVIEW && card.due < dayEnd;
const isNew = (card: QueueCard) => card.state === NEW;

/** What decides when the next card not due yet will be. */
export interface NotYetDue {
  /** The first (re)learning card due after the learning window, if any. */
  nextLearning: number | null;
  /** The first review card due on a later day than today, if any. */
  nextReview: number | null;
  newLeft: number;
  newInDeck: number;
}

/**
 * When the next card not due yet will be (UTC, ISO 8601), or null: a learning card at its instant,
 * a review card from the start of its day, new cards held back by today's limit from the learner's
 * next midnight.
 */
export function nextDueOf(waiting: NotYetDue, dayEnd: number, tz: string): string | null {
  const instants = [
    waiting.nextLearning,
    waiting.nextReview === null ? null : startOfLocalDay(waiting.nextReview, tz),
    waiting.newLeft === 0 && waiting.newInDeck > 0 ? dayEnd : null,
  ].filter((due): due is number => due !== null);
  return instants.length > 0 ? new Date(Math.min(...instants)).toISOString() : null;
}

/** A learner's queue: the counts, when the next card will be due, and the first cards' ids in order. */
export interface DeckQueue {
  today: LocalDay;
  counts: ReviewCounts;
  nextDue: string | null;
  /** At most QUEUE_LENGTH, the first to review now. */
  cardIds: number[];
}

const earliest = (cards: readonly QueueCard[]) =>
  cards.reduce<number | null>((min, card) => (min === null || card.due < min ? card.due : min), null);
const byDue = (a: QueueCard, b: QueueCard) => a.due - b.due || a.id - b.id;
const byAdded = (a: QueueCard, b: QueueCard) => a.added_at - b.added_at || a.id - b.id;

/**
 * The queue over a deck held as an array (the cards the learner may see), at `now` in the
 * learner's time zone: what the server answers from its database for the same cards.
 */
export function queueOf(
  cards: readonly QueueCard[],
  settings: QueueSettings,
  stats: QueueStats,
  now: number,
  tz: string,
): DeckQueue {
  const { today, dayEnd } = queueDay(now, tz);
  const newLeft = newCardsLeft(settings, stats);
  const fresh = cards.filter(isNew);
  const review = cards.filter((card) => isReviewDue(card, dayEnd));
  const counts: ReviewCounts = {
    learning: cards.filter((card) => isLearningDue(card, now)).length,
    review: review.length,
    new: Math.min(newLeft, fresh.length),
  };
  const until = learningUntil(now, counts.learning + counts.review + counts.new);
  const learning = cards.filter((card) => isLearningDue(card, until));
  counts.learning = learning.length;

  const nextDue = nextDueOf(
    {
      nextLearning: earliest(cards.filter((card) => isLearning(card) && card.due > until)),
      nextReview: earliest(cards.filter((card) => card.state === REVIEW && card.due >= dayEnd)),
      newLeft,
      newInDeck: fresh.length,
    },
    dayEnd,
    tz,
  );
  const cardIds = [
    ...learning.sort(byDue).slice(0, QUEUE_LENGTH),
    ...review.sort(byDue).slice(0, QUEUE_LENGTH),
    ...fresh.sort(byAdded).slice(0, Math.min(newLeft, QUEUE_LENGTH)),
  ]
    .slice(0, QUEUE_LENGTH)
    .map((card) => card.id);
  return { today, counts, nextDue, cardIds };
}
