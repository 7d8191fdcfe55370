import * as z from 'zod/mini';
import {
  uploadAudioResponseSchema,
  uploadLexAudioFieldsSchema,
  uploadSentAudioFieldsSchema,
} from '../api/recordings';

/**
 * The schemas of the recorder's calls and the teacher's approval queue (issue 38, ADR 080),
 * re-exported by api/recordings.ts.
 */

const TAKE_KINDS = ['word', 'sentence'] as const;

/** A take as the recorder's list and the console's queue show it. */
const recorderTakeSchema = z.object({
  kind: z.enum(TAKE_KINDS),
  filename: z.string(),
  /** The word, or the sentence id ('textId.sentenceId' for a text's sentence). */
  subject: z.string(),
  /** What was read aloud: the word, or the sentence's text (its id where it has none to show). */
  text: z.string(),
  speaker: z.string(),
  variety: z.string(),
  /** UTC, ISO 8601. */
  timestamp: z.string(),
  /** Waits for a teacher's approval: learners do not hear it yet. */
  waiting: z.boolean(),
  /** The account that recorded it (null for takes made before accounts were kept). */
  recorded_by: z.nullable(z.string()),
});
export type RecorderTake = z.infer<typeof recorderTakeSchema>;

// GET /api/my-recordings (recorder): the account's own takes, newest first (at most 200).
// GET /api/admin/waiting-recordings: every take waiting for approval, oldest first (at most 200).
export const recorderTakesResponseSchema = z.object({
  data: z.array(recorderTakeSchema),
  /** How many wait in all (the list shows at most 200). */
  waiting: z.number(),
});
export type RecorderTakesResponse = z.infer<typeof recorderTakesResponseSchema>;

const takeFilename = z
  .string({ error: 'filename is required.' })
  .check(
    z.minLength(1, 'filename is required.'),
    z.maxLength(200),
    z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'The file name is not valid.'),
  );

/** Which take: its kind and its .mp3 as listed. */
export const takeRefSchema = z.object({
  kind: z.enum(TAKE_KINDS, { error: 'kind must be word or sentence.' }),
  filename: takeFilename,
});
// POST /api/admin/waiting-recordings/approve and /reject (JSON {kind, filename}).
// POST /api/my-recordings/remove (recorder; JSON {kind, filename}): their own takes only.

// POST /api/recording-speaker (recorder or teacher; JSON {kind, filename, speaker}): credits the
// take to another speaker of the list; a recorder only their own takes.
export const setTakeSpeakerSchema = z.object({
  ...takeRefSchema.shape,
  speaker: z
    .string({ error: 'speaker must be a name.' })
    .check(z.trim(), z.minLength(1, 'speaker must not be empty.'), z.maxLength(100)),
});

/** Whose voice a take is, as a form field gives it: trimmed, 1 to 100 characters. */
const takeSpeakerField = z
  .string({ error: 'speaker must be a name.' })
  .check(
    z.trim(),
    z.minLength(1, 'speaker must not be empty.'),
    z.maxLength(100, "A speaker's name must be at most 100 characters long."),
  );

// POST /api/upload-lex-audio and /api/upload-sent-audio: the fields of api/recordings.ts and, added
// (ADR 080), `speaker`, whose voice it is, a speaker of the list; absent: the signed-in account's name.
export const uploadLexAudioWithSpeakerSchema = z.object({
  ...uploadLexAudioFieldsSchema.shape,
  speaker: z.optional(takeSpeakerField),
});
export const uploadSentAudioWithSpeakerSchema = z.object({
  ...uploadSentAudioFieldsSchema.shape,
  speaker: z.optional(takeSpeakerField),
});

/** Their answer: the file's name and whether the take waits for a teacher's approval (an untrusted recorder's). */
export const uploadedTakeResponseSchema = z.object({
  ...uploadAudioResponseSchema.shape,
  waiting: z.boolean(),
});
