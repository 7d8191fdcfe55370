import type { Db } from '../../db/database';
import { headwordOrder } from '../../db/headword-order';

/** Activity is counted in UTC quarter-hours: every time zone's offset is a whole number of them. */
export const QUARTER_HOUR_MS = 15 * 60 * 1000;

/**
 * Review cards a learner's deck gained because an exercise showed they missed the word (the
 * listening exercise, the matching game, the word of the day). The other sources are a finished
 * lesson or the learner's own choice.
 */
const MISSED_SOURCES = ['listening', 'matching', 'wotd'] as const;

export interface AccountRow {
  id: number;
  username: string;
  is_admin: number;
  deactivated_at: string | null;
  last_active_at: string | null;
}

export interface ReviewCountsRow {
  user_id: number;
  reviews_short: number;
  reviews_recent: number;
  mature: number | null;
  mature_remembered: number | null;
}

export interface MostMissedRow {
  lex_id: number;
  lex: string;
  gloss: string;
  misses: number;
  learners: number;
}

/** How many events fell in one UTC quarter-hour (`quarter` * QUARTER_HOUR_MS is its start). */
export interface QuarterCount {
  quarter: number;
  n: number;
}

/** A Wordle game day ('YYYY-MM-DD', the Los Angeles day the game belongs to) and its games. */
export interface GameDayCount {
  day: string;
  n: number;
}

interface Window {
  /** Inclusive start, UTC milliseconds. */
  from: number;
  /** Exclusive end, UTC milliseconds. */
  end: number;
}

/**
 * The class's figures, read across every account: SQL only, each statement prepared once. Instants
 * are UTC milliseconds; turning them into the teacher's days is the service's work.
 */
export function createClassProgressRepo(db: Db) {
  const missedSources = MISSED_SOURCES.map((source) => `'${source}'`).join(', ');
  const s = {
    accounts: db.prepare<[], AccountRow>(
      'SELECT id, username, is_admin, deactivated_at, last_active_at FROM users ORDER BY username, id',
    ),
    // vocab_lesson_done holds one row per learner and lesson (lesson_completions has every repeat):
    // "lessons finished" counts each lesson once, as the learner's own progress page does.
    lessonsFinished: db.prepare<[], { user_id: number; n: number }>(
      'SELECT user_id, COUNT(*) AS n FROM vocab_lesson_done GROUP BY user_id',
    ),
    // A mature card: in Review state before the rating, scheduled for 21 days or more (the
    // interval the rating answered, from the card as it was: review_log.card_before).
    reviewCounts: db.prepare<
      { shortFrom: number; from: number; end: number; matureDays: number },
      ReviewCountsRow
    >(
      `SELECT user_id,
         SUM(reviewed_at >= @shortFrom) AS reviews_short,
         COUNT(*) AS reviews_recent,
         SUM(mature) AS mature,
         SUM(mature AND rating >= 3) AS mature_remembered
       FROM (SELECT user_id, reviewed_at, rating,
               (state_before = 2 AND json_extract(card_before, '$.scheduled_days') >= @matureDays) AS mature
             FROM review_log WHERE reviewed_at >= @from AND reviewed_at < @end)
       GROUP BY user_id`,
    ),
    pronouns: db.prepare<[], { user_id: number; answers: number; correct: number }>(
      `SELECT q.user_id, COUNT(*) AS answers, SUM(a.correct) AS correct
       FROM pronoun_answers a JOIN pronoun_quizzes q ON q.id = a.quiz_id GROUP BY q.user_id`,
    ),
    wordle: db.prepare<[], { user_id: number; played: number; won: number }>(
      'SELECT user_id, COUNT(*) AS played, COUNT(guesses) AS won FROM wordle_results GROUP BY user_id',
    ),
    // A miss: an Again rating of a word card, or a word an exercise added to the deck because the
    // learner missed it (once per learner and word: the deck never gains a card twice).
    mostMissed: db.prepare<Window & { limit: number }, MostMissedRow>(
      `WITH misses AS (
         SELECT r.user_id, c.item_id FROM review_log r JOIN review_cards c ON c.id = r.card_id
         WHERE c.kind = 'word' AND r.rating = 1 AND r.reviewed_at >= @from AND r.reviewed_at < @end
         UNION ALL
         SELECT user_id, item_id FROM review_cards
         WHERE kind = 'word' AND source IN (${missedSources}) AND added_at >= @from AND added_at < @end
         GROUP BY user_id, item_id
       )
       SELECT l.id AS lex_id, l.lex, l.gloss, COUNT(*) AS misses, COUNT(DISTINCT m.user_id) AS learners
       FROM misses m JOIN live_lexs l ON l.id = CAST(m.item_id AS INTEGER)
       GROUP BY l.id
       ORDER BY misses DESC, learners DESC, ${headwordOrder('l.lex')}, l.lex, l.id
       LIMIT @limit`,
    ),
    reviewsPerQuarter: db.prepare<Window & { q: number }, QuarterCount>(
      `SELECT reviewed_at / @q AS quarter, COUNT(*) AS n FROM review_log
       WHERE reviewed_at >= @from AND reviewed_at < @end GROUP BY quarter`,
    ),
    lessonsPerQuarter: db.prepare<Window & { q: number }, QuarterCount>(
      `SELECT completed_at / @q AS quarter, COUNT(*) AS n FROM lesson_completions
       WHERE completed_at >= @from AND completed_at < @end GROUP BY quarter`,
    ),
    // answered_at is an ISO 8601 instant (text).
    pronounsPerQuarter: db.prepare<Window & { q: number }, QuarterCount>(
      `SELECT at / @q AS quarter, COUNT(*) AS n
       FROM (SELECT CAST(strftime('%s', answered_at) AS INTEGER) * 1000 AS at FROM pronoun_answers)
       WHERE at >= @from AND at < @end GROUP BY quarter`,
    ),
    wordlePerDay: db.prepare<{ first: string; last: string }, GameDayCount>(
      `SELECT game AS day, COUNT(*) AS n FROM wordle_results
       WHERE game >= @first AND game <= @last GROUP BY game`,
    ),
  };

  const perUser = <R extends { user_id: number }>(rows: R[]) =>
    new Map(rows.map((row) => [row.user_id, row]));

  return {
    /** Every account, by username. */
    accounts: () => s.accounts.all(),
    /** Lessons finished per account (each lesson once). */
    lessonsFinished: () => new Map(s.lessonsFinished.all().map((row) => [row.user_id, row.n])),
    /** Ratings per account since `shortFrom` and since `from`, and those of mature cards since `from`. */
    reviewCounts: (window: Window & { shortFrom: number; matureDays: number }) =>
      perUser(s.reviewCounts.all(window)),
    /** Pronoun-quiz answers and right answers per account, ever. */
    pronounCounts: () => perUser(s.pronouns.all()),
    /** Wordle games played and won per account, ever. */
    wordleCounts: () => perUser(s.wordle.all()),
    /** The most-missed words of the window, most first. */
    mostMissed: (window: Window, limit: number) => s.mostMissed.all({ ...window, limit }),
    reviewsPerQuarter: (window: Window) => s.reviewsPerQuarter.all({ ...window, q: QUARTER_HOUR_MS }),
    lessonsPerQuarter: (window: Window) => s.lessonsPerQuarter.all({ ...window, q: QUARTER_HOUR_MS }),
    pronounsPerQuarter: (window: Window) => s.pronounsPerQuarter.all({ ...window, q: QUARTER_HOUR_MS }),
    /** Wordle games per game day, from `first` to `last` (inclusive). */
    wordlePerDay: (first: string, last: string) => s.wordlePerDay.all({ first, last }),
  };
}
