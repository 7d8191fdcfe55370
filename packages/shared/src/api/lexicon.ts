import * as z from 'zod/mini';
import { requiredTrimmedText } from './common';

// GET /api/lexs
export const lexSchema = z.object({
  id: z.number().check(z.int()),
  lex: z.string(),
  pos: z.string(),
  gloss: z.string(),
  notes: z.string(),
});
export type Lex = z.infer<typeof lexSchema>;
export const lexsResponseSchema = z.object({ data: z.array(lexSchema) });

// POST /api/add-lex (form: id, lex, pos, gloss, notes). The server chooses the id.
export const addLexRequestSchema = z.object({
  id: z.optional(z.string()),
  lex: requiredTrimmedText('Word', 200),
  pos: requiredTrimmedText('Part of speech', 50),
  gloss: requiredTrimmedText('Gloss', 500),
  notes: z._default(
    z.optional(z.string().check(z.maxLength(5000, 'Notes must be at most 5000 characters long.'))),
    '',
  ),
});
export type AddLexRequest = z.input<typeof addLexRequestSchema>;
export const addLexResponseSchema = z.object({ success: z.literal(true), id: z.number().check(z.int()) });

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
