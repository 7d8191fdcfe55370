import { queryOptions, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  lessonIdSchema,
  storedSteps,
  successResponseSchema,
  vocabLessonResponseSchema,
  vocabLessonsResponseSchema,
} from '@langapp/shared';
import type { LessonStep, Visibility, VocabLesson } from '@langapp/shared';
import { ApiError, apiRequest, getJson, postForm } from '../lib/api-client';
import { browserTimeZone } from '../lib/time-zone';
import { offline } from './offline-port';
import { REVIEW_QUERY_KEY } from './review-summary';

/** GET /api/vocab-lessons: the published lessons, each with whether the learner has finished it. */
export const lessonsQuery = queryOptions({
  queryKey: ['lessons', 'list'],
  queryFn: async (): Promise<VocabLesson[]> =>
    (await getJson('/api/vocab-lessons', vocabLessonsResponseSchema)).data,
  meta: { what: 'vocabulary lessons' },
});

/** The first lesson the learner has not finished, in the server's order (oldest first); none once all are. */
export const nextLesson = (lessons: readonly VocabLesson[]): VocabLesson | undefined =>
  lessons.find((lesson) => !lesson.done);

/** GET /api/vocab-lessons-admin (admin): every lesson, published or not. */
export const adminLessonsQuery = queryOptions({
  queryKey: ['lessons', 'admin-list'],
  queryFn: async (): Promise<VocabLesson[]> =>
    (await getJson('/api/vocab-lessons-admin', vocabLessonsResponseSchema)).data,
  meta: { what: 'lessons' },
});

/**
 * GET /api/vocab-lesson/{id}: one lesson, asked for by id alone (the server answers 404 for a lesson
 * that does not exist or that the user may not see). Its data comes as stored, readable or not:
 * the pages read it with the shared read-lesson rules and say what is wrong with it.
 */
export const lessonQuery = (id: string) =>
  queryOptions({
    queryKey: ['lessons', 'one', id],
    queryFn: async (): Promise<VocabLesson> =>
      (await getJson(`/api/vocab-lesson/${encodeURIComponent(id)}`, vocabLessonResponseSchema)).data,
    meta: { what: 'lesson' },
  });

/** Why one lesson could not be loaded, as the pages tell it apart. */
export type LessonLoadFailure = 'not-found' | 'failed';

export function lessonLoadFailure(error: unknown): LessonLoadFailure {
  return error instanceof ApiError && error.status === 404 ? 'not-found' : 'failed';
}

const lessonLists = [lessonsQuery.queryKey, adminLessonsQuery.queryKey] as const;

/** What the builder saves: the lesson's id, steps, title and description. */
interface LessonToSave {
  id: string;
  steps: readonly LessonStep[];
  title: string;
  description: string;
  /** Who may see a lesson this save creates (ADR 062); a saved lesson keeps its level. */
  visibility?: Visibility;
}

/** POST /api/save-vocab-lesson (JSON): creates the lesson or replaces its steps, title and description. */
const saveLesson = ({ id, steps, title, description, visibility }: LessonToSave) =>
  apiRequest('/api/save-vocab-lesson', successResponseSchema, {
    method: 'POST',
    json: { id, steps: storedSteps(steps), title, description, ...(visibility ? { visibility } : {}) },
  });

/**
 * Saves a lesson; both lists (a new lesson, another content) and the lesson itself are asked for
 * again, so every view of them shows what the server stored.
 */
export function useSaveLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLesson,
    meta: { failure: 'The lesson could not be saved.' },
    onSuccess: (_answer, { id }) => {
      for (const queryKey of [...lessonLists, lessonQuery(id).queryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

/** POST /api/publish-lesson or /api/unpublish-lesson (form: id); true when the server says success. */
const setLessonPublished = async ({ id, published }: { id: string; published: boolean }) =>
  (await postForm(published ? '/api/publish-lesson' : '/api/unpublish-lesson', { id }, successResponseSchema))
    .success;

const publishKey = ['lessons', 'publish'] as const;

/**
 * Publishes or unpublishes a lesson. On success the admin's list and the lesson show the new state
 * at once (the flag is all that changes), and the learners' list, which gains or loses the lesson,
 * is asked for again.
 */
export function useSetLessonPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: publishKey,
    mutationFn: setLessonPublished,
    meta: { failure: 'A lesson could not be published or unpublished.' },
    onSuccess: (ok, { id, published }) => {
      if (!ok) return;
      const flag = published ? 1 : 0;
      const update = (lesson: VocabLesson) => (lesson.id === id ? { ...lesson, published: flag } : lesson);
      queryClient.setQueryData<VocabLesson[]>(adminLessonsQuery.queryKey, (lessons) => lessons?.map(update));
      queryClient.setQueryData<VocabLesson>(lessonQuery(id).queryKey, (lesson) => lesson && update(lesson));
      void queryClient.invalidateQueries({ queryKey: lessonsQuery.queryKey });
    },
  });
}

/** The ids of the lessons whose publish or unpublish call is under way (in any view). */
export function usePublishingLessons(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: publishKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as { id: string } | undefined)?.id,
  });
  return new Set(ids.filter((id) => id !== undefined));
}

/**
 * POST /api/vocab-lesson-done (JSON): the learner finished the lesson, practice included. Offline,
 * the completion waits in the queue and is sent when the connection returns (ADR 065).
 */
const markLessonDone = (id: string) =>
  offline.sendOrQueue('lesson-finished', { lessonId: id }, () =>
    apiRequest('/api/vocab-lesson-done', successResponseSchema, {
      method: 'POST',
      json: { id, tz: browserTimeZone() },
    }),
  );

/**
 * Records a finished lesson, which also puts its words and sentences in the learner's review deck:
 * the lesson lists then show it as finished, and the review counts and progress are asked again.
 */
export function useMarkLessonDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markLessonDone,
    meta: { failure: 'The finished lesson could not be recorded.' },
    onSuccess: () => {
      for (const queryKey of [...lessonLists, [REVIEW_QUERY_KEY]])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/** Starts loading one lesson for a page about to show it; an id no lesson can have is not asked for. */
export function prefetchLesson(queryClient: QueryClient, id: string): Promise<void> | undefined {
  return lessonIdSchema.safeParse(id).success ? queryClient.prefetchQuery(lessonQuery(id)) : undefined;
}
