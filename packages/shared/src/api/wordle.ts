import * as z from 'zod/mini';

// GET /api/wordle-valid: the words of five letters a guess may be, and (issue 40, ADR 096) the
// alphabet they are read by, when the teacher has made one: its letters in teaching order with their
// upper case and equivalent spellings (no samples: the game does not show them).
const text = z.string();
export const wordleValidResponseSchema = z.object({
  lexs: z.array(text),
  alphabet: z.optional(
    z.object({
      letters: z.array(z.object({ letter: text, upper: z.optional(text), equivalents: z.optional(z.array(text)) })),
    }),
  ),
});
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
  /** The entry's gloss: what the word means. */
  gloss: z.optional(z.nullable(z.string())),
  filename: z.optional(z.nullable(z.string())),
  /** Added (issue 27): whose voice `filename` is (the learner's chosen speaker where they recorded it). */
  speaker: z.optional(z.nullable(z.string())),
});
export type WordleAnswer = z.infer<typeof wordleAnswerSchema>;
export const wordleAnswerResponseSchema = z.union([
  z.object({ invalidDate: z.literal(true) }),
  z.object({ lex: wordleAnswerSchema }),
]);
export type WordleAnswerResponse = z.infer<typeof wordleAnswerResponseSchema>;

// GET /api/wordle-dates-all
export const wordleDatesResponseSchema = z.array(z.string());

// GET /api/wordle-game?date=, POST /api/wordle-game (JSON {date, guesses}): a signed-in learner's
// game of a day, kept on their account so another device continues it (ADR 056). The requests'
// schemas are in ./wordle-game.ts.
const wordleGameSchema = z.object({
  date: z.string(),
  /** The guesses played, oldest first, in the form guesses are compared in. */
  guesses: z.array(z.string()),
  /** True once the game is won, lost, or its result was recorded without its guesses. */
  finished: z.boolean(),
  /** The guesses it took to win, null while not won or for a loss. */
  wonIn: z.nullable(z.number().check(z.int())),
});
export type WordleServerGame = z.infer<typeof wordleGameSchema>;
export const wordleGameResponseSchema = z.object({ game: wordleGameSchema });
