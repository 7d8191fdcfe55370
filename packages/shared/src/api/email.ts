import * as z from 'zod/mini';

/** The words of the spec's messages on the e-mail-linked pages, used by both sides. */
export const WOTD_ANSWER_MIN = 1;
export const WOTD_ANSWER_MAX = 4;

const linkAuth = z
  .string({ error: 'auth is required.' })
  .check(z.trim(), z.minLength(1, 'auth is required.'), z.maxLength(200));

// POST /email/unsubscribe (form: code)
export const unsubscribeRequestSchema = z.object({
  code: z
    .string({ error: 'code is required.' })
    .check(z.trim(), z.minLength(1, 'code is required.'), z.maxLength(200)),
});

// POST /email/wotd-info and /email/example (form: auth); POST /email/sotw-info (JSON auth)
export const linkAuthRequestSchema = z.object({ auth: linkAuth });

const wotdInfoSchema = z.object({
  lex: z.string(),
  /** The entry's id: its page is /words/{lexId} (issue 36); absent from an older server. */
  lexId: z.optional(z.number().check(z.int())),
  /** The four candidate translations, in the order of the e-mail's links (answer 1 to 4). */
  choices: z.array(z.string()).check(z.length(4)),
  correct_trans: z.string(),
  /** 1-based, like the answer parameter. */
  correct_index: z.number().check(z.int(), z.minimum(WOTD_ANSWER_MIN), z.maximum(WOTD_ANSWER_MAX)),
  /** Whether GET /email/wotd-audio?auth= plays the word (its newest mp3 recording). */
  has_recording: z.optional(z.boolean()),
  /** Whose voice the recording is (the recipient's preferred speaker where they recorded it), for their notice. */
  speaker: z.optional(z.string()),
});
export type WotdInfo = z.infer<typeof wotdInfoSchema>;
export const wotdInfoResponseSchema = z.object({ success: z.literal(true), info: wotdInfoSchema });

const exampleLexSchema = z.object({
  id: z.number().check(z.int()),
  lex: z.string(),
  pos: z.string(),
  gloss: z.string(),
});
const exampleInfoSchema = z.object({
  text: z.string(),
  trans: z.string(),
  lexs: z.array(exampleLexSchema),
  /** Whether GET /email/example-audio?auth= plays the sentence. */
  has_recording: z.optional(z.boolean()),
  /** Whose voice the recording is, as for the word. */
  speaker: z.optional(z.string()),
});
export type ExampleInfo = z.infer<typeof exampleInfoSchema>;
/** info is null when the word has no example sentence yet. */
export const exampleResponseSchema = z.object({
  success: z.literal(true),
  info: z.nullable(exampleInfoSchema),
});

// GET /email/lexs (Bearer)
const emailLexSchema = z.object({
  id: z.number().check(z.int()),
  lex: z.string(),
  pos: z.string(),
  gloss: z.string(),
  /** Every sense's part of speech and gloss, in order, where the entry has more than one (as GET /api/lexs). */
  senses: z.optional(z.array(z.object({ pos: z.string(), gloss: z.string() }))),
});
export type EmailLex = z.infer<typeof emailLexSchema>;
export const emailLexsResponseSchema = z.object({ success: z.literal(true), data: z.array(emailLexSchema) });

// POST /email/sotw-info (JSON auth)
/** A teacher's note on the learner's own sentence, as the learner reads it. */
const sotwReplySchema = z.object({
  id: z.number().check(z.int()),
  note: z.string(),
  created_at: z.string(),
});
const sotwInfoSchema = z.object({
  pretty_name: z.string(),
  /** When this recipient already sent a sentence this week, else null. */
  date_user_submitted: z.nullable(z.string()),
  /**
   * An addition to the spec: the sentence this link's recipient sent this week and the teacher's
   * notes on it, oldest first; null before they send one.
   */
  submission: z.nullable(z.object({ text: z.string(), trans: z.string(), notes: z.array(sotwReplySchema) })),
});
export type SotwInfo = z.infer<typeof sotwInfoSchema>;
export const sotwInfoResponseSchema = z.object({ success: z.literal(true), info: sotwInfoSchema });

// POST /email/sotw-submit (Bearer; JSON)
const lexWords = z._default(
  z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))).check(z.maxLength(20)),
  [],
);
export const lexicalItemsSchema = z.object({ verb: lexWords, noun: lexWords, other: lexWords });
export type LexicalItems = z.infer<typeof lexicalItemsSchema>;
export const sotwSubmitRequestSchema = z.object({
  text: z
    .string({ error: 'The sentence is required.' })
    .check(z.trim(), z.minLength(1, 'The sentence is required.'), z.maxLength(2000)),
  trans: z
    .string({ error: 'The translation is required.' })
    .check(z.trim(), z.minLength(1, 'The translation is required.'), z.maxLength(2000)),
  lexical_items: z._default(lexicalItemsSchema, { verb: [], noun: [], other: [] }),
});
export type SotwSubmitRequest = z.input<typeof sotwSubmitRequestSchema>;
export const sotwSubmitResponseSchema = z.object({ success: z.literal(true), date: z.string() });

// GET /api/sotw-submitted-sents (admin)
const submittedSentenceSchema = z.object({
  id: z.number().check(z.int()),
  pretty_name: z.string(),
  date_user_submitted: z.string(),
  date_expired: z.nullable(z.string()),
  text: z.string(),
  trans: z.string(),
  /** JSON string of {verb, noun, other}. */
  lexical_items: z.string(),
});
export type SubmittedSentence = z.infer<typeof submittedSentenceSchema>;
export const submittedSentsResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(submittedSentenceSchema),
});

// GET /api/sotw-notes (admin); POST /api/sotw-add-note (admin, JSON)
const sotwNoteSchema = z.object({
  id: z.number().check(z.int()),
  sent_id: z.number().check(z.int()),
  note: z.string(),
  created_at: z.string(),
  /** An addition: when the learner was told of the note by e-mail; null when not (unsubscribed, or it failed). */
  emailed_at: z.optional(z.nullable(z.string())),
});
export const sotwNotesResponseSchema = z.object({
  success: z.literal(true),
  results: z.array(sotwNoteSchema),
});
/** The longest note the teacher can add to a submitted sentence, in characters (after trimming). */
export const SOTW_NOTE_MAX_LENGTH = 5000;
export const SOTW_NOTE_TOO_LONG = `The note can have at most ${SOTW_NOTE_MAX_LENGTH} characters.`;
export const addNoteRequestSchema = z.object({
  sent_id: z.number({ error: 'sent_id must be a number.' }).check(z.int(), z.positive()),
  note: z
    .string({ error: 'The note is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'The note is required.'),
      z.maxLength(SOTW_NOTE_MAX_LENGTH, SOTW_NOTE_TOO_LONG),
    ),
});
/**
 * POST /api/sotw-add-note answers success and, as an addition, whether the learner was told by
 * e-mail now (false: unsubscribed, or the e-mail failed and the note is kept all the same).
 */
export const addNoteResponseSchema = z.object({ success: z.boolean(), emailed: z.optional(z.boolean()) });
