import * as z from 'zod/mini';

/** A morpheme of an annotated word, optionally linked to a lexical entry. */
export const morphSchema = z.object({
  text: z.string().check(z.maxLength(200)),
  lexId: z.optional(z.number().check(z.int(), z.positive())),
});
export type Morph = z.infer<typeof morphSchema>;

/** A word of an annotated sentence: its text, its gloss and its morphemes. */
export const annotatedWordSchema = z.object({
  text: z.string().check(z.maxLength(200)),
  gloss: z.string().check(z.maxLength(500)),
  morphs: z.array(morphSchema).check(z.maxLength(50)),
});
export type AnnotatedWord = z.infer<typeof annotatedWordSchema>;

export const sentenceAnnoSchema = z.array(annotatedWordSchema).check(z.maxLength(500));

/** A sentence as the lists show it (anno is the JSON string of its annotated words). */
export const sentenceSchema = z.object({
  id: z.string(),
  text: z.string(),
  trans: z.string(),
  anno: z.string(),
  timestamp: z.string(),
});
export type Sentence = z.infer<typeof sentenceSchema>;

/** The entry ids a sentence's morphs link, each once. */
export function linkedLexIds(words: readonly AnnotatedWord[]): number[] {
  const ids = new Set<number>();
  for (const w of words) for (const m of w.morphs) if (m.lexId !== undefined) ids.add(m.lexId);
  return [...ids];
}
