import * as z from 'zod/mini';

/**
 * A recording session's one-step save (issue 38, ADR 084): POST /api/recording-session, multipart:
 * `speaker` (one of the speakers), `takes` (JSON: the list below, in the order of the files) and one
 * file part `audio` per take. All the takes are stored, or none.
 */

/** More than a sitting gives; the bound keeps one request within reason. */
export const RECORDING_SESSION_MAX_TAKES = 60;

const sessionItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('word'),
    lexId: z
      .number({ error: 'A word take needs the lexId of its entry.' })
      .check(z.int('lexId must be a whole number.'), z.positive('lexId must be a positive number.')),
  }),
  z.object({
    kind: z.literal('sentence'),
    sentId: z
      .string({ error: 'A sentence take needs the sentId of its sentence.' })
      .check(
        z.minLength(1, 'sentId must not be empty.'),
        z.maxLength(100),
        z.regex(/^[\w.-]+$/, 'sentId may use letters, digits, dot, dash and underscore only.'),
      ),
  }),
]);
export type RecordingSessionItem = z.infer<typeof sessionItemSchema>;

const takesListSchema = z
  .array(sessionItemSchema, { error: 'takes must be a list of items.' })
  .check(
    z.minLength(1, 'There is no take to save.'),
    z.maxLength(
      RECORDING_SESSION_MAX_TAKES,
      `At most ${RECORDING_SESSION_MAX_TAKES} takes are saved at once.`,
    ),
  );

/** `takes` arrives as a JSON text in a multipart field. */
const takesFieldSchema = z.pipe(
  z.pipe(
    z.string({ error: 'takes is required: the list of items as JSON.' }),
    z.transform((text: string, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: 'takes is not valid JSON.', input: text });
        return z.NEVER;
      }
    }),
  ),
  takesListSchema,
);

export const recordingSessionFieldsSchema = z.object({
  speaker: z
    .string({ error: 'speaker is required: who spoke in the session.' })
    .check(z.trim(), z.minLength(1, 'speaker is required: who spoke in the session.'), z.maxLength(100)),
  takes: takesFieldSchema,
});

const savedTakeSchema = z.object({ kind: z.enum(['word', 'sentence']), filename: z.string() });
export const recordingSessionResponseSchema = z.object({
  success: z.literal(true),
  saved: z.array(savedTakeSchema),
  /** The takes wait for a teacher's approval (an untrusted recorder's). */
  waiting: z.boolean(),
});
export type RecordingSessionResponse = z.infer<typeof recordingSessionResponseSchema>;
