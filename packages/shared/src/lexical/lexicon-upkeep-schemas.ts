import * as z from 'zod/mini';
import { lexSchema } from '../api/lexicon';
import { formFlag, lexEntryFields } from '../api/lexicon-entry';

// The schemas of the dictionary upkeep calls (admin, ADR 034). They live apart from
// api/lexicon.ts, which the web app's entry loads (the lexicon query), so that only the console's
// chunks carry them.

/** An entry's id, as a path parameter or a form field. */
const lexIdSchema = z.coerce
  .number({ error: 'id must be a number.' })
  .check(z.int('id must be a whole number.'), z.positive('id must be a positive number.'));
export const lexIdParamsSchema = z.object({ id: lexIdSchema });

// POST /api/update-lex (admin; form: id, lex, pos, gloss, notes, confirm). An entry whose word and
// gloss match another one is refused with 409 (duplicateLexResponseSchema) unless confirm is true.
export const updateLexRequestSchema = z.object({
  id: lexIdSchema,
  ...lexEntryFields,
  confirm: formFlag('confirm'),
});
export const updateLexResponseSchema = z.object({
  success: z.literal(true),
  entry: lexSchema,
  /** Recordings of the old written form that moved with the word (ADR 034). */
  recordingsMoved: z.number().check(z.int()),
});

/** The 409 of add-lex (warnDuplicates) and update-lex (without confirm): the entries it matches. */
export const duplicateLexResponseSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  duplicates: z.array(lexSchema),
});

/** Where an entry is used: what keeps it from being deleted (ADR 034). */
const lexUsesSchema = z.object({
  /** Sentences whose annotation links the entry. */
  sentences: z.array(z.object({ id: z.string(), text: z.string(), trans: z.string() })),
  /** Texts (not deleted) whose annotation links the entry, with how many morphs link it. */
  texts: z.array(
    z.object({ id: z.number().check(z.int()), title: z.string(), links: z.number().check(z.int()) }),
  ),
  /** Vocabulary lessons with a step of the entry; title is the id until the teacher names the lesson. */
  lessons: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Recordings of the entry's written form, when no other entry has that form. */
  recordings: z.array(z.object({ filename: z.string(), speaker: z.string(), timestamp: z.string() })),
});
export type LexUses = z.infer<typeof lexUsesSchema>;

// GET /api/lex-uses/:id (admin)
export const lexUsesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ entry: lexSchema, uses: lexUsesSchema, used: z.boolean() }),
});
export type LexUsesAnswer = z.infer<typeof lexUsesResponseSchema>['data'];

// POST /api/delete-lex (admin; form: id). A used entry is refused with 409 (deleteLexRefusedSchema).
export const deleteLexRequestSchema = z.object({ id: lexIdSchema });
export const deleteLexResponseSchema = z.object({ success: z.literal(true) });
export const deleteLexRefusedSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  uses: lexUsesSchema,
});
