import { queryOptions } from '@tanstack/react-query';
import { answersResponseSchema, randomWordResponseSchema } from '@langapp/shared';
import { ApiError, getJson, postForm } from '../lib/api-client';

export interface RandomWord {
  word: string;
  filename: string;
  /** The take's speaker, whose notice is asked before it plays (ADR 061). */
  speaker?: string;
}

export interface Answers {
  correct: string;
  wrong: string[];
}

/**
 * GET /api/random: a word that has a recording, or null when none has (the server answers 404).
 * Every ask is a new draw: the exercise asks with fetchQuery for each question and keeps the drawn
 * word in its own state, so nothing cached is shown again or refetched under the learner.
 */
export const randomWordQuery = queryOptions({
  queryKey: ['exercises', 'random-word'],
  queryFn: async (): Promise<RandomWord | null> => {
    try {
      const { result } = await getJson('/api/random', randomWordResponseSchema);
      return result[0] ?? null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  staleTime: 0,
  gcTime: 0,
  meta: { what: 'random word' },
});

/** POST /api/answers (form: word): the word's gloss and three wrong ones, drawn anew on each ask. */
export const answersQuery = (word: string) =>
  queryOptions({
    queryKey: ['exercises', 'answers', word],
    queryFn: async (): Promise<Answers> => {
      const { correct, wrong } = await postForm('/api/answers', { word }, answersResponseSchema);
      return { correct: correct.gloss, wrong: wrong.map((w) => w.gloss) };
    },
    staleTime: 0,
    gcTime: 0,
    meta: { what: 'answers' },
  });
