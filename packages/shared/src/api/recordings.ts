import * as z from 'zod/mini';
import { newItemVisibilityField, visibilitySchema } from './visibility';

/** A file name the server made: letters, digits, dot, dash and underscore; no path. */
export const mediaFilenameSchema = z.string().check(
  z.minLength(1),
  z.maxLength(200),
  z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'The file name is not valid.'),
  z.refine((name) => !name.includes('..'), 'The file name is not valid.'),
);

/** Largest accepted upload (also enforced by the server's multipart limit). */
export const MAX_AUDIO_UPLOAD_BYTES = 10 * 1024 * 1024;

// POST /api/upload-lex-audio (multipart: filetype, filename, word, audio). Added (issue 25):
// lexId, the entry the take is of; without it the take goes to the entry written as `word` (the
// first of several homographs, marked for the teacher to confirm).
export const uploadLexAudioFieldsSchema = z.object({
  filetype: z.optional(z.string().check(z.maxLength(100))),
  filename: z.optional(z.string().check(z.maxLength(300))),
  word: z
    .string({ error: 'word is required.' })
    .check(z.trim(), z.minLength(1, 'word is required.'), z.maxLength(200)),
  lexId: z.optional(
    z.coerce
      .number({ error: 'lexId must be a number.' })
      .check(z.int('lexId must be a whole number.'), z.positive('lexId must be a positive number.')),
  ),
  /** Added (ADR 062): who may hear the take. */
  visibility: newItemVisibilityField,
});
// POST /api/upload-sent-audio (multipart: filetype, id, audio)
export const uploadSentAudioFieldsSchema = z.object({
  filetype: z.optional(z.string().check(z.maxLength(100))),
  id: z
    .string({ error: 'id is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'id is required.'),
      z.maxLength(100),
      z.regex(/^[\w.-]+$/, 'id may use letters, digits, dot, dash and underscore only.'),
    ),
  /** Added (ADR 062): who may hear the take. */
  visibility: newItemVisibilityField,
});
// Added (ADR 080): `waiting` too (recordings/recorder-schemas.ts, uploadedTakeResponseSchema).
export const uploadAudioResponseSchema = z.object({ success: z.literal(true), filename: z.string() });

// GET /api/sent-audios[?sent={id}&sent={id}...]: without sent, every sentence's recordings.
const SENT_AUDIOS_MAX_IDS = 200;
const SENT_AUDIOS_MAX_ID_LENGTH = 200;
const sentAudiosIdSchema = z
  .string()
  .check(
    z.minLength(1, 'A sent id must not be empty.'),
    z.maxLength(
      SENT_AUDIOS_MAX_ID_LENGTH,
      `A sent id must be at most ${SENT_AUDIOS_MAX_ID_LENGTH} characters long.`,
    ),
  );
export const sentAudiosQuerySchema = z.object({
  // One ?sent= arrives as a string, several as an array: both become the list of ids.
  sent: z.optional(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.array(z.string())]),
        z.transform((sent: string | string[]) => (typeof sent === 'string' ? [sent] : sent)),
      ),
      z
        .array(sentAudiosIdSchema)
        .check(
          z.maxLength(SENT_AUDIOS_MAX_IDS, `At most ${SENT_AUDIOS_MAX_IDS} sent ids may be asked at once.`),
        ),
    ),
  ),
  // ?text=: the recordings of one text's sentences ('text.sentenceId').
  text: z.optional(
    z.coerce
      .number({ error: 'text must be a number.' })
      .check(z.int('text must be a whole number.'), z.positive('text must be a positive number.')),
  ),
});
const sentAudioSchema = z.object({
  /** The take's id (the teacher sets its visibility by it). */
  id: z.optional(z.number()),
  sent_id: z.string(),
  filename: z.string(),
  speaker: z.string(),
  /** Added (ADR 080): the speaker's variety (dialect); empty when none is written (absent from an older server). */
  variety: z.optional(z.string()),
  timestamp: z.string(),
  /** Who may see it (ADR 058, 062); absent from an older server: the default, learners. */
  visibility: z.optional(visibilitySchema),
});
export type SentAudio = z.infer<typeof sentAudioSchema>;
export const sentAudiosResponseSchema = z.object({ data: z.array(sentAudioSchema) });

// GET /api/random
// Added (issue 27): speaker, whose voice the take is (the learner's first chosen speaker who
// recorded the word, else the newest take's), for their notice.
export const randomWordResponseSchema = z.object({
  result: z.array(z.object({ word: z.string(), filename: z.string(), speaker: z.optional(z.string()) })),
});
// POST /api/answers (form: word)
export const answersRequestSchema = z.object({
  word: z
    .string({ error: 'word is required.' })
    .check(z.trim(), z.minLength(1, 'word is required.'), z.maxLength(200)),
});
export const answersResponseSchema = z.object({
  correct: z.object({ gloss: z.string() }),
  wrong: z.array(z.object({ gloss: z.string() })),
});

// GET /api/lesson-recordings: the file names the account may download.
export const lessonRecordingsResponseSchema = z.array(z.string());

// GET /api/admin/lesson-recordings: every lesson recording with its level (ADR 072).
export const adminLessonRecordingsResponseSchema = z.object({
  recordings: z.array(z.object({ id: z.string(), visibility: visibilitySchema })),
});

// ---- Word recordings ---------------------------------------------------------------------

// GET /api/audio-recordings-info[?word=][&lexId=][&toConfirm=true]. Added (issue 25): each take's
// entry (lex_id; null for a take whose word no entry has) and to_confirm, set on takes that
// homographs shared before recordings belonged to entries, until the teacher confirms or moves
// them; lexId, only the takes of that entry; toConfirm=true, only the takes waiting to be confirmed.
export const audioRecordingsQuerySchema = z.object({
  word: z.optional(z.string().check(z.maxLength(200))),
  lexId: z.optional(
    z.coerce
      .number({ error: 'lexId must be a number.' })
      .check(z.int('lexId must be a whole number.'), z.positive('lexId must be a positive number.')),
  ),
  toConfirm: z.optional(z.enum(['true', 'false'], { error: 'toConfirm must be true or false.' })),
});
const wordAudioSchema = z.object({
  /** The take's id (the teacher sets its visibility by it). */
  id: z.optional(z.number()),
  word: z.string(),
  filename: z.string(),
  speaker: z.string(),
  /** Added (ADR 080): the speaker's variety (dialect); empty when none is written (absent from an older server). */
  variety: z.optional(z.string()),
  /** UTC, ISO 8601; shown in Pacific time. */
  timestamp: z.string(),
  lex_id: z.optional(z.nullable(z.number())),
  to_confirm: z.optional(z.boolean()),
  /** Who may see it (ADR 058, 062); absent from an older server: the default, learners. */
  visibility: z.optional(visibilitySchema),
});
export type WordAudio = z.infer<typeof wordAudioSchema>;
export const audioRecordingsResponseSchema = z.object({ data: z.array(wordAudioSchema) });

// ---- Deleting a take (admin) ---------------------------------------------------------------

// POST /api/delete-lex-audio and POST /api/delete-sent-audio (form: filename, the take's .mp3 as
// listed): the files move to the media folder's trash; the take is no longer listed or served.
export const deleteRecordingFieldsSchema = z.object({
  filename: z.pipe(z.string({ error: 'filename is required.' }), mediaFilenameSchema),
});
export const deleteRecordingResponseSchema = z.object({ success: z.literal(true) });

// ---- Confirming a take's entry (admin) -----------------------------------------------------

// POST /api/confirm-lex-audio (form or JSON: filename, the take's .mp3 as listed; lexId, the live
// entry it is a recording of): ties the take to that entry (its word becomes the entry's headword)
// and clears to_confirm.
export const confirmLexAudioFieldsSchema = z.object({
  filename: z.pipe(z.string({ error: 'filename is required.' }), mediaFilenameSchema),
  lexId: z.coerce
    .number({ error: 'lexId must be a number.' })
    .check(z.int('lexId must be a whole number.'), z.positive('lexId must be a positive number.')),
});
export const confirmLexAudioResponseSchema = z.object({ success: z.literal(true) });

// ---- Speakers -----------------------------------------------------------------------------

// GET /api/recording-speakers: everyone who ever recorded a word or a sentence, in the order of
// their first recording (deleted takes count: a speaker keeps their place). See recordings/speaker-badges.
const recordingSpeakerSchema = z.object({
  speaker: z.string(),
  /** UTC, ISO 8601: the speaker's first recording. */
  first_recorded: z.string(),
  /** Added (ADR 080): the speaker's variety (dialect), by which learners choose; empty when none (absent from an older server). */
  variety: z.optional(z.string()),
});
export type RecordingSpeaker = z.infer<typeof recordingSpeakerSchema>;
export const recordingSpeakersResponseSchema = z.object({ data: z.array(recordingSpeakerSchema) });

// ---- Recording coverage (admin; the console's section) -----------------------------------------

// GET /api/admin/recording-coverage and GET /api/admin/recording-coverage/missing. In a module of
// their own: the web app's entry imports this one, and the package has no side effects, so the
// console's schemas stay out of the entry (docs/decisions/033).
export * from '../recordings/coverage-schemas';
