import type { CardState, DeckCard, DeckSource, ReviewSettings } from '@langapp/shared';
import type { Db } from '../../db/database';
import { preferredTakeOrder } from '../speakers/preferred-take';

export interface CardRow extends CardState {
  id: number;
  user_id: number;
  kind: 'word' | 'sentence';
  item_id: string;
  direction: 'listen' | 'recall';
}

/** A card with what the review page shows of its item. */
export interface QueueRow extends CardRow {
  /** The word or the sentence. */
  text: string;
  /** The gloss or the translation. */
  meaning: string;
  pos: string;
  /** The take to play, as 'filename/speaker'; null without a recording. */
  take: string | null;
  /** When the card joined the deck (UTC milliseconds). */
  added_at: number;
}

/** A rating in the log: what replaying and taking back a rating read. */
export interface LogRow {
  id: number;
  card_id: number;
  rating: number;
  reviewed_at: number;
  /** The card before the rating, whole (JSON of its state). */
  card_before: string;
}

export interface ReviewLogEntry {
  userId: number;
  cardId: number;
  rating: number;
  reviewedAt: number;
  localDay: string;
  elapsedDays: number;
  before: CardState;
  after: CardState;
}

const STATE_COLUMNS = [
  'due',
  'stability',
  'difficulty',
  'elapsed_days',
  'scheduled_days',
  'learning_steps',
  'reps',
  'lapses',
  'state',
  'last_review',
] as const;

/** A card's FSRS columns alone (what undo restores). */
export function stateOf(row: CardState): CardState {
  const state = {} as Record<(typeof STATE_COLUMNS)[number], number | null>;
  for (const column of STATE_COLUMNS) state[column] = row[column];
  return state as unknown as CardState;
}

/**
 * Whom a card shows its item to: its learner, as the visibility rule knows them (ADR 058). A card
 * whose item the learner may not see (any more) is left out of every read of the deck, and comes
 * back as it was when the item is shown again.
 */
const CARD_VIEWER =
  "(SELECT CASE WHEN u.is_admin = 1 THEN 'teacher' ELSE 'learner' END FROM users u WHERE u.id = @userId)";
const LEX_SEEN = `may_see(${CARD_VIEWER}, l.visibility)`;
const SENT_SEEN = `may_see(${CARD_VIEWER}, s.visibility)`;
const AUDIO_HEARD = `may_hear(${CARD_VIEWER}, @now, a.visibility, a.item_visibility, a.held_until)`;

/**
 * Cards whose item still exists, with the item's text, meaning and the recording to play: the
 * learner's preferred speaker's newest playable take, else the newest (ADR 061), as
 * 'filename/speaker' (a file name has no slash).
 */
const CARD_WITH_ITEM = `
  SELECT c.id, c.user_id, c.kind, c.item_id, c.direction, c.added_at, ${STATE_COLUMNS.map((col) => `c.${col}`).join(', ')},
    COALESCE(l.lex, s.text) AS text,
    COALESCE(l.gloss, s.trans) AS meaning,
    COALESCE(l.pos, '') AS pos,
    CASE c.kind
      WHEN 'word' THEN (SELECT a.filename || '/' || a.speaker FROM playable_word_audio a WHERE a.lex_id = l.id AND ${AUDIO_HEARD}
                        ORDER BY ${preferredTakeOrder('a', 'c.user_id')} LIMIT 1)
      ELSE (SELECT a.filename || '/' || a.speaker FROM playable_sent_audio a WHERE a.sent_id = s.id AND ${AUDIO_HEARD}
            ORDER BY ${preferredTakeOrder('a', 'c.user_id')} LIMIT 1)
    END AS take
  FROM review_cards c
  LEFT JOIN live_lexs l ON c.kind = 'word' AND l.id = CAST(c.item_id AS INTEGER) AND ${LEX_SEEN}
  LEFT JOIN sents s ON c.kind = 'sentence' AND s.id = c.item_id AND ${SENT_SEEN}`;
const LOG_COLUMNS = 'id, card_id, rating, reviewed_at, card_before';
const ITEM_EXISTS = '(l.id IS NOT NULL OR s.id IS NOT NULL)';
const CARDS_OF_ITEMS = `FROM review_cards c
  LEFT JOIN live_lexs l ON c.kind = 'word' AND l.id = CAST(c.item_id AS INTEGER) AND ${LEX_SEEN}
  LEFT JOIN sents s ON c.kind = 'sentence' AND s.id = c.item_id AND ${SENT_SEEN}
  WHERE c.user_id = @userId AND ${ITEM_EXISTS}`;

/** Which cards a part of the queue takes: (re)learning due by `until`, review due before `dayEnd`, new. */
const LEARNING = 'c.state IN (1, 3) AND c.due <= @until';
const REVIEW = 'c.state = 2 AND c.due < @dayEnd';
const NEW = 'c.state = 0';

/** The columns of a rating that follow from the card before it and the rule. */
const ratingColumns = (rated: Pick<ReviewLogEntry, 'before' | 'after' | 'elapsedDays'>) => ({
  elapsedDays: rated.elapsedDays,
  stateBefore: rated.before.state,
  stateAfter: rated.after.state,
  stabilityAfter: rated.after.stability,
  difficultyAfter: rated.after.difficulty,
  scheduledDays: rated.after.scheduled_days,
  dueAfter: rated.after.due,
  cardBefore: JSON.stringify(stateOf(rated.before)),
});

export function createReviewRepo(db: Db) {
  const queuePart = (where: string, order: string) =>
    db.prepare<{ userId: number; now: string; until?: number; dayEnd?: number; limit: number }, QueueRow>(
      `${CARD_WITH_ITEM} WHERE c.user_id = @userId AND ${ITEM_EXISTS} AND ${where} ORDER BY ${order} LIMIT @limit`,
    );
  const countPart = (where: string) =>
    db
      .prepare<{ userId: number; until?: number; dayEnd?: number }, number>(
        `SELECT COUNT(*) ${CARDS_OF_ITEMS} AND ${where}`,
      )
      .pluck();

  const s = {
    learning: queuePart(LEARNING, 'c.due, c.id'),
    review: queuePart(REVIEW, 'c.due, c.id'),
    fresh: queuePart(NEW, 'c.added_at, c.id'),
    // The whole deck, in the order the cards joined it (a download for the device, ADR 064).
    all: db.prepare<{ userId: number; now: string }, QueueRow>(
      `${CARD_WITH_ITEM} WHERE c.user_id = @userId AND ${ITEM_EXISTS} ORDER BY c.added_at, c.id`,
    ),
    countLearning: countPart(LEARNING),
    countReview: countPart(REVIEW),
    countNew: countPart(NEW),
    nextLearning: db
      .prepare<{ userId: number; after: number }, number | null>(
        `SELECT MIN(c.due) ${CARDS_OF_ITEMS} AND c.state IN (1, 3) AND c.due > @after`,
      )
      .pluck(),
    nextReview: db
      .prepare<{ userId: number; after: number }, number | null>(
        `SELECT MIN(c.due) ${CARDS_OF_ITEMS} AND c.state = 2 AND c.due >= @after`,
      )
      .pluck(),
    // A card of the learner's whose item they may see (a card of a hidden or deleted item is out of the deck).
    cardSeen: db.prepare<{ userId: number; cardId: number }, CardRow>(
      `SELECT c.id, c.user_id, c.kind, c.item_id, c.direction, ${STATE_COLUMNS.map((col) => `c.${col}`).join(', ')}
       ${CARDS_OF_ITEMS} AND c.id = @cardId`,
    ),
    saveState: db.prepare(
      `UPDATE review_cards SET ${STATE_COLUMNS.map((col) => `${col} = @${col}`).join(', ')} WHERE id = @id`,
    ),
    addCard: db.prepare(
      `INSERT INTO review_cards (user_id, kind, item_id, direction, source, added_at, due)
       VALUES (@userId, @kind, @itemId, @direction, @source, @at, @at)
       ON CONFLICT (user_id, kind, item_id, direction) DO NOTHING`,
    ),
    log: db.prepare(
      `INSERT INTO review_log (user_id, card_id, rating, reviewed_at, local_day, elapsed_days, state_before,
         state_after, stability_after, difficulty_after, scheduled_days, due_after, card_before)
       VALUES (@userId, @cardId, @rating, @reviewedAt, @localDay, @elapsedDays, @stateBefore, @stateAfter,
         @stabilityAfter, @difficultyAfter, @scheduledDays, @dueAfter, @cardBefore)`,
    ),
    lastLog: db.prepare<[number], LogRow>(
      `SELECT ${LOG_COLUMNS} FROM review_log WHERE user_id = ? ORDER BY id DESC LIMIT 1`,
    ),
    logOf: db.prepare<[number, number], LogRow>(
      `SELECT ${LOG_COLUMNS} FROM review_log WHERE user_id = ? AND id = ?`,
    ),
    // A card's ratings after (reviewed_at, id), in time order (the log's order among equal instants).
    logsAfter: db.prepare<{ cardId: number; at: number; id: number }, LogRow>(
      `SELECT ${LOG_COLUMNS} FROM review_log
       WHERE card_id = @cardId AND (reviewed_at > @at OR (reviewed_at = @at AND id > @id))
       ORDER BY reviewed_at, id`,
    ),
    rewriteLog: db.prepare(
      `UPDATE review_log SET elapsed_days = @elapsedDays, state_before = @stateBefore, state_after = @stateAfter,
         stability_after = @stabilityAfter, difficulty_after = @difficultyAfter, scheduled_days = @scheduledDays,
         due_after = @dueAfter, card_before = @cardBefore
       WHERE id = @id`,
    ),
    hasLog: db
      .prepare<[number], number>('SELECT EXISTS (SELECT 1 FROM review_log WHERE user_id = ?)')
      .pluck(),
    deleteLog: db.prepare('DELETE FROM review_log WHERE id = ?'),
    reviewsOn: db
      .prepare<[number, string], number>(
        'SELECT COUNT(*) FROM review_log WHERE user_id = ? AND local_day = ?',
      )
      .pluck(),
    newStartedOn: db
      .prepare<[number, string], number>(
        'SELECT COUNT(*) FROM review_log WHERE user_id = ? AND local_day = ? AND state_before = 0',
      )
      .pluck(),
    // The deck's items the learner may see, in the order they joined it.
    deckWords: db
      .prepare<{ userId: number }, string>(
        `SELECT c.item_id ${CARDS_OF_ITEMS} AND c.kind = 'word' GROUP BY c.item_id ORDER BY MIN(c.added_at), MIN(c.id)`,
      )
      .pluck(),
    deckSentences: db
      .prepare<{ userId: number }, string>(
        `SELECT c.item_id ${CARDS_OF_ITEMS} AND c.kind = 'sentence' GROUP BY c.item_id ORDER BY MIN(c.added_at), MIN(c.id)`,
      )
      .pluck(),
    settings: db.prepare<[number], { desired_retention: number; new_per_day: number; daily_goal: number }>(
      'SELECT desired_retention, new_per_day, daily_goal FROM review_settings WHERE user_id = ?',
    ),
    saveSettings: db.prepare(
      `INSERT INTO review_settings (user_id, desired_retention, new_per_day, daily_goal, updated_at)
       VALUES (@userId, @desiredRetention, @newPerDay, @dailyGoal, @at)
       ON CONFLICT (user_id) DO UPDATE SET desired_retention = excluded.desired_retention,
         new_per_day = excluded.new_per_day, daily_goal = excluded.daily_goal, updated_at = excluded.updated_at`,
    ),
    // An item joins a deck only when its learner may see it.
    lexById: db.prepare<{ id: number; userId: number }, { id: number }>(
      `SELECT l.id FROM live_lexs l WHERE l.id = @id AND ${LEX_SEEN}`,
    ),
    lexByWord: db.prepare<{ lex: string; userId: number }, { id: number; gloss: string }>(
      `SELECT l.id, l.gloss FROM live_lexs l WHERE fold_word(l.lex) = fold_word(@lex) AND ${LEX_SEEN} ORDER BY l.id`,
    ),
    sentExists: db
      .prepare<{ id: string; userId: number }, number>(
        `SELECT EXISTS (SELECT 1 FROM sents s WHERE s.id = @id AND ${SENT_SEEN})`,
      )
      .pluck(),
    // Progress.
    activeDays: db
      .prepare<[number, number], string>(
        `SELECT local_day FROM review_log WHERE user_id = ?
         UNION SELECT local_day FROM lesson_completions WHERE user_id = ?`,
      )
      .pluck(),
    reviewsPerDay: db.prepare<[number, string], { day: string; n: number }>(
      'SELECT local_day AS day, COUNT(*) AS n FROM review_log WHERE user_id = ? AND local_day >= ? GROUP BY local_day',
    ),
    lessonsPerDay: db.prepare<[number, string], { day: string; n: number }>(
      'SELECT local_day AS day, COUNT(*) AS n FROM lesson_completions WHERE user_id = ? AND local_day >= ? GROUP BY local_day',
    ),
    wordsKnown: db
      .prepare<{ userId: number; stability: number }, number>(
        `SELECT COUNT(*) FROM (SELECT c.item_id ${CARDS_OF_ITEMS} AND c.kind = 'word'
         GROUP BY c.item_id HAVING MIN(c.stability) > @stability)`,
      )
      .pluck(),
    wordsInDeck: db
      .prepare<{ userId: number }, number>(
        `SELECT COUNT(DISTINCT c.item_id) ${CARDS_OF_ITEMS} AND c.kind = 'word'`,
      )
      .pluck(),
    lessonsFinished: db
      .prepare<[number], number>('SELECT COUNT(*) FROM vocab_lesson_done WHERE user_id = ?')
      .pluck(),
    completeLesson: db.prepare(
      'INSERT INTO lesson_completions (user_id, lesson_id, completed_at, local_day) VALUES (?, ?, ?, ?)',
    ),
    // Wordle.
    wordleResults: db.prepare<[number], { game: string; guesses: number | null }>(
      'SELECT game, guesses FROM wordle_results WHERE user_id = ? ORDER BY game',
    ),
    addWordleResult: db.prepare(
      'INSERT INTO wordle_results (user_id, game, guesses, added_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
    ),
  };

  return {
    transaction: <T>(fn: () => T): T => db.transaction(fn)(),

    // `now` (ISO 8601): the time a speaker's hold is compared with, for the recordings the cards carry.
    learningDue: (userId: number, now: string, until: number, limit: number) =>
      s.learning.all({ userId, now, until, limit }),
    reviewDue: (userId: number, now: string, dayEnd: number, limit: number) =>
      s.review.all({ userId, now, dayEnd, limit }),
    newCards: (userId: number, now: string, limit: number) => s.fresh.all({ userId, now, limit }),
    /** Every card of the deck whose item the learner may see, with its item and take. */
    allCards: (userId: number, now: string) => s.all.all({ userId, now }),
    countLearning: (userId: number, until: number) => s.countLearning.get({ userId, until }) ?? 0,
    countReview: (userId: number, dayEnd: number) => s.countReview.get({ userId, dayEnd }) ?? 0,
    countNew: (userId: number) => s.countNew.get({ userId }) ?? 0,
    /** The first (re)learning card due after `after`. */
    nextLearningDue: (userId: number, after: number) => s.nextLearning.get({ userId, after }) ?? null,
    /** The first review card due at or after `after`. */
    nextReviewDue: (userId: number, after: number) => s.nextReview.get({ userId, after }) ?? null,

    /** A card of the learner's deck whose item they may see now. */
    cardSeen: (userId: number, cardId: number) => s.cardSeen.get({ userId, cardId }),
    saveState: (cardId: number, state: CardState) => s.saveState.run({ ...state, id: cardId }),
    /** Adds the cards the deck lacks; answers how many were added. */
    addCards: (userId: number, cards: readonly DeckCard[], source: DeckSource, at: number) => {
      let added = 0;
      for (const card of cards) {
        added += s.addCard.run({
          userId,
          kind: card.kind,
          itemId: card.itemId,
          direction: card.direction,
          source,
          at,
        }).changes;
      }
      return added;
    },
    /** Logs a rating; answers its id. */
    log: (entry: ReviewLogEntry) =>
      Number(
        s.log.run({
          userId: entry.userId,
          cardId: entry.cardId,
          rating: entry.rating,
          reviewedAt: entry.reviewedAt,
          localDay: entry.localDay,
          ...ratingColumns(entry),
        }).lastInsertRowid,
      ),
    /** A rating replayed: its card before and after, and the days since the card's previous review. */
    rewriteLog: (logId: number, rated: Pick<ReviewLogEntry, 'before' | 'after' | 'elapsedDays'>) =>
      s.rewriteLog.run({ id: logId, ...ratingColumns(rated) }),
    /** The learner's last rating (the last logged). */
    lastLog: (userId: number) => s.lastLog.get(userId),
    /** One of the learner's ratings. */
    logOf: (userId: number, logId: number) => s.logOf.get(userId, logId),
    /** The card's ratings after the instant `at` (and after log `id` at that very instant), oldest first. */
    logsAfter: (cardId: number, at: number, id: number) => s.logsAfter.all({ cardId, at, id }),
    hasLog: (userId: number) => s.hasLog.get(userId) === 1,
    deleteLog: (logId: number) => s.deleteLog.run(logId),
    reviewsOn: (userId: number, day: string) => s.reviewsOn.get(userId, day) ?? 0,
    newStartedOn: (userId: number, day: string) => s.newStartedOn.get(userId, day) ?? 0,
    deck: (userId: number) => ({
      words: s.deckWords.all({ userId }).map(Number),
      sentences: s.deckSentences.all({ userId }),
    }),

    settings: (userId: number) => {
      const row = s.settings.get(userId);
      return row
        ? { desiredRetention: row.desired_retention, newPerDay: row.new_per_day, dailyGoal: row.daily_goal }
        : undefined;
    },
    saveSettings: (userId: number, settings: ReviewSettings, at: number) =>
      s.saveSettings.run({ userId, ...settings, at }),

    /** Whether entry `id` is live and learner `userId` may see it. */
    lexExists: (userId: number, id: number) => s.lexById.get({ id, userId }) !== undefined,
    /** The live entries written as `lex` that learner `userId` may see. */
    lexesWritten: (userId: number, lex: string) => s.lexByWord.all({ lex, userId }),
    /** Whether sentence `id` exists and learner `userId` may see it. */
    sentExists: (userId: number, id: string) => s.sentExists.get({ id, userId }) === 1,

    activeDays: (userId: number) => s.activeDays.all(userId, userId),
    reviewsPerDay: (userId: number, from: string) => s.reviewsPerDay.all(userId, from),
    lessonsPerDay: (userId: number, from: string) => s.lessonsPerDay.all(userId, from),
    wordsKnown: (userId: number, stabilityDays: number) =>
      s.wordsKnown.get({ userId, stability: stabilityDays }) ?? 0,
    wordsInDeck: (userId: number) => s.wordsInDeck.get({ userId }) ?? 0,
    lessonsFinished: (userId: number) => s.lessonsFinished.get(userId) ?? 0,
    completeLesson: (userId: number, lessonId: string, at: number, localDay: string) =>
      s.completeLesson.run(userId, lessonId, at, localDay),

    wordleResults: (userId: number) => {
      const results: Record<string, number | null> = {};
      for (const row of s.wordleResults.all(userId)) results[row.game] = row.guesses;
      return results;
    },
    addWordleResults: (userId: number, results: Record<string, number | null>, at: number) => {
      for (const [game, guesses] of Object.entries(results)) s.addWordleResult.run(userId, game, guesses, at);
    },
  };
}
