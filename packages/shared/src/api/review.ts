import * as z from 'zod/mini';
import { DECK_SOURCES, REVIEW_DIRECTIONS } from '../review/deck-rules';
import { isValidTimeZone } from '../review/learner-days';
import { wordleResultSchema, wordleResultsSchema } from '../wordle/wordle-stats';
import { opIdSchema } from './common';
import { reviewCountsSchema, reviewSummarySchema } from './review-summary';

// The counts alone live in a module of their own: every page's menu reads them, so they come with
// the app's entry, and the rest of the review's calls need not (ADR 091).
export * from './review-summary';

// Spaced review (FSRS) and a learner's progress. Every call needs a session and reads or changes
// only the signed-in learner's own deck. Days count in the learner's time zone (`tz`, an IANA name
// the browser sends: a query parameter on reads, a body field on writes).

export const timeZoneSchema = z
  .string({ error: 'The time zone (tz) is required.' })
  .check(z.refine(isValidTimeZone, 'The time zone (tz) is not a known IANA time zone.'));

export const timeZoneQuerySchema = z.object({ tz: timeZoneSchema });

/** Again, Hard, Good, Easy, as ts-fsrs and Anki number them. */
export const REVIEW_RATINGS = [1, 2, 3, 4] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
export const RATING_NAMES: Record<ReviewRating, string> = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' };

const BAD_RATING = 'The rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).';
export const reviewRatingSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], {
  error: BAD_RATING,
});

/** A card's FSRS state by name, in ts-fsrs's order (0 new, 1 learning, 2 review, 3 relearning). */
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;

const cardCommon = {
  /** The card's id in the learner's deck. */
  id: z.number().check(z.int()),
  direction: z.enum(REVIEW_DIRECTIONS),
  state: z.enum(CARD_STATES),
  /**
   * The file name of the take to play (the learner's preferred speaker's newest playable take,
   * else the newest; ADR 061), or null when the item has no recording.
   */
  audio: z.nullable(z.string()),
  /** Whose voice `audio` is, for the speaker's notice; absent without a recording. */
  audio_speaker: z.optional(z.string()),
  /** Milliseconds until the card would come back after each rating: Again, Hard, Good, Easy. */
  intervals: z.tuple([z.number(), z.number(), z.number(), z.number()]),
};

const reviewCardSchema = z.discriminatedUnion('kind', [
  z.object({
    ...cardCommon,
    kind: z.literal('word'),
    lexId: z.number().check(z.int()),
    lex: z.string(),
    pos: z.string(),
    gloss: z.string(),
  }),
  z.object({
    ...cardCommon,
    kind: z.literal('sentence'),
    sentId: z.string(),
    text: z.string(),
    trans: z.string(),
  }),
]);
export type ReviewCard = z.infer<typeof reviewCardSchema>;


// GET /api/review/cards?tz=, and the answer of every rating and undo: the queue as it stands.
export const reviewQueueSchema = z.object({
  ...reviewSummarySchema.shape,
  /** The next cards in the order to show them (the first is the one to review now). */
  cards: z.array(reviewCardSchema),
  /** Ratings today (in the learner's time zone). */
  reviewedToday: z.number().check(z.int()),
  /** Whether there is a rating to undo. */
  canUndo: z.boolean(),
});
export type ReviewQueue = z.infer<typeof reviewQueueSchema>;

// POST /api/review/rate (JSON): rates the card; answers the queue after it. With `opId`, the
// device's id of this rating, a retried request rates once (the same record as POST /api/sync).
export const cardIdSchema = z
  .number({ error: 'The card id (cardId) must be a whole number.' })
  .check(z.int());
export const rateCardRequestSchema = z.object({
  cardId: cardIdSchema,
  rating: reviewRatingSchema,
  tz: timeZoneSchema,
  opId: z.optional(opIdSchema),
});

// POST /api/review/undo (JSON): puts back the card of the last rating as it was; answers the queue.
export const undoRatingRequestSchema = z.object({ tz: timeZoneSchema });

// POST /api/review/items (JSON): adds a word (by entry id, or by its written form and, to choose
// among homographs, its gloss) or a sentence to the deck, in each of its directions.
export const addReviewItemRequestSchema = z.union(
  [
    z
      .object({
        kind: z.literal('word'),
        lexId: z.optional(z.number().check(z.int(), z.positive())),
        lex: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
        gloss: z.optional(z.string().check(z.trim(), z.maxLength(500))),
        source: z.enum(DECK_SOURCES),
      })
      .check(
        z.refine((w) => w.lexId !== undefined || w.lex !== undefined, 'A word is named by lexId or by lex.'),
      ),
    z.object({
      kind: z.literal('sentence'),
      sentId: z.string().check(z.minLength(1), z.maxLength(200)),
      source: z.enum(DECK_SOURCES),
    }),
  ],
  {
    error:
      "An item is a word ({kind: 'word', lexId} or {kind: 'word', lex}) or a sentence ({kind: 'sentence', sentId}).",
  },
);
export type AddReviewItemRequest = z.input<typeof addReviewItemRequestSchema>;
export const addReviewItemResponseSchema = z.object({
  success: z.literal(true),
  /** Cards this call added (0 when the item was already in the deck). */
  added: z.number().check(z.int()),
});

// GET /api/review/deck: which words and sentences are in the deck (for "Add to my review").
export const reviewDeckResponseSchema = z.object({
  words: z.array(z.number().check(z.int())),
  sentences: z.array(z.string()),
});
export type ReviewDeck = z.infer<typeof reviewDeckResponseSchema>;

// GET /api/review/settings, POST /api/review/settings (JSON).
export const REVIEW_SETTING_LIMITS = {
  desiredRetention: { min: 0.8, max: 0.97, default: 0.9 },
  newPerDay: { min: 0, max: 100, default: 10 },
  dailyGoal: { min: 1, max: 500, default: 20 },
} as const;
const { desiredRetention, newPerDay, dailyGoal } = REVIEW_SETTING_LIMITS;
export const reviewSettingsSchema = z.object({
  desiredRetention: z
    .number({ error: 'The desired retention must be a number.' })
    .check(
      z.gte(
        desiredRetention.min,
        `The desired retention must be between ${desiredRetention.min} and ${desiredRetention.max}.`,
      ),
      z.lte(
        desiredRetention.max,
        `The desired retention must be between ${desiredRetention.min} and ${desiredRetention.max}.`,
      ),
    ),
  newPerDay: z
    .number({ error: 'New cards per day must be a whole number.' })
    .check(
      z.int('New cards per day must be a whole number.'),
      z.gte(newPerDay.min, `New cards per day must be between ${newPerDay.min} and ${newPerDay.max}.`),
      z.lte(newPerDay.max, `New cards per day must be between ${newPerDay.min} and ${newPerDay.max}.`),
    ),
  dailyGoal: z
    .number({ error: 'The daily goal must be a whole number.' })
    .check(
      z.int('The daily goal must be a whole number.'),
      z.gte(dailyGoal.min, `The daily goal must be between ${dailyGoal.min} and ${dailyGoal.max} cards.`),
      z.lte(dailyGoal.max, `The daily goal must be between ${dailyGoal.min} and ${dailyGoal.max} cards.`),
    ),
});
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
export const reviewSettingsResponseSchema = z.object({ settings: reviewSettingsSchema });

// GET /api/review/mode, POST /api/review/mode (JSON {mode}): how the learner answers their cards
// (ADR 081). 'standard': think of the answer, then show it; 'say-it': the card shows the meaning
// (and an example's translation), the learner says the word aloud, then turns the card to hear the
// speaker. Remembered per learner; a choice made offline is synced as a 'review-mode' operation.
const REVIEW_MODES = ['standard', 'say-it'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];
// zod's own message names the choices: 'Invalid option: expected one of "standard"|"say-it"'.
export const reviewModeSchema = z.enum(REVIEW_MODES);
/** The body of POST /api/review/mode, and the answer of both calls. */
export const reviewModeBodySchema = z.object({ mode: reviewModeSchema });

// GET /api/progress?tz=: the learner's progress page.
export const ACTIVITY_WEEKS = 12;
const activityDaySchema = z.object({
  day: z.string(),
  reviews: z.number().check(z.int()),
  lessons: z.number().check(z.int()),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;
const count = z.number().check(z.int());
const wordleStatsSchema = z.object({
  played: count,
  winPercent: count,
  currentStreak: count,
  bestStreak: count,
  distribution: z.array(count),
});

export const progressResponseSchema = z.object({
  today: z.string(),
  streak: z.object({
    current: z.number().check(z.int()),
    longest: z.number().check(z.int()),
    today: z.boolean(),
  }),
  goal: z.object({ target: z.number().check(z.int()), done: z.number().check(z.int()) }),
  /** Words whose every card is remembered for more than 21 days (FSRS stability). */
  wordsKnown: z.number().check(z.int()),
  /** Words in the deck. */
  wordsInDeck: z.number().check(z.int()),
  lessonsFinished: z.number().check(z.int()),
  /** The last 12 weeks, oldest first, ending today: ratings and finished lessons per day. */
  activity: z.array(activityDaySchema),
  counts: reviewCountsSchema,
  /** The account's Wordle statistics (the Wordle day turns in Los Angeles). */
  wordle: wordleStatsSchema,
});
export type Progress = z.infer<typeof progressResponseSchema>;

// GET /api/wordle-results, POST /api/wordle-results (JSON {results}): a signed-in learner's Wordle
// games, kept per account. POST adds the games the account does not have yet (a game's first
// result stands) and answers them all, so a browser's local history merges in once.
const MAX_WORDLE_RESULTS = 5000;
/** A Wordle game, named by its day. */
export const wordleGameSchema = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A game is named by its day, YYYY-MM-DD.'));
export const wordleResultsBodySchema = z.object({
  results: z
    .record(wordleGameSchema, wordleResultSchema)
    .check(
      z.refine(
        (r) => Object.keys(r).length <= MAX_WORDLE_RESULTS,
        `At most ${MAX_WORDLE_RESULTS} games can be sent at once.`,
      ),
    ),
});
export const wordleResultsResponseSchema = z.object({ results: wordleResultsSchema });
