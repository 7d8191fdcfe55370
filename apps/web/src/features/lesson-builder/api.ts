import {
  createSentResponseSchema,
  lexsResponseSchema,
  sentsResponseSchema,
  storedSteps,
  successResponseSchema,
  vocabLessonResponseSchema,
  vocabLessonsResponseSchema,
} from '@langapp/shared';
import type { LessonStep } from '@langapp/shared';
import { apiRequest, getJson, postForm } from '../../lib/api-client';

export const fetchAllLessons = async () =>
  (await getJson('/api/vocab-lessons-admin', vocabLessonsResponseSchema)).data;
export const fetchLesson = async (id: string) =>
  (await getJson(`/api/vocab-lesson/${encodeURIComponent(id)}`, vocabLessonResponseSchema)).data;

/** POST /api/publish-lesson or /api/unpublish-lesson (form: id); true when the server says success. */
export const setLessonPublished = async (id: string, published: boolean) =>
  (await postForm(published ? '/api/publish-lesson' : '/api/unpublish-lesson', { id }, successResponseSchema))
    .success;

/** POST /api/save-vocab-lesson (JSON): creates the lesson or replaces its steps. */
export const saveLesson = (id: string, steps: readonly LessonStep[]) =>
  apiRequest('/api/save-vocab-lesson', successResponseSchema, {
    method: 'POST',
    json: { id, steps: storedSteps(steps) },
  });

export const fetchLexicon = async () => (await getJson('/api/lexs', lexsResponseSchema)).data;
export const fetchSentences = async () => (await getJson('/api/sents', sentsResponseSchema)).data;

/** POST /api/create-sent (form: data = JSON of {text, trans, anno}); the server chooses the id. */
export const createSentence = async (text: string, trans: string) =>
  (
    await postForm(
      '/api/create-sent',
      { data: JSON.stringify({ text, trans, anno: [] }) },
      createSentResponseSchema,
    )
  ).id;
