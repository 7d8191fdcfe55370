import { DateTime } from 'luxon';
import { fsrs, StrategyMode } from 'ts-fsrs';
import type { AbstractScheduler, Card, FSRS, Grade } from 'ts-fsrs';
import {
  ACTIVITY_WEEKS,
  computeStats,
  cardsOf,
  daysEndingOn,
  lessonItems,
  localDay,
  normalizeWord,
  readLessonSteps,
  REVIEW_SETTING_LIMITS,
  streakOf,
  todayInWordleZone,
} from '@langapp/shared';
import type {
  AddReviewItemRequest,
  DeckSource,
  Progress,
  ReviewCard,
  ReviewCounts,
  ReviewItem,
  ReviewQueue,
  ReviewRating,
  ReviewSettings,
  ReviewSummary,
} from '@langapp/shared';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import { stateOf } from './review.repo';
import type { CardState, QueueRow, ReviewRepo } from './review.repo';

/** How many cards a queue answer carries (the page shows one at a time and asks again as it goes). */
const QUEUE_LENGTH = 20;
/**
 * With nothing else left, a (re)learning card due within this time is shown now rather than making
 * the learner wait a few minutes for it (Anki's "learn ahead limit", 20 minutes by default).
 */
const LEARN_AHEAD_MS = 20 * 60 * 1000;
/** A word is known when every card of it is remembered for more than this many days (FSRS stability). */
const KNOWN_STABILITY_DAYS = 21;

const STATE_NAMES = ['new', 'learning', 'review', 'relearning'] as const;
const DEFAULT_SETTINGS: ReviewSettings = {
  desiredRetention: REVIEW_SETTING_LIMITS.desiredRetention.default,
  newPerDay: REVIEW_SETTING_LIMITS.newPerDay.default,
  dailyGoal: REVIEW_SETTING_LIMITS.dailyGoal.default,
};

const noRatingToUndo = () => new ConflictError('There is no rating to undo.');
const noSuchCard = () => new NotFoundError('No such card in your review deck.');

/** A stored card as ts-fsrs takes it, with its id for the fuzz seed (`cardSeed`). */
function toFsrsCard(row: CardState, cardId: number): Card & { card_id: number } {
  return {
    card_id: cardId,
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    last_review: row.last_review === null ? undefined : new Date(row.last_review),
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
 * learner looks at the answer first. Anki seeds its fuzz the same way (card id and reps).
 */
function cardSeed(this: AbstractScheduler): string {
  const { reps, difficulty, stability } = this.current;
  return `${String(Reflect.get(this.current, 'card_id'))}_${reps}_${difficulty * stability}`;
}

/**
 * The scheduler for a desired retention: FSRS-6 with ts-fsrs's default parameters, fuzz on (as
 * Anki: cards learned together do not all come back on the same day), seeded by `cardSeed`. One
 * per retention, kept.
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

/** A card's take as the repo reads it ('filename/speaker', a file name has no slash), or null. */
function splitTake(take: string | null): { filename: string; speaker: string } | null {
  if (take === null) return null;
  const slash = take.indexOf('/');
  return { filename: take.slice(0, slash), speaker: take.slice(slash + 1) };
}

/**
 * A learner's review deck, scheduled with FSRS. Instants come from the server's clock; "today" is
 * the learner's calendar day in the time zone their browser sends (`tz`).
 */
export function createReviewService(repo: ReviewRepo, clock: Clock) {
  const settingsOf = (userId: number): ReviewSettings => repo.settings(userId) ?? DEFAULT_SETTINGS;

  /** The instant the learner's day ends (their next midnight), in UTC milliseconds. */
  const dayEndOf = (now: Date, tz: string) =>
    DateTime.fromJSDate(now, { zone: tz }).startOf('day').plus({ days: 1 }).toMillis();
  /** The instant the learner's day of `instant` starts. */
  const dayStartOf = (instant: number, tz: string) =>
    DateTime.fromMillis(instant, { zone: tz }).startOf('day').toMillis();

  /** The file and speaker of a card's take ('filename/speaker', the file name having no slash). */
  function takeOf(take: string | null): { audio: string | null; audio_speaker?: string } {
    const split = splitTake(take);
    return split ? { audio: split.filename, audio_speaker: split.speaker } : { audio: null };
  }

  function cardOf(row: QueueRow, scheduler: FSRS, now: Date): ReviewCard {
    const preview = scheduler.repeat(toFsrsCard(row, row.id), now);
    const intervals = ([1, 2, 3, 4] as const).map(
      (grade) => preview[grade].card.due.getTime() - now.getTime(),
    ) as [number, number, number, number];
    const common = {
      id: row.id,
      direction: row.direction,
      state: STATE_NAMES[row.state] ?? 'new',
      ...takeOf(row.take),
      intervals,
    };
    return row.kind === 'word'
      ? {
          ...common,
          kind: 'word',
          lexId: Number(row.item_id),
          lex: row.text,
          pos: row.pos,
          gloss: row.meaning,
        }
      : { ...common, kind: 'sentence', sentId: row.item_id, text: row.text, trans: row.meaning };
  }

  /** What waits now, and the first cards to show (learning first, then reviews, then new cards). */
  function queueOf(userId: number, tz: string, withCards: boolean) {
    const now = clock.now();
    const at = now.getTime();
    const today = localDay(now, tz);
    const dayEnd = dayEndOf(now, tz);
    const settings = settingsOf(userId);
    const newLeft = Math.max(0, settings.newPerDay - repo.newStartedOn(userId, today));
    const newInDeck = repo.countNew(userId);

    const counts: ReviewCounts = {
      learning: repo.countLearning(userId, at),
      review: repo.countReview(userId, dayEnd),
      new: Math.min(newLeft, newInDeck),
    };
    // Nothing else to do: a learning card due within minutes is shown now.
    let learningUntil = at;
    if (counts.learning + counts.review + counts.new === 0) {
      learningUntil = at + LEARN_AHEAD_MS;
      counts.learning = repo.countLearning(userId, learningUntil);
    }

    // When the next card not due yet will be: a learning card at its instant, a review card from the
    // start of its day, new cards held back by today's limit from the learner's next midnight.
    const nextReview = repo.nextReviewDue(userId, dayEnd);
    const waiting = [
      repo.nextLearningDue(userId, learningUntil),
      nextReview === null ? null : dayStartOf(nextReview, tz),
      newLeft === 0 && newInDeck > 0 ? dayEnd : null,
    ].filter((due): due is number => due !== null);
    const nextDue = waiting.length > 0 ? new Date(Math.min(...waiting)).toISOString() : null;

    let cards: ReviewCard[] = [];
    if (withCards) {
      const rows = [
        ...repo.learningDue(userId, now.toISOString(), learningUntil, QUEUE_LENGTH),
        ...repo.reviewDue(userId, now.toISOString(), dayEnd, QUEUE_LENGTH),
        ...repo.newCards(userId, now.toISOString(), Math.min(newLeft, QUEUE_LENGTH)),
      ].slice(0, QUEUE_LENGTH);
      const scheduler = schedulerFor(settings.desiredRetention);
      cards = rows.map((row) => cardOf(row, scheduler, now));
    }
    return { counts, nextDue, cards, today };
  }

  function queue(userId: number, tz: string): ReviewQueue {
    const { counts, nextDue, cards, today } = queueOf(userId, tz, true);
    return {
      counts,
      nextDue,
      cards,
      reviewedToday: repo.reviewsOn(userId, today),
      canUndo: repo.hasLog(userId),
    };
  }

  /** Adds items to the deck (each in its directions, none twice); answers how many cards were added. */
  function addItems(userId: number, items: readonly ReviewItem[], source: DeckSource): number {
    return repo.addCards(userId, cardsOf(items), source, clock.now().getTime());
  }

  return {
    settings: settingsOf,

    saveSettings(userId: number, settings: ReviewSettings): ReviewSettings {
      repo.saveSettings(userId, settings, clock.now().getTime());
      return settingsOf(userId);
    },

    summary(userId: number, tz: string): ReviewSummary {
      const { counts, nextDue } = queueOf(userId, tz, false);
      return { counts, nextDue };
    },

    queue,

    /** Rates a card of the learner's deck; answers the queue after it. */
    rate(userId: number, cardId: number, rating: ReviewRating, tz: string): ReviewQueue {
      repo.transaction(() => {
        const row = repo.card(userId, cardId);
        if (!row) throw noSuchCard();
        const now = clock.now();
        const { card, log } = schedulerFor(settingsOf(userId).desiredRetention).next(
          toFsrsCard(row, cardId),
          now,
          rating as Grade,
        );
        const after = fromFsrsCard(card);
        repo.saveState(cardId, after);
        repo.log({
          userId,
          cardId,
          rating,
          reviewedAt: now.getTime(),
          localDay: localDay(now, tz),
          elapsedDays: log.elapsed_days,
          before: stateOf(row),
          after,
        });
      });
      return queue(userId, tz);
    },

    /** Puts the card of the learner's last rating back exactly as it was, and forgets the rating. */
    undo(userId: number, tz: string): ReviewQueue {
      repo.transaction(() => {
        const last = repo.lastLog(userId);
        if (!last) throw noRatingToUndo();
        repo.saveState(last.card_id, JSON.parse(last.card_before) as CardState);
        repo.deleteLog(last.id);
      });
      return queue(userId, tz);
    },

    /** A learner's "Add to my review", or a word they missed: the word or sentence in each direction. */
    addItem(userId: number, request: AddReviewItemRequest): number {
      if (request.kind === 'sentence') {
        if (!repo.sentExists(userId, request.sentId)) throw new NotFoundError('No such sentence.');
        return addItems(userId, [{ kind: 'sentence', sentId: request.sentId }], request.source);
      }
      let lexId = request.lexId;
      if (lexId !== undefined) {
        if (!repo.lexExists(userId, lexId)) throw new NotFoundError('No such word in the lexicon.');
      } else {
        // By its written form; among homographs, the one with this gloss, else the first.
        const entries = repo.lexesWritten(userId, normalizeWord(request.lex ?? ''));
        const gloss = request.gloss?.trim().toLowerCase();
        lexId = (entries.find((e) => gloss && e.gloss.trim().toLowerCase() === gloss) ?? entries[0])?.id;
        if (lexId === undefined) throw new NotFoundError('No such word in the lexicon.');
      }
      return addItems(userId, [{ kind: 'word', lexId }], request.source);
    },

    deck: (userId: number) => repo.deck(userId),

    /**
     * What a device needs to run the review without a connection (ADR 064): every card of the deck
     * whose item the learner may see, with its stored FSRS state, its item and the take to play;
     * the settings; and, for the learner's today in `tz`, the new cards started and the ratings
     * made: the inputs of `queue`.
     */
    wholeDeck(userId: number, tz: string) {
      const now = clock.now();
      const day = localDay(now, tz);
      return {
        settings: settingsOf(userId),
        today: { day, newStarted: repo.newStartedOn(userId, day), reviewed: repo.reviewsOn(userId, day) },
        cards: repo.allCards(userId, now.toISOString()).map((row) => ({ ...row, take: splitTake(row.take) })),
      };
    },

    /**
     * A finished lesson: its words and sentences join the deck (those that still exist), and the
     * learner's day counts for the streak. `tz` absent: the day in UTC.
     */
    lessonFinished(userId: number, lesson: { id: string; data: string }, tz: string | undefined): void {
      const read = readLessonSteps(lesson.data);
      const items = read.ok
        ? lessonItems(read.steps).filter((item) =>
            item.kind === 'word' ? repo.lexExists(userId, item.lexId) : repo.sentExists(userId, item.sentId),
          )
        : [];
      const now = clock.now();
      repo.transaction(() => {
        addItems(userId, items, 'lesson');
        repo.completeLesson(userId, lesson.id, now.getTime(), localDay(now, tz ?? 'UTC'));
      });
    },

    progress(userId: number, tz: string): Progress {
      const { counts, today } = queueOf(userId, tz, false);
      const days = daysEndingOn(today, ACTIVITY_WEEKS * 7);
      const from = days[0] ?? today;
      const reviews = new Map(repo.reviewsPerDay(userId, from).map((r) => [r.day, r.n]));
      const lessons = new Map(repo.lessonsPerDay(userId, from).map((r) => [r.day, r.n]));
      return {
        today,
        streak: streakOf(
          repo.activeDays(userId).filter((day) => day <= today),
          today,
        ),
        goal: { target: settingsOf(userId).dailyGoal, done: reviews.get(today) ?? 0 },
        wordsKnown: repo.wordsKnown(userId, KNOWN_STABILITY_DAYS),
        wordsInDeck: repo.wordsInDeck(userId),
        lessonsFinished: repo.lessonsFinished(userId),
        activity: days.map((day) => ({
          day,
          reviews: reviews.get(day) ?? 0,
          lessons: lessons.get(day) ?? 0,
        })),
        counts,
        wordle: computeStats(repo.wordleResults(userId), todayInWordleZone(clock.now())),
      };
    },

    wordleResults: (userId: number) => repo.wordleResults(userId),

    /** Adds the games the account does not have yet (a game's first result stands); answers them all. */
    addWordleResults(userId: number, results: Record<string, number | null>) {
      repo.transaction(() => repo.addWordleResults(userId, results, clock.now().getTime()));
      return repo.wordleResults(userId);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
