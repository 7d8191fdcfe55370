import * as z from 'zod/mini';
import { mediaFilenameSchema } from './recordings';

// "Send to my teacher" (issue 38, ADR 083): a learner sends one of their takes from the device; the
// teachers hear it beside the speaker's recording and answer with a short text and, optionally, a
// recording; the learner hears the answer on the word and is told of it on their progress page.

/** What a take is of: an entry ('entry:42') or a sentence ('sentence:s-1', 'sentence:3.2' of a text). */
const SENT_TAKE_ITEM = /^(entry:[1-9]\d{0,9}|sentence:[\w.-]{1,100})$/;

/** The longest answer a teacher writes (a short note, not a letter). */
const TAKE_REPLY_MAX = 1000;

// POST /api/take-feedback (multipart: audio, clientId, item, reference?, recordedAt?)
export const sendTakeFieldsSchema = z.object({
  /** The take's id on the device: the same take sent twice is one sent take. */
  clientId: z
    .string({ error: 'clientId is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'clientId is required.'),
      z.maxLength(100, 'clientId must be at most 100 characters long.'),
      z.regex(/^[\w.:-]+$/, 'clientId may use letters, digits, dot, colon, dash and underscore only.'),
    ),
  item: z
    .string({ error: 'item is required.' })
    .check(z.trim(), z.regex(SENT_TAKE_ITEM, "item must be 'entry:{id}' or 'sentence:{id}'.")),
  /** The file of the speaker's recording the take was compared with. */
  reference: z.optional(z.pipe(z.string(), mediaFilenameSchema)),
  /** When the take was recorded on the device (UTC milliseconds). */
  recordedAt: z.optional(
    z.coerce
      .number({ error: 'recordedAt must be a number.' })
      .check(
        z.int('recordedAt must be a whole number.'),
        z.positive('recordedAt must be a positive number.'),
      ),
  ),
});
export type SendTakeFields = z.infer<typeof sendTakeFieldsSchema>;

// POST /api/admin/take-feedback/:id/replies (multipart: text, audio?)
export const takeReplyFieldsSchema = z.object({
  text: z
    .string({ error: 'text is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'Write a few words to the learner.'),
      z.maxLength(TAKE_REPLY_MAX, `An answer is at most ${TAKE_REPLY_MAX} characters long.`),
    ),
});

// POST /api/take-feedback/read (JSON): the replies to these takes have been seen.
export const markTakeRepliesReadSchema = z.object({
  takes: z
    .array(z.number().check(z.int(), z.positive()), { error: 'takes must be a list of take ids.' })
    .check(z.minLength(1, 'takes must name at least one take.'), z.maxLength(200)),
});

// GET /api/admin/take-feedback[?learner={username}&item={item}]
export const sentTakesQuerySchema = z.object({
  learner: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  item: z.optional(
    z.string().check(z.trim(), z.regex(SENT_TAKE_ITEM, "item must be 'entry:{id}' or 'sentence:{id}'.")),
  ),
});

const takeReplySchema = z.object({
  id: z.number(),
  text: z.string(),
  /** The teacher's recorded answer (GET /api/take-feedback/replies/{id}/audio), when there is one. */
  audio: z.boolean(),
  teacher: z.nullable(z.string()),
  createdAt: z.string(),
  read: z.boolean(),
});

const sentTakeSchema = z.object({
  id: z.number(),
  /** The take's id on the device it was sent from. */
  clientId: z.string(),
  item: z.string(),
  /** The headword or sentence as it read when sent. */
  label: z.string(),
  /** The speaker's recording compared with (GET /api/audio/{file} or /api/audio-sent/{file}). */
  reference: z.nullable(z.string()),
  recordedAt: z.string(),
  sentAt: z.string(),
  replies: z.array(takeReplySchema),
});
export type SentTake = z.infer<typeof sentTakeSchema>;

// POST /api/take-feedback answers the sent take (201 new, 200 when it had been sent already).
export const sendTakeResponseSchema = z.object({ success: z.literal(true), take: sentTakeSchema });

// GET /api/take-feedback[?item=]: the learner's own sent takes, newest first, with the replies.
export const myTakesResponseSchema = z.object({
  data: z.array(sentTakeSchema),
  /** Replies the learner has not seen, over all their takes. */
  unread: z.number(),
  /** The items with unread replies, with their labels (the progress page's links). */
  unreadItems: z.array(z.object({ item: z.string(), label: z.string(), count: z.number() })),
});
export type MyTakesResponse = z.infer<typeof myTakesResponseSchema>;

const learnerTakeSchema = z.extend(sentTakeSchema, {
  learner: z.string(),
  answered: z.boolean(),
});
export type LearnerSentTake = z.infer<typeof learnerTakeSchema>;

// GET /api/admin/take-feedback: unanswered first, then newest first (at most 200).
export const sentTakesResponseSchema = z.object({
  data: z.array(learnerTakeSchema),
  /** How many sent takes have no answer yet (all of them, not only the listed ones). */
  unanswered: z.number(),
});
export type SentTakesResponse = z.infer<typeof sentTakesResponseSchema>;

// GET /api/take-feedback[?item=]: the learner's own, or only those of one item (the word's page).
export const myTakesQuerySchema = z.object({
  item: z.optional(
    z.string().check(z.trim(), z.regex(SENT_TAKE_ITEM, "item must be 'entry:{id}' or 'sentence:{id}'.")),
  ),
});

const recordId = (what: string) =>
  z.coerce
    .number({ error: `The ${what} id must be a number.` })
    .check(
      z.int(`The ${what} id must be a whole number.`),
      z.positive(`The ${what} id must be a positive number.`),
      z.lte(Number.MAX_SAFE_INTEGER, `The ${what} id is too large.`),
    );
export const sentTakeIdParamsSchema = z.object({ id: recordId('take') });
export const takeReplyIdParamsSchema = z.object({ id: recordId('reply') });
