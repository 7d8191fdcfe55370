import { fsrs, StrategyMode } from 'ts-fsrs';
import type { AbstractScheduler, Card, FSRS, Grade } from 'ts-fsrs';
import type { ReviewRating } from '../api/review';

/**
 * When a review card comes back after a rating: FSRS-6 (ts-fsrs, its default parameters), the one
 * rule the server and a learner's device both schedule with (ADR 027, 063). Pure: the card, the
 * rating, the instant and the desired retention are arguments; nothing reads the clock.
 */

/** A card's FSRS state as stored (instants in UTC milliseconds): ts-fsrs's Card in columns. */
export interface CardState {
  due: number;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  /** 0 New, 1 Learning, 2 Review, 3 Relearning (ts-fsrs's State). */
  state: number;
  last_review: number | null;
}

/** What a rating makes of a card: its state after, and the days since its previous review. */
export interface RatedCard {
  after: CardState;
  elapsedDays: number;
}

/** A stored card as ts-fsrs takes it, with its id for the fuzz seed (`cardSeed`). */
function toFsrsCard(state: CardState, cardId: number): Card & { card_id: number } {
  return {
    card_id: cardId,
    due: new Date(state.due),
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: state.elapsed_days,
    scheduled_days: state.scheduled_days,
    learning_steps: state.learning_steps,
    reps: state.reps,
    lapses: state.lapses,
    state: state.state,
    last_review: state.last_review === null ? undefined : new Date(state.last_review),
  };
}

/** A ts-fsrs card as stored. */
function fromFsrsCard(card: Card): CardState {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ? card.last_review.getTime() : null,
  };
}

/**
 * The fuzz seed of a card at a review: the card and its state, not the review's instant (ts-fsrs's
 * default), so the interval a rating button shows is the one the rating gives, however long the
 * learner looks at the answer first, and a rating replayed later (ADR 063) gives what it gave.
 * Anki seeds its fuzz the same way (card id and reps).
 */
function cardSeed(this: AbstractScheduler): string {
  const { reps, difficulty, stability } = this.current;
  return `${String(Reflect.get(this.current, 'card_id'))}_${reps}_${difficulty * stability}`;
}

/**
 * The scheduler for a desired retention: fuzz on (as Anki: cards learned together do not all come
 * back on the same day), seeded by `cardSeed`. Built once per retention and kept: a cache, the
 * same answer for the same arguments.
 */
const schedulers = new Map<number, FSRS>();
function schedulerFor(desiredRetention: number): FSRS {
  let scheduler = schedulers.get(desiredRetention);
  if (!scheduler) {
    scheduler = fsrs({ request_retention: desiredRetention, enable_fuzz: true }).useStrategy(
      StrategyMode.SEED,
      cardSeed,
    );
    schedulers.set(desiredRetention, scheduler);
  }
  return scheduler;
}

const instant = (at: Date | number) => (typeof at === 'number' ? new Date(at) : at);

/** A card rated at an instant (Again 1, Hard 2, Good 3, Easy 4). */
export function rateCard(
  state: CardState,
  cardId: number,
  rating: ReviewRating,
  at: Date | number,
  desiredRetention: number,
): RatedCard {
  const { card, log } = schedulerFor(desiredRetention).next(
    toFsrsCard(state, cardId),
    instant(at),
    rating as Grade,
  );
  return { after: fromFsrsCard(card), elapsedDays: log.elapsed_days };
}

/**
 * Milliseconds until the card would come back after each rating made at `at` (Again, Hard, Good,
 * Easy): what the rating buttons show.
 */
export function previewIntervals(
  state: CardState,
  cardId: number,
  at: Date | number,
  desiredRetention: number,
): [number, number, number, number] {
  const now = instant(at);
  const preview = schedulerFor(desiredRetention).repeat(toFsrsCard(state, cardId), now);
  return ([1, 2, 3, 4] as const).map((grade) => preview[grade].card.due.getTime() - now.getTime()) as [
    number,
    number,
    number,
    number,
  ];
}
