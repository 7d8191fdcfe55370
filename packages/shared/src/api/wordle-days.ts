import * as z from 'zod/mini';
import { sealText, unsealText } from '../wordle/sealed-text';
import { wordleAnswerSchema } from './wordle';
import type { WordleAnswer } from './wordle';

// A module of its own (ADR 096): the Wordle page reads answers, and only a signed-in learner's
// device (and the server) seals and unseals the coming days', so /wordle does not carry this.

// GET /api/wordle-days (signed in): the answers of today and the WORDLE_DAYS_AHEAD days after it,
// each as GET /api/wordle-answer?date= gives it to the learner once its day comes, sealed (ADR 066:
// not plain text, not a secret). A day whose word the learner may not see is left out.
export const wordleDaysResponseSchema = z.object({
  /** Mixed into every day's seal: a new one at each answer. */
  salt: z.string(),
  days: z.array(z.object({ date: z.string(), sealed: z.string() })),
});
export type WordleDaysResponse = z.infer<typeof wordleDaysResponseSchema>;

/** A day's answer sealed for the device. */
export const sealWordleAnswer = (answer: WordleAnswer, date: string, salt: string) =>
  sealText(JSON.stringify(answer), date, salt);

/** A day's answer as `sealWordleAnswer` sealed it; null when it does not read back as one. */
export function unsealWordleAnswer(sealed: string, date: string, salt: string): WordleAnswer | null {
  const text = unsealText(sealed, date, salt);
  if (text === null) return null;
  try {
    const parsed = wordleAnswerSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
