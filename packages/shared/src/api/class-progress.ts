import * as z from 'zod/mini';
import { timeZoneSchema } from './review';

// The class's progress, for the teacher's console (ADR 032). Admin only. Days count in the time
// zone the teacher's browser sends (`tz`), like a learner's own progress.

/** How many weeks the activity chart covers, ending today. */
export const CLASS_ACTIVITY_WEEKS = 12;
/** The "recent" window: reviews, retention and missed words count over this many days, ending today. */
export const CLASS_RECENT_DAYS = 30;
/** The short window of the reviews figure. */
export const CLASS_WEEK_DAYS = 7;
/** A review card is mature when the interval it was scheduled for before the rating is at least this. */
export const MATURE_INTERVAL_DAYS = 21;
/** How many of the most-missed words the page lists. */
export const MOST_MISSED_WORDS_LIMIT = 20;

// GET /api/admin/progress?tz= and GET /api/admin/progress.csv?tz=
export const classProgressQuerySchema = z.object({ tz: timeZoneSchema });

const count = z.number().check(z.int(), z.nonnegative());
/** A share between 0 and 1, or null when there is nothing to count. */
const share = z.nullable(z.number().check(z.gte(0), z.lte(1)));

const learnerProgressSchema = z.object({
  id: z.number().check(z.int()),
  username: z.string(),
  isAdmin: z.boolean(),
  /** A deactivated account: it cannot sign in, its figures stay. */
  deactivated: z.boolean(),
  /** The last signed-in request (UTC, ISO 8601), or null when none was recorded. */
  lastActiveAt: z.nullable(z.string()),
  /** Lessons finished, each lesson once. */
  lessonsFinished: count,
  /** Ratings in the last 7 days (today included). */
  reviews7: count,
  /** Ratings in the last 30 days (today included). */
  reviews30: count,
  /** Ratings of mature review cards in the last 30 days: what retention is counted over. */
  matureReviews30: count,
  /** Share of those rated Good or Easy; null when there were none. */
  retention: share,
  /** Pronoun-quiz answers, ever. */
  pronounAnswers: count,
  /** Share of them that were right; null when there were none. */
  pronounAccuracy: share,
  wordlePlayed: count,
  wordleWon: count,
});
export type LearnerProgress = z.infer<typeof learnerProgressSchema>;

const mostMissedWordSchema = z.object({
  lexId: z.number().check(z.int()),
  lex: z.string(),
  gloss: z.string(),
  /** Again ratings of the word's cards, plus times it was added to a deck after an exercise missed it. */
  misses: count,
  /** How many learners missed it. */
  learners: count,
});
export type MostMissedWord = z.infer<typeof mostMissedWordSchema>;

const classActivityDaySchema = z.object({
  day: z.string(),
  reviews: count,
  lessons: count,
  wordle: count,
  pronouns: count,
});
export type ClassActivityDay = z.infer<typeof classActivityDaySchema>;

export const classProgressResponseSchema = z.object({
  /** Today in the time zone asked for, 'YYYY-MM-DD'. */
  today: z.string(),
  /** Every account, by username. */
  learners: z.array(learnerProgressSchema),
  /** The words missed most in the last 30 days, most first (at most 20). */
  mostMissedWords: z.array(mostMissedWordSchema),
  /** The last 12 weeks, oldest first, ending today. */
  activity: z.array(classActivityDaySchema),
});
export type ClassProgress = z.infer<typeof classProgressResponseSchema>;
