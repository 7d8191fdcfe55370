import { answersResponseSchema, randomWordResponseSchema } from '@langapp/shared';
import { ApiError, getJson, postForm } from '../../lib/api-client';

export interface RandomWord {
  word: string;
  filename: string;
}

/** GET /api/random: a word that has a recording, or null when none has (the server answers 404). */
export async function fetchRandomWord(): Promise<RandomWord | null> {
  try {
    const { result } = await getJson('/api/random', randomWordResponseSchema);
    return result[0] ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/answers (form: word): the word's gloss and three wrong ones. */
export async function fetchAnswers(word: string): Promise<{ correct: string; wrong: string[] }> {
  const { correct, wrong } = await postForm('/api/answers', { word }, answersResponseSchema);
  return { correct: correct.gloss, wrong: wrong.map((w) => w.gloss) };
}
