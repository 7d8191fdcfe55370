import {
  audioRecordingsResponseSchema,
  lexsResponseSchema,
  sentAudiosResponseSchema,
  sentsResponseSchema,
  successResponseSchema,
  vocabLessonIdsResponseSchema,
  vocabLessonResponseSchema,
  vocabLessonsResponseSchema,
} from '@langapp/shared';
import { apiRequest, getJson } from '../../lib/api-client';

export const fetchVocabLessons = async () =>
  (await getJson('/api/vocab-lessons', vocabLessonsResponseSchema)).data;
export const fetchLessonIds = async () =>
  (await getJson('/api/vocab-lesson-ids', vocabLessonIdsResponseSchema)).data;
export const fetchLesson = async (id: string) =>
  (await getJson(`/api/vocab-lesson/${encodeURIComponent(id)}`, vocabLessonResponseSchema)).data;

export const fetchLexicon = async () => (await getJson('/api/lexs', lexsResponseSchema)).data;
export const fetchSentences = async () => (await getJson('/api/sents', sentsResponseSchema)).data;

export const fetchWordRecordings = async (word: string) =>
  (
    await getJson(
      `/api/audio-recordings-info?word=${encodeURIComponent(word)}`,
      audioRecordingsResponseSchema,
    )
  ).data;
export const fetchSentenceRecordings = async () =>
  (await getJson('/api/sent-audios', sentAudiosResponseSchema)).data;

/** POST /api/vocab-lesson-done (JSON): the learner finished the lesson, practice included. */
export const markLessonDone = (id: string) =>
  apiRequest('/api/vocab-lesson-done', successResponseSchema, { method: 'POST', json: { id } });

export const wordAudioUrl = (filename: string) => `/api/audio/${encodeURIComponent(filename)}`;
export const sentenceAudioUrl = (filename: string) => `/api/audio-sent/${encodeURIComponent(filename)}`;
