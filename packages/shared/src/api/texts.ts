import * as z from 'zod/mini';
import { annotatedWordSchema, sentenceAnnoSchema } from './sentences';

// ---- Lexical entries -------------------------------------------------------------------------

export const lexSchema = z.object({
  id: z.number().check(z.int()),
  lex: z.string(),
  pos: z.string(),
  gloss: z.string(),
  notes: z.string(),
});
export type Lex = z.infer<typeof lexSchema>;
export const lexsResponseSchema = z.object({ data: z.array(lexSchema) });

const field = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      z.maxLength(max, `${label} must be at most ${max} characters long.`),
    );

// POST /api/add-lex (form: id, lex, pos, gloss, notes). The server chooses the id.
export const addLexRequestSchema = z.object({
  id: z.optional(z.string()),
  lex: field('Word', 200),
  pos: field('Part of speech', 50),
  gloss: field('Gloss', 500),
  notes: z._default(
    z.optional(z.string().check(z.maxLength(5000, 'Notes must be at most 5000 characters long.'))),
    '',
  ),
});
export type AddLexRequest = z.input<typeof addLexRequestSchema>;
export const addLexResponseSchema = z.object({ success: z.literal(true), id: z.number().check(z.int()) });

// ---- Sentences -------------------------------------------------------------------------------

export const sentsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      trans: z.string(),
      anno: z.string(),
      timestamp: z.string(),
    }),
  ),
});

/** The JSON of a new sentence (form field `data` of POST /api/create-sent). */
export const newSentenceDataSchema = z.object({
  text: field('Sentence', 2000),
  trans: field('Translation', 2000),
  anno: z._default(z.optional(sentenceAnnoSchema), []),
});
export const createSentRequestSchema = z.object({
  id: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(100),
        z.regex(/^[\w.-]*$/, 'id may use letters, digits, dot, dash and underscore only.'),
      ),
  ),
  data: z.string({ error: 'data is required.' }).check(z.minLength(1, 'data is required.')),
});
export const createSentResponseSchema = z.object({ success: z.literal(true), id: z.string() });

// ---- Texts -----------------------------------------------------------------------------------

export const textSentenceSchema = z.object({
  text: z.string().check(z.maxLength(5000)),
  trans: z.string().check(z.maxLength(5000)),
  words: z.array(annotatedWordSchema).check(z.maxLength(500)),
});
export type TextSentence = z.infer<typeof textSentenceSchema>;

export const textDataSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'This text needs a title!'), z.maxLength(300)),
  sents: z.array(textSentenceSchema).check(z.maxLength(2000)),
});
export type TextData = z.infer<typeof textDataSchema>;

export const textIndexItemSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  published: z.number().check(z.int()),
});
export type TextIndexItem = z.infer<typeof textIndexItemSchema>;
export const textIndexResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(textIndexItemSchema),
});

export const textResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.number().check(z.int()),
    title: z.string(),
    data: z.string(),
    published: z.number().check(z.int()),
  }),
});

const textId = z.coerce
  .number({ error: 'id must be a number.' })
  .check(z.int('id must be a whole number.'), z.positive('id must be a positive number.'));
export const textIdSchema = z.object({ id: textId });

/** Form fields of add-text and update-text: `data` is the JSON of {title, sents}. */
export const saveTextRequestSchema = z.object({
  title: z.optional(z.string()),
  data: z
    .string({ error: 'data is required.' })
    .check(z.minLength(1, 'data is required.'), z.maxLength(5_000_000)),
});
export const updateTextRequestSchema = z.extend(saveTextRequestSchema, { id: textId });
export const addTextResponseSchema = z.object({ success: z.literal(true), id: z.number().check(z.int()) });
