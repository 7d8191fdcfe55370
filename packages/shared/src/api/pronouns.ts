import * as z from 'zod/mini';
import { personNumberSchema } from '../pronouns/person-number';

// POST /api/start_pronoun_quiz
export const startPronounQuizResponseSchema = z.object({
  success: z.literal(true),
  id: z.number().check(z.int()),
});

// POST /api/log_pronoun_answer (JSON)
export const logPronounAnswerRequestSchema = z.object({
  quiz_id: z.number({ error: 'quiz_id must be a number.' }).check(z.int(), z.positive()),
  actual_subject: personNumberSchema,
  actual_object: personNumberSchema,
  user_subject: personNumberSchema,
  user_object: personNumberSchema,
});
export type LogPronounAnswerRequest = z.infer<typeof logPronounAnswerRequestSchema>;
export const logPronounAnswerResponseSchema = z.object({ success: z.boolean(), correct: z.boolean() });
