import * as z from 'zod/mini';

// GET /api/wordle-valid
export const wordleValidResponseSchema = z.object({ lexs: z.array(z.string()) });

// GET /api/wordle-answer?date=
export const wordleAnswerQuerySchema = z.object({
  // Any string: a malformed or out-of-range date answers { invalidDate: true }, not a 400.
  date: z.optional(z.union([z.string(), z.array(z.string())])),
});
const wordleAnswerSchema = z.object({
  id: z.number().check(z.int()),
  lex: z.string(),
  /** The answer's lexicon entry and recording: sent to signed-in learners only. */
  lexId: z.optional(z.nullable(z.number().check(z.int()))),
  /** The entry's gloss: what the word means. */
  gloss: z.optional(z.nullable(z.string())),
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
