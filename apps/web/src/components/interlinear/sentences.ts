import { z } from 'zod';
import { annotatedWordSchema, sentsResponseSchema } from '@langapp/shared';
import type { AnnotatedWord } from '@langapp/shared';
import { getJson } from '../../lib/api-client';
import { useRemoteData } from './use-remote-data';

/** A sentence of GET /api/sents with its annotation read once. */
export interface ReadableSentence {
  id: string;
  text: string;
  trans: string;
  words: AnnotatedWord[];
}

const wordsSchema = z.array(annotatedWordSchema);
const wrappedWordsSchema = z.object({ words: wordsSchema });

/**
 * The words of a sentence's anno JSON: a list of words, or (as some sentences carry it) an object
 * with a words list. Anything unreadable is no annotation at all rather than an error.
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

export async function fetchSentences(): Promise<ReadableSentence[]> {
  const { data } = await getJson('/api/sents', sentsResponseSchema);
  return data.map(({ id, text, trans, anno }) => ({ id, text, trans, words: parseSentenceAnno(anno) }));
}

/** GET /api/sents, each anno parsed once on arrival. */
export function useSentences(enabled = true) {
  return useRemoteData(fetchSentences, 'sentences', enabled);
}
