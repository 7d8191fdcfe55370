import * as z from 'zod/mini';
import type { Visibility } from '../visibility/visibility';
import { requiredTrimmedText } from './common';
import { newItemVisibilityField, visibilitySchema } from './visibility';

/** FieldWorks' identifier of a text, paragraph, phrase, word or morpheme (kept for the way back, ADR 086). */
export const flexGuidSchema = z.string().check(z.maxLength(100));
const flexField = z.optional(z.string().check(z.maxLength(500)));

/** A morpheme of an annotated word, optionally linked to a lexical entry. */
const morphSchema = z.object({
  text: z.string().check(z.maxLength(200)),
  lexId: z.optional(z.number().check(z.int(), z.positive())),
  // Added for FLEx interlinear texts (ADR 086), each optional: the morpheme's gloss, FieldWorks'
  // guid and morph type, its citation form, homograph number and grammatical info (msa).
  gloss: flexField,
  guid: z.optional(flexGuidSchema),
  type: flexField,
  cf: flexField,
  hn: flexField,
  msa: flexField,
});
export type Morph = z.infer<typeof morphSchema>;

/** A word of an annotated sentence: its text, its gloss and its morphemes. */
export const annotatedWordSchema = z.object({
  text: z.string().check(z.maxLength(200)),
  gloss: z.string().check(z.maxLength(500)),
  morphs: z.array(morphSchema).check(z.maxLength(50)),
  // Added for FLEx interlinear texts (ADR 086): FieldWorks' guid, the part of speech, and whether
  // the word is punctuation (FLEx's "punct" item: kept as a word of its own, as FLEx gives it).
  guid: z.optional(flexGuidSchema),
  pos: flexField,
  punct: z.optional(z.boolean()),
});
export type AnnotatedWord = z.infer<typeof annotatedWordSchema>;

export const sentenceAnnoSchema = z.array(annotatedWordSchema).check(z.maxLength(500));

/** A sentence as the lists show it (anno is the JSON string of its annotated words). */
export interface Sentence {
  id: string;
  text: string;
  trans: string;
  anno: string;
  timestamp: string;
  /** Who may see it (ADR 058, 062). */
  visibility?: Visibility;
}

/** The entry ids a sentence's morphs link, each once. */
export function linkedLexIds(words: readonly AnnotatedWord[]): number[] {
  const ids = new Set<number>();
  for (const w of words) for (const m of w.morphs) if (m.lexId !== undefined) ids.add(m.lexId);
  return [...ids];
}

const wordsSchema = z.array(annotatedWordSchema);
const wrappedWordsSchema = z.object({ words: wordsSchema });

/**
 * The words of a sentence's anno JSON: a list of words, or (as some sentences carry it) an object
 * with a words list. Anything unreadable is no annotation at all rather than an error. The words
 * page lists a sentence under the entries these link, and the dictionary's download keeps the
 * sentences it lists (ADR 064).
 */
export function parseSentenceAnno(anno: string): AnnotatedWord[] {
  let value: unknown;
  try {
    value = JSON.parse(anno);
  } catch {
    return [];
  }
  const list = wordsSchema.safeParse(value);
  if (list.success) return list.data;
  const wrapped = wrappedWordsSchema.safeParse(value);
  return wrapped.success ? wrapped.data.words : [];
}

// GET /api/sents
export const sentsResponseSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      trans: z.string(),
      anno: z.string(),
      timestamp: z.string(),
      /** Who may see it (ADR 058, 062); absent from an older server: the default, learners. */
      visibility: z.optional(visibilitySchema),
    }),
  ),
});

/** The JSON of a new sentence (form field `data` of POST /api/create-sent). */
export const newSentenceDataSchema = z.object({
  text: requiredTrimmedText('Sentence', 2000),
  trans: requiredTrimmedText('Translation', 2000),
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
  /** Added (ADR 062): who may see the new sentence. */
  visibility: newItemVisibilityField,
});
export const createSentResponseSchema = z.object({ success: z.literal(true), id: z.string() });
