import * as z from 'zod/mini';

// The alphabet of the headwords' writing system (issue 40, ADR 088), as the API gives and takes it.
// The rule that reads words through it is packages/shared/src/alphabet.

const letterText = (what: string) =>
  z.string().check(z.trim(), z.minLength(1, `${what} cannot be empty.`), z.maxLength(8, `${what} is 8 characters at most.`));

const alphabetLetterSchema = z.object({
  /** The letter in lower case: one or more characters (kw, ts'). */
  letter: letterText('A letter'),
  /** Its upper-case form, where it is not Unicode's upper case of the letter. */
  upper: z.optional(letterText('An upper-case form')),
  /** Spellings accepted as this letter. */
  equivalents: z.optional(z.array(letterText('An equivalent spelling')).check(z.maxLength(10))),
  /** A word that shows the letter; `lexId` its entry, whose recording plays on /alphabet. */
  sample: z.optional(
    z.object({
      word: z.string().check(z.trim(), z.maxLength(200)),
      lexId: z.optional(z.number().check(z.int(), z.positive())),
      /** In answers only: the sample's recording the viewer may hear. */
      audio: z.optional(z.string()),
      /** In answers only, with `audio`: whose voice it is (for the speaker's notice). */
      speaker: z.optional(z.string()),
    }),
  ),
});
export type AlphabetLetterData = z.infer<typeof alphabetLetterSchema>;

/** An alphabet as the teacher saves it and everyone reads it. */
export const alphabetDataSchema = z.object({
  letters: z.array(alphabetLetterSchema).check(z.maxLength(200, 'An alphabet has 200 letters at most.')),
  /** Whether upper and lower case are different letters in answers. */
  caseMatters: z.boolean(),
  /** Whether an answer that differs only by diacritics or apostrophes counts as right. */
  almostCounts: z.boolean(),
});
export type AlphabetData = z.infer<typeof alphabetDataSchema>;

// GET /api/alphabet (anyone): the headwords' alphabet, or null while the teacher has not made one.
export const alphabetResponseSchema = z.object({
  /** The writing system of the headwords it is the alphabet of ('und' when none is known). */
  writingSystem: z.string(),
  alphabet: z.nullable(alphabetDataSchema),
});
export type AlphabetResponse = z.infer<typeof alphabetResponseSchema>;

// POST /api/admin/alphabet/detect (admin): an alphabet proposed from the headwords of that writing
// system (detectAlphabet, ADR 088), for the teacher to tick, order and save.
export const alphabetDetectResponseSchema = z.object({
  writingSystem: z.string(),
  /** How many headwords were read. */
  headwords: z.number(),
  proposal: z.array(
    z.object({
      letter: z.string(),
      upper: z.string(),
      count: z.number(),
      example: z.string(),
      cluster: z.boolean(),
      suggested: z.boolean(),
      share: z.optional(z.number()),
    }),
  ),
});
export type AlphabetDetectResponse = z.infer<typeof alphabetDetectResponseSchema>;
