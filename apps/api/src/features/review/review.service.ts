import {
  ACTIVITY_WEEKS,
  computeStats,
  cardsOf,
  daysEndingOn,
  learningUntil,
  lessonItems,
  localDay,
  newCardsLeft,
  nextDueOf,
  normalizeWord,
  previewIntervals,
  queueDay,
  QUEUE_LENGTH,
  rateCard,
  readLessonSteps,
  REVIEW_SETTING_LIMITS,
  streakOf,
  todayInWordleZone,
} from '@langapp/shared';
import type {
  AddReviewItemRequest,
  CardState,
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
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import type { ServiceDeps } from '../../service-deps';
import { stateOf } from './review.repo';
import type { LogRow, QueueRow } from './review.repo';

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
export function createReviewService({ repos, clock }: ServiceDeps) {
  const repo = repos.review;
  const settingsOf = (userId: number): ReviewSettings => repo.settings(userId) ?? DEFAULT_SETTINGS;

  /** The file and speaker of a card's take ('filename/speaker', the file name having no slash). */
  function takeOf(take: string | null): { audio: string | null; audio_speaker?: string } {
    const split = splitTake(take);
    return split ? { audio: split.filename, audio_speaker: split.speaker } : { audio: null };
  }

  function cardOf(row: QueueRow, desiredRetention: number, now: Date): ReviewCard {
    const common = {
      id: row.id,
      direction: row.direction,
      state: STATE_NAMES[row.state] ?? 'new',
      ...takeOf(row.take),
      intervals: previewIntervals(stateOf(row), row.id, now, desiredRetention),
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

  /**
   * What waits now, and the first cards to show (learning first, then reviews, then new cards): the
   * shared queue's rules (packages/shared/src/review/review-queue.ts) over the database's parts.
   */
  function queueOf(userId: number, tz: string, withCards: boolean) {
    const now = clock.now();
    const at = now.getTime();
    const { today, dayEnd } = queueDay(at, tz);
    const settings = settingsOf(userId);
    const newLeft = newCardsLeft(settings, { newStartedToday: repo.newStartedOn(userId, today) });
    const newInDeck = repo.countNew(userId);

    const counts: ReviewCounts = {
      learning: repo.countLearning(userId, at),
      review: repo.countReview(userId, dayEnd),
      new: Math.min(newLeft, newInDeck),
    };
    // Nothing else to do: a learning card due within minutes is shown now.
    const until = learningUntil(at, counts.learning + counts.review + counts.new);
    if (until !== at) counts.learning = repo.countLearning(userId, until);

    const nextDue = nextDueOf(
      {
        nextLearning: repo.nextLearningDue(userId, until),
        nextReview: repo.nextReviewDue(userId, dayEnd),
        newLeft,
        newInDeck,
      },
      dayEnd,
      tz,
    );

    let cards: ReviewCard[] = [];
    if (withCards) {
      const rows = [
        ...repo.learningDue(userId, now.toISOString(), until, QUEUE_LENGTH),
        ...repo.reviewDue(userId, now.toISOString(), dayEnd, QUEUE_LENGTH),
        ...repo.newCards(userId, now.toISOString(), Math.min(newLeft, QUEUE_LENGTH)),
      ].slice(0, QUEUE_LENGTH);
      cards = rows.map((row) => cardOf(row, settings.desiredRetention, now));
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

  /** The card as it was before a rating (the log keeps it whole). */
  const storedBefore = (log: LogRow) => JSON.parse(log.card_before) as CardState;

  /**
   * Rates the card's ratings `logs` (in time order) again from `state`, with the shared rule and the
   * learner's retention now, rewriting each log's before and after; answers the card's state after
   * the last. Each rating keeps its instant and its day.
   */
  function replay(cardId: number, state: CardState, logs: readonly LogRow[], retention: number): CardState {
    let current = state;
    for (const log of logs) {
      const { after, elapsedDays } = rateCard(
        current,
        cardId,
        log.rating as ReviewRating,
        log.reviewed_at,
        retention,
      );
      repo.rewriteLog(log.id, { before: current, after, elapsedDays });
      current = after;
    }
    return current;
  }

  /**
   * Forgets a rating: the card goes back exactly to what it was before it, and its later ratings, if
   * any, are replayed from there.
   */
  function takeBack(userId: number, log: LogRow): void {
    const later = repo.logsAfter(log.card_id, log.reviewed_at, log.id);
    repo.deleteLog(log.id);
    const state =
      later.length === 0
        ? storedBefore(log)
        : replay(log.card_id, storedBefore(log), later, settingsOf(userId).desiredRetention);
    repo.saveState(log.card_id, state);
  }

  /** Adds items to the deck (each in its directions, none twice); answers how many cards were added. */
  function addItems(userId: number, items: readonly ReviewItem[], source: DeckSource, at: Date): number {
    return repo.addCards(userId, cardsOf(items), source, at.getTime());
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

    /**
     * Rates a card of the learner's deck at `now` (the clock's instant unless an operation's own), on the learner's day then; answers
     * the rating's id in the log. A rating older than the card's latest (made offline, or on
     * another device) takes its place in time: the card's later ratings are replayed after it, so
     * the card and its log are what they would be had every rating been made in time order.
     */
    rate(userId: number, cardId: number, rating: ReviewRating, tz: string, now: Date = clock.now()): number {
      return repo.transaction(() => {
        const row = repo.cardSeen(userId, cardId);
        if (!row) throw noSuchCard();
        const at = now.getTime();
        const later = repo.logsAfter(cardId, at, Number.MAX_SAFE_INTEGER);
        const before = later.length > 0 ? storedBefore(later[0]!) : stateOf(row);
        const retention = settingsOf(userId).desiredRetention;
        const { after, elapsedDays } = rateCard(before, cardId, rating, at, retention);
        const logId = repo.log({
          userId,
          cardId,
          rating,
          reviewedAt: at,
          localDay: localDay(at, tz),
          elapsedDays,
          before,
          after,
        });
        repo.saveState(cardId, replay(cardId, after, later, retention));
        return logId;
      });
    },

    /** Takes back the learner's last rating (the last one made); conflict when there is none. */
    undo(userId: number): void {
      repo.transaction(() => {
        const last = repo.lastLog(userId);
        if (!last) throw noRatingToUndo();
        takeBack(userId, last);
      });
    },

    /** Takes back one rating of the learner's, by its id in the log; conflict when it is not there. */
    undoRating(userId: number, logId: number): void {
      repo.transaction(() => {
        const log = repo.logOf(userId, logId);
        if (!log) throw noRatingToUndo();
        takeBack(userId, log);
      });
    },

    /** A learner's "Add to my review", or a word they missed: the word or sentence in each direction. */
    addItem(userId: number, request: AddReviewItemRequest, at: Date = clock.now()): number {
      if (request.kind === 'sentence') {
        if (!repo.sentExists(userId, request.sentId)) throw new NotFoundError('No such sentence.');
        return addItems(userId, [{ kind: 'sentence', sentId: request.sentId }], request.source, at);
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
      return addItems(userId, [{ kind: 'word', lexId }], request.source, at);
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
    lessonFinished(
      userId: number,
      lesson: { id: string; data: string },
      tz: string | undefined,
      now: Date = clock.now(),
    ): void {
      const read = readLessonSteps(lesson.data);
      const items = read.ok
        ? lessonItems(read.steps).filter((item) =>
            item.kind === 'word' ? repo.lexExists(userId, item.lexId) : repo.sentExists(userId, item.sentId),
          )
        : [];
      repo.transaction(() => {
        addItems(userId, items, 'lesson', now);
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
    addWordleResults(userId: number, results: Record<string, number | null>, at: Date = clock.now()) {
      repo.transaction(() => repo.addWordleResults(userId, results, at.getTime()));
      return repo.wordleResults(userId);
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
