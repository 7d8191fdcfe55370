import * as z from 'zod/mini';
import { visibilitySchema } from './visibility';

// GET /api/lexs. Added (issue 25), only where they say something, to keep the list small:
// homograph, the entry's number among entries written alike; senses, every sense's part of speech
// and gloss in order when there is more than one (the first is pos and gloss).
export const lexSchema = z.object({
  id: z.number().check(z.int()),
  lex: z.string(),
  pos: z.string(),
  gloss: z.string(),
  notes: z.string(),
  homograph: z.optional(z.number()),
  senses: z.optional(z.array(z.object({ pos: z.string(), gloss: z.string() }))),
  /** Who may see it (ADR 058, 062); absent from an older server: the default, learners. */
  visibility: z.optional(visibilitySchema),
});
export type Lex = z.infer<typeof lexSchema>;
export const lexsResponseSchema = z.object({ data: z.array(lexSchema) });

export const addLexResponseSchema = z.object({ success: z.literal(true), id: z.number().check(z.int()) });

// GET /api/random-vocab
const randomVocabItemSchema = z.object({
  lex: z.string(),
  pos: z.string(),
  gloss: z.string(),
  filename: z.string(),
  /** Added (issue 27): whose voice `filename` is (the learner's chosen speaker where they recorded it). */
  speaker: z.optional(z.string()),
});
export type RandomVocabItem = z.infer<typeof randomVocabItemSchema>;
export const randomVocabResponseSchema = z.object({ result: z.array(randomVocabItemSchema) });
/** How many pairs the matching game shows at once. */
export const RANDOM_VOCAB_SET_SIZE = 5;

// GET and POST /api/admin/public-dictionary (issue 27): whether visitors may browse the public entries.
export const publicDictionaryRequestSchema = z.object({
  publicDictionary: z.boolean({ error: 'publicDictionary must be true or false.' }),
});
export const publicDictionaryResponseSchema = z.object({ publicDictionary: z.boolean() });
