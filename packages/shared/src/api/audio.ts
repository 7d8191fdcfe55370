import * as z from 'zod/mini';

/** A file name the server made: letters, digits, dot, dash and underscore; no path. */
export const mediaFilenameSchema = z.string().check(
  z.minLength(1),
  z.maxLength(200),
  z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'The file name is not valid.'),
  z.refine((name) => !name.includes('..'), 'The file name is not valid.'),
);

// GET /api/audio-recordings-info[?word=]
export const audioRecordingsQuerySchema = z.object({ word: z.optional(z.string().check(z.maxLength(200))) });
export const wordAudioSchema = z.object({
  word: z.string(),
  filename: z.string(),
  speaker: z.string(),
  /** UTC, ISO 8601; shown in Pacific time. */
  timestamp: z.string(),
});
export type WordAudio = z.infer<typeof wordAudioSchema>;
export const audioRecordingsResponseSchema = z.object({ data: z.array(wordAudioSchema) });
