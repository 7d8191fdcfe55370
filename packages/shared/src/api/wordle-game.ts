import * as z from 'zod/mini';
import { MAX_ATTEMPTS } from '../wordle/wordle-rules';

// GET /api/wordle-game?date=, POST /api/wordle-game (JSON {date, guesses}): what a signed-in learner
// sends of their game of a day (ADR 056); the answer's schema is in ./wordle.ts. A module of its own:
// the sync call's schema takes the body as its 'wordle-guesses' operation (ADR 066), and that schema
// is in the app's entry, which need not carry the rest of the game's schemas.
const gameDaySchema = z
  .string({ error: 'The date must be a day, YYYY-MM-DD.' })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be a day, YYYY-MM-DD.'));
export const wordleGameQuerySchema = z.object({ date: z.optional(gameDaySchema) });
export const wordleGuessesBodySchema = z.object({
  date: gameDaySchema,
  /** Every guess of the game so far, oldest first: a retry sends the same list and changes nothing. */
  guesses: z
    .array(z.string({ error: 'A guess is a word.' }).check(z.maxLength(40, 'A guess is five letters.')), {
      error: 'guesses must be a list of words.',
    })
    .check(
      z.minLength(1, 'Send at least one guess.'),
      z.maxLength(MAX_ATTEMPTS, `A game has at most ${MAX_ATTEMPTS} guesses.`),
    ),
});
