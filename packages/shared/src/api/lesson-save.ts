import * as z from 'zod/mini';
import { lessonDescriptionSchema, lessonTitleSchema } from '../lessons/lesson-names';
import { lessonIdSchema, lessonStepsSchema } from '../lessons/lesson-rules';
import { newItemVisibilityField } from './visibility';

// POST /api/save-vocab-lesson (JSON): an addition to the spec, whose builder only showed its JSON.
// title: required to create a lesson; when replacing an existing lesson's steps it may be left out
// (the stored title stays). description: optional; left out, the stored one stays ('' for a new lesson).
export const saveVocabLessonRequestSchema = z.object({
  id: lessonIdSchema,
  steps: lessonStepsSchema,
  title: z.optional(lessonTitleSchema),
  description: z.optional(lessonDescriptionSchema),
  /** Added (ADR 062): who may see the lesson when this save creates it (a saved lesson keeps its level). */
  visibility: newItemVisibilityField,
});
