import * as z from 'zod/mini';
import { lessonIdSchema } from '../lessons/lesson-rules';
import { wordleResultSchema } from '../wordle/wordle-stats';
import { opIdSchema } from './common';
import { syncPronounAnswerSchema } from './pronouns';
import {
  addReviewItemRequestSchema,
  cardIdSchema,
  reviewModeSchema,
  reviewRatingSchema,
  timeZoneSchema,
  wordleGameSchema,
} from './review';
import { noticeAcceptanceRequestSchema } from './speakers';
import { submitSuggestionRequestSchema } from './suggestions';
import { wordleGuessesBodySchema } from './wordle-game';

// POST /api/sync (signed in; JSON): what a learner did without a connection, sent when it returns
// (ADR 063). Each operation carries the id the device gave it and the instant it was done; the
// server applies each id once, in the order sent, each on its own, and answers each one's outcome.

/** How many operations one call may carry, and how far from the server's clock their `at` may be. */
export const SYNC_LIMITS = {
  ops: 200,
  /** A device's clock may run ahead of the server's by this much. */
  aheadMs: 5 * 60 * 1000,
  /** Work older than this is not applied any more. */
  ageMs: 60 * 24 * 60 * 60 * 1000,
} as const;

const doneAtSchema = z
  .number({ error: 'When the operation was done (at) must be a time in UTC milliseconds.' })
  .check(
    z.int('When the operation was done (at) must be a whole number of milliseconds.'),
    z.positive('When the operation was done (at) must be a time in UTC milliseconds.'),
  );

/** What every operation carries: its id (made on the device) and when it was done there. */
const op = { id: opIdSchema, at: doneAtSchema };

const SYNC_OP_KINDS = [
  'rate',
  'undo',
  'lesson-finished',
  'review-add',
  'wordle-result',
  'wordle-guesses',
  'suggestion',
  'notice-accepted',
  'pronoun-quiz',
  'pronoun-answer',
  'review-mode',
] as const;
export type SyncOpKind = (typeof SYNC_OP_KINDS)[number];

const syncOpSchema = z.discriminatedUnion(
  'kind',
  [
    /** A rating of a card of the learner's deck (as POST /api/review/rate), made at `at`. */
    z.object({ ...op, kind: z.literal('rate'), cardId: cardIdSchema, rating: reviewRatingSchema }),
    /** Takes back the rating made by the operation `of` (a `rate`, sent now or before). */
    z.object({ ...op, kind: z.literal('undo'), of: opIdSchema }),
    /** A lesson finished (as POST /api/vocab-lesson-done). */
    z.object({ ...op, kind: z.literal('lesson-finished'), lessonId: lessonIdSchema }),
    /** A word or sentence added to the deck: `item` is the body of POST /api/review/items. */
    z.object({ ...op, kind: z.literal('review-add'), item: addReviewItemRequestSchema }),
    /** A Wordle game's result (guesses, or null for a loss), as one game of POST /api/wordle-results. */
    z.object({
      ...op,
      kind: z.literal('wordle-result'),
      game: wordleGameSchema,
      guesses: wordleResultSchema,
    }),
    /**
     * A Wordle game's guesses so far, oldest first: the body of POST /api/wordle-game ({date,
     * guesses}), applied as the day's game stood at `at` (ADR 066).
     */
    z.object({ ...op, kind: z.literal('wordle-guesses'), ...wordleGuessesBodySchema.shape }),
    /** A correction suggested: the fields of POST /api/suggestions (target, proposal, comment). */
    z.object({ ...op, kind: z.literal('suggestion'), ...submitSuggestionRequestSchema.shape }),
    /** A speaker's notice read and accepted (Play): the body of POST /api/speaker-notices/accepted. */
    z.object({ ...op, kind: z.literal('notice-accepted'), ...noticeAcceptanceRequestSchema.shape }),
    /** A pronoun quiz started (as POST /api/start_pronoun_quiz): its answers name this operation's id. */
    z.object({ ...op, kind: z.literal('pronoun-quiz') }),
    /**
     * An answer of a pronoun quiz (as POST /api/log_pronoun_answer): `quiz` is the id of the
     * 'pronoun-quiz' operation that started it, or the server's id of a quiz started online.
     */
    z.object({ ...op, kind: z.literal('pronoun-answer'), ...syncPronounAnswerSchema.shape }),
    /** The review's mode chosen (as POST /api/review/mode) at `at`: a later choice wins (ADR 081). */
    z.object({ ...op, kind: z.literal('review-mode'), mode: reviewModeSchema }),
  ],
  { error: `An operation's kind is one of ${SYNC_OP_KINDS.join(', ')}.` },
);
export type SyncOp = z.output<typeof syncOpSchema>;

export const syncRequestSchema = z.object({
  /** The learner's time zone: the days of ratings and finished lessons are counted in it. */
  tz: timeZoneSchema,
  ops: z
    .array(syncOpSchema, { error: 'The operations (ops) must be a list.' })
    .check(z.maxLength(SYNC_LIMITS.ops, `At most ${SYNC_LIMITS.ops} operations can be sent at once.`)),
});
export type SyncRequest = z.input<typeof syncRequestSchema>;

/**
 * - applied: done now;
 * - duplicate: this id was applied before (by an earlier call, or earlier in this one): nothing changed;
 * - rejected: refused (`error` says why), now or when the id was first sent: nothing changed, and
 *   sending it again gives the same answer without trying again.
 */
const SYNC_OUTCOMES = ['applied', 'duplicate', 'rejected'] as const;

const syncResultSchema = z.object({
  id: z.string(),
  outcome: z.enum(SYNC_OUTCOMES),
  error: z.optional(z.string()),
});
export type SyncResult = z.infer<typeof syncResultSchema>;

/** One result per operation, in the order sent. */
export const syncResponseSchema = z.object({ results: z.array(syncResultSchema) });
