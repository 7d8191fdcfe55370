import * as z from 'zod/mini';

// A lesson's title and description: only the builder and the server check them, so they live apart
// from the rules every lesson page reads.

/** The longest lesson title and description, in characters once trimmed. */
export const LESSON_TITLE_MAX_LENGTH = 100;
const LESSON_DESCRIPTION_MAX_LENGTH = 1000;
export const LESSON_TITLE_REQUIRED = 'The lesson needs a title.';
const LESSON_TITLE_TOO_LONG = `A lesson title has at most ${LESSON_TITLE_MAX_LENGTH} characters.`;
const LESSON_DESCRIPTION_TOO_LONG = `A lesson description has at most ${LESSON_DESCRIPTION_MAX_LENGTH} characters.`;

/** A lesson's human name: what learners see ('{title} | Start'). Trimmed, never blank. */
export const lessonTitleSchema = z
  .string({ error: LESSON_TITLE_REQUIRED })
  .check(
    z.trim(),
    z.minLength(1, LESSON_TITLE_REQUIRED),
    z.maxLength(LESSON_TITLE_MAX_LENGTH, LESSON_TITLE_TOO_LONG),
  );

/** A lesson's optional description: trimmed; empty means none. */
export const lessonDescriptionSchema = z
  .string({ error: 'The lesson description must be text.' })
  .check(z.trim(), z.maxLength(LESSON_DESCRIPTION_MAX_LENGTH, LESSON_DESCRIPTION_TOO_LONG));
