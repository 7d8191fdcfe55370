import * as z from 'zod/mini';
import { lessonIdSchema, lessonStepsSchema } from '../lessons/lesson-rules';
import { timeZoneSchema } from './review';

export const vocabLessonSchema = z.object({
  id: z.string(),
  /**
   * The JSON string of the lesson's steps, as stored: the server does not vouch for it (a lesson
   * stored before a rule, or edited by hand, may be broken), so readers go through read-lesson.
   */
  data: z.string(),
  published: z.number().check(z.int()),
  date_added: z.string(),
  /** Whether the signed-in learner has finished it (the lesson lists only). */
  done: z.optional(z.boolean()),
});
export type VocabLesson = z.infer<typeof vocabLessonSchema>;
export const vocabLessonsResponseSchema = z.object({ data: z.array(vocabLessonSchema) });
export const vocabLessonIdsResponseSchema = z.object({ data: z.array(z.string()) });
export const vocabLessonResponseSchema = z.object({ success: z.literal(true), data: vocabLessonSchema });

export const lessonIdParamsSchema = z.object({ id: lessonIdSchema });
export const lessonIdFormSchema = z.object({ id: lessonIdSchema });

// POST /api/save-vocab-lesson (JSON): an addition to the spec, whose builder only showed its JSON.
export const saveVocabLessonRequestSchema = z.object({ id: lessonIdSchema, steps: lessonStepsSchema });
export type SaveVocabLessonRequest = z.input<typeof saveVocabLessonRequestSchema>;

// POST /api/vocab-lesson-done (JSON): an addition; records that the learner finished the lesson.
// With `tz` (the learner's IANA time zone) the lesson counts on the learner's own day for the
// streak; without it, on the day in UTC. The lesson's words and sentences join the review deck.
export const vocabLessonDoneRequestSchema = z.object({ id: lessonIdSchema, tz: z.optional(timeZoneSchema) });
