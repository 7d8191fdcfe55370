import * as z from 'zod/mini';
import { personNumberSchema } from '../pronouns/person-number';
import { opIdSchema } from './common';

// POST /api/start_pronoun_quiz (JSON, optional): with `opId`, the device's id of this start, a
// retried request (or the same start sent again by POST /api/sync) starts one quiz, whose id it
// answers each time (ADR 063, the addendum on the pronoun quiz).
export const startPronounQuizRequestSchema = z.object({ opId: z.optional(opIdSchema) });
export const startPronounQuizResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().check(z.int()),
});

/** What an answer says besides its quiz: the combination asked and the learner's answer. */
const pronounAnswerFields = {
  actual_subject: personNumberSchema,
  actual_object: personNumberSchema,
  user_subject: personNumberSchema,
  user_object: personNumberSchema,
};

// POST /api/log_pronoun_answer (JSON). With `opId`, the device's id of this answer, a retried
// request (or the same answer sent again by POST /api/sync) is logged once.
export const logPronounAnswerRequestSchema = z.object({
  quiz_id: z.number({ error: 'quiz_id must be a number.' }).check(z.int(), z.positive()),
  ...pronounAnswerFields,
  opId: z.optional(opIdSchema),
});
export type LogPronounAnswerRequest = z.infer<typeof logPronounAnswerRequestSchema>;
export const logPronounAnswerResponseSchema = z.object({ success: z.boolean(), correct: z.boolean() });

/**
 * The quiz an answer sent by POST /api/sync belongs to: the id of the 'pronoun-quiz' operation that
 * started it (text: a quiz started on the device, or whose start got no answer), or the id the
 * server gave it (a number: a quiz started online).
 */
const pronounQuizRefSchema = z.union([
  opIdSchema,
  z.number({ error: 'The quiz must be an operation id or a quiz id.' }).check(z.int(), z.positive()),
]);
export type PronounQuizRef = z.infer<typeof pronounQuizRefSchema>;

/** A 'pronoun-answer' operation's fields: its quiz and the answer (POST /api/sync). */
export const syncPronounAnswerSchema = z.object({ quiz: pronounQuizRefSchema, ...pronounAnswerFields });
