import * as z from 'zod/mini';
import { lessonIdSchema } from '../lessons/lesson-rules';
import { timeZoneSchema } from './review';
import { visibilitySchema } from './visibility';

/** A word of a lesson as the lexicon has it now (the step's stored word when its entry is gone). */
const lessonWordSchema = z.object({
  lexId: z.number().check(z.int()),
  lex: z.string(),
  /** The entry's meaning; null when no live entry has the step's id. */
  gloss: z.nullable(z.string()),
});
export type LessonWord = z.infer<typeof lessonWordSchema>;

const vocabLessonSchema = z.object({
  id: z.string(),
  /** An addition to the spec: the lesson's human name; the id until the teacher gives it one. */
  title: z.string(),
  /** An addition: the teacher's description of the lesson ('' for none). */
  description: z.string(),
  /**
   * The JSON string of the lesson's steps, as stored: the server does not vouch for it (a lesson
   * stored before a rule, or edited by hand, may be broken), so readers go through read-lesson.
   */
  data: z.string(),
  published: z.number().check(z.int()),
  date_added: z.string(),
  /** Who may see it (ADR 058, 062); absent from an older server: the default, learners. */
  visibility: z.optional(visibilitySchema),
  /** Whether the signed-in learner has finished it (the lesson lists only). */
  done: z.optional(z.boolean()),
  /**
   * The lesson lists only: the words of its lexeme steps with their meanings, in lesson order;
   * null when its data cannot be read.
   */
  words: z.optional(z.nullable(z.array(lessonWordSchema))),
});
export type VocabLesson = z.infer<typeof vocabLessonSchema>;
export const vocabLessonsResponseSchema = z.object({ data: z.array(vocabLessonSchema) });
export const vocabLessonResponseSchema = z.object({ success: z.literal(true), data: vocabLessonSchema });

export const lessonIdParamsSchema = z.object({ id: lessonIdSchema });
export const lessonIdFormSchema = z.object({ id: lessonIdSchema });

// POST /api/vocab-lesson-done (JSON): an addition; records that the learner finished the lesson.
// With `tz` (the learner's IANA time zone) the lesson counts on the learner's own day for the
// streak; without it, on the day in UTC. The lesson's words and sentences join the review deck.
export const vocabLessonDoneRequestSchema = z.object({ id: lessonIdSchema, tz: z.optional(timeZoneSchema) });
