import * as z from 'zod/mini';
import { personNumberSchema } from '../pronouns/person-number';

// GET /api/wordle-valid
export const wordleValidResponseSchema = z.object({ lexs: z.array(z.string()) });
export type WordleValidResponse = z.infer<typeof wordleValidResponseSchema>;

// GET /api/wordle-answer?date=
export const wordleAnswerQuerySchema = z.object({
  // Any string: a malformed or out-of-range date answers { invalidDate: true }, not a 400.
  date: z.optional(z.union([z.string(), z.array(z.string())])),
});
export const wordleAnswerSchema = z.object({
  id: z.number().check(z.int()),
  lex: z.string(),
  /** The answer's lexicon entry and recording: sent to signed-in learners only. */
  lexId: z.optional(z.nullable(z.number().check(z.int()))),
  filename: z.optional(z.nullable(z.string())),
});
export type WordleAnswer = z.infer<typeof wordleAnswerSchema>;
export const wordleAnswerResponseSchema = z.union([
  z.object({ invalidDate: z.literal(true) }),
  z.object({ lex: wordleAnswerSchema }),
]);
export type WordleAnswerResponse = z.infer<typeof wordleAnswerResponseSchema>;

// GET /api/wordle-dates-all
export const wordleDatesResponseSchema = z.array(z.string());

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

// GET /api/random-vocab
export const randomVocabItemSchema = z.object({
  lex: z.string(),
  pos: z.string(),
  gloss: z.string(),
  filename: z.string(),
});
export type RandomVocabItem = z.infer<typeof randomVocabItemSchema>;
export const randomVocabResponseSchema = z.object({ result: z.array(randomVocabItemSchema) });
/** How many pairs the matching game shows at once. */
export const RANDOM_VOCAB_SET_SIZE = 5;

// GET /api/numbers (an addition: the number words 0 to 10 and their recordings)
export const numberWordSchema = z.object({
  value: z.number().check(z.int()),
  name: z.string(),
  url: z.string(),
});
export type NumberWord = z.infer<typeof numberWordSchema>;
export const numbersResponseSchema = z.object({ data: z.array(numberWordSchema) });
