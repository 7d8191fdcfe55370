import { z } from 'zod';

/** Largest accepted upload (also enforced by the server's multipart limit). */
export const MAX_AUDIO_UPLOAD_BYTES = 10 * 1024 * 1024;

// POST /api/upload-lex-audio (multipart: filetype, filename, word, audio)
export const uploadLexAudioFieldsSchema = z.object({
  filetype: z.string().max(100).optional(),
  filename: z.string().max(300).optional(),
  word: z.string({ error: 'word is required.' }).trim().min(1, 'word is required.').max(200),
});
// POST /api/upload-sent-audio (multipart: filetype, id, audio)
export const uploadSentAudioFieldsSchema = z.object({
  filetype: z.string().max(100).optional(),
  id: z
    .string({ error: 'id is required.' })
    .trim()
    .min(1, 'id is required.')
    .max(100)
    .regex(/^[\w.-]+$/, 'id may use letters, digits, dot, dash and underscore only.'),
});
export const uploadAudioResponseSchema = z.object({ success: z.literal(true), filename: z.string() });

// GET /api/sent-audios
export const sentAudioSchema = z.object({ sent_id: z.string(), filename: z.string(), speaker: z.string(), timestamp: z.string() });
export type SentAudio = z.infer<typeof sentAudioSchema>;
export const sentAudiosResponseSchema = z.object({ data: z.array(sentAudioSchema) });

// GET /api/random
export const randomWordResponseSchema = z.object({
  result: z.array(z.object({ word: z.string(), filename: z.string() })),
});
// POST /api/answers (form: word)
export const answersRequestSchema = z.object({ word: z.string({ error: 'word is required.' }).trim().min(1, 'word is required.').max(200) });
export const answersResponseSchema = z.object({
  correct: z.object({ gloss: z.string() }),
  wrong: z.array(z.object({ gloss: z.string() })),
});

// GET /api/lesson-recordings
export const lessonRecordingsResponseSchema = z.array(z.string());
