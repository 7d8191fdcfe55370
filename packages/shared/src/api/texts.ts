import * as z from 'zod/mini';
import { annotatedWordSchema, flexGuidSchema } from './sentences';
import { newItemVisibilityField, visibilitySchema } from './visibility';

/** A time in the text's recording, in milliseconds from its start (ADR 087). */
const msField = z.optional(z.number().check(z.int('A time must be whole milliseconds.'), z.nonnegative()));
/** A span that ends after it starts, when both are given. */
const spanInOrder = (span: { start?: number | undefined; end?: number | undefined }) =>
  span.start === undefined || span.end === undefined || span.end >= span.start;

/** A word of a text: an annotated word, with its time span in the text's recording where known. */
export const textWordSchema = z
  .object({ ...annotatedWordSchema.shape, start: msField, end: msField })
  .check(z.refine(spanInOrder, 'A word must end after it starts.'));
export type TextWord = z.infer<typeof textWordSchema>;

export const textSentenceSchema = z
  .object({
    /** Stable while the text is edited (texts/sentence-ids); the server gives new sentences theirs. */
    id: z.optional(z.number().check(z.int(), z.positive())),
    text: z.string().check(z.maxLength(5000)),
    trans: z.string().check(z.maxLength(5000)),
    words: z.array(textWordSchema).check(z.maxLength(500)),
    /** Where the sentence is heard in the text's recording, in ms (ADR 087); absent: not timed. */
    start: msField,
    end: msField,
    // Added for FLEx interlinear texts (ADR 086), each optional: the phrase's guid, its literal
    // translation and notes, and (on a paragraph's first sentence) the paragraph it starts.
    guid: z.optional(flexGuidSchema),
    lit: z.optional(z.string().check(z.maxLength(5000))),
    notes: z.optional(z.array(z.string().check(z.maxLength(5000))).check(z.maxLength(50))),
    paragraph: z.optional(z.object({ guid: z.optional(flexGuidSchema) })),
  })
  .check(z.refine(spanInOrder, 'A sentence must end after it starts.'));
export type TextSentence = z.infer<typeof textSentenceSchema>;

export const textDataSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, 'This text needs a title!'), z.maxLength(300)),
  sents: z.array(textSentenceSchema).check(z.maxLength(2000)),
  // Added for FLEx interlinear texts (ADR 086), each optional: the text's guid, source and comment,
  // and the writing systems its baseline and its glosses are in.
  guid: z.optional(flexGuidSchema),
  source: z.optional(z.string().check(z.maxLength(1000))),
  comment: z.optional(z.string().check(z.maxLength(5000))),
  langs: z.optional(
    z.object({ vern: z.string().check(z.maxLength(50)), analysis: z.string().check(z.maxLength(50)) }),
  ),
});
export type TextData = z.infer<typeof textDataSchema>;

/** A text's whole recording as a reader gets it: the MP3's file and where to fetch it. */
const textRecordingSchema = z.object({
  filename: z.string(),
  url: z.string(),
  speaker: z.string(),
  variety: z.string(),
  visibility: visibilitySchema,
});
export type TextRecording = z.infer<typeof textRecordingSchema>;

const textIndexItemSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  published: z.number().check(z.int()),
  /** Who may see it (ADR 058, 062); absent from an older server: the default, learners. */
  visibility: z.optional(visibilitySchema),
});
export type TextIndexItem = z.infer<typeof textIndexItemSchema>;
export const textIndexResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(textIndexItemSchema),
});

export const textResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.number().check(z.int()),
    title: z.string(),
    data: z.string(),
    published: z.number().check(z.int()),
    /** Who may see it (ADR 058, 062); absent from an older server: the default, learners. */
    visibility: z.optional(visibilitySchema),
    /** The text's whole recording when the reader may hear it (ADR 087); its times are the sentences'. */
    recording: z.optional(textRecordingSchema),
  }),
});

const textId = z.coerce
  .number({ error: 'id must be a number.' })
  .check(z.int('id must be a whole number.'), z.positive('id must be a positive number.'));
export const textIdSchema = z.object({ id: textId });

/** Form fields of add-text and update-text: `data` is the JSON of {title, sents}. */
const saveTextRequestSchema = z.object({
  title: z.optional(z.string()),
  data: z
    .string({ error: 'data is required.' })
    .check(z.minLength(1, 'data is required.'), z.maxLength(5_000_000)),
});
export const updateTextRequestSchema = z.extend(saveTextRequestSchema, { id: textId });
/** add-text's fields; added (ADR 062): who may see the new text. */
export const addTextRequestSchema = z.extend(saveTextRequestSchema, { visibility: newItemVisibilityField });
export const addTextResponseSchema = z.object({ success: z.literal(true), id: z.number().check(z.int()) });

// POST /api/upload-text-recording (multipart: `audio` and these fields): a text's whole recording,
// replacing the one it has; `speaker` one of the speakers' list (absent: the teacher's name).
export const uploadTextRecordingFieldsSchema = z.object({
  id: textId,
  speaker: z.optional(
    z
      .string({ error: 'speaker must be a name.' })
      .check(z.trim(), z.minLength(1, 'speaker must not be empty.'), z.maxLength(100)),
  ),
  visibility: newItemVisibilityField,
});

/**
 * One sentence of a saved alignment (ADR 094): how many of the text's words it takes, in order, and
 * its span; `id` when it is a stored sentence kept as it is (its text and fields are the stored
 * ones), else its text and translation (a sentence made by a split or a join).
 */
const alignedSentenceSchema = z
  .object({
    id: z.optional(z.number().check(z.int(), z.positive())),
    words: z.number({ error: 'words must be a count.' }).check(z.int(), z.nonnegative(), z.lte(500)),
    text: z.optional(z.string().check(z.maxLength(5000))),
    trans: z.optional(z.string().check(z.maxLength(5000))),
    lit: z.optional(z.string().check(z.maxLength(5000))),
    notes: z.optional(z.array(z.string().check(z.maxLength(5000))).check(z.maxLength(50))),
    paragraph: z.optional(z.object({ guid: z.optional(flexGuidSchema) })),
    start: msField,
    end: msField,
  })
  .check(z.refine(spanInOrder, 'A sentence must end after it starts.'));
export type AlignedSentence = z.infer<typeof alignedSentenceSchema>;

// POST /api/admin/texts/:id/alignment (JSON): a text's sentences as aligned by hand, all at once.
export const saveAlignmentRequestSchema = z.object({
  sents: z
    .array(alignedSentenceSchema, { error: 'sents must be the list of the sentences.' })
    .check(z.minLength(1, 'sents must not be empty.'), z.maxLength(2000)),
});
export type SaveAlignmentRequest = z.infer<typeof saveAlignmentRequestSchema>;
export const saveAlignmentResponseSchema = z.object({
  success: z.literal(true),
  sentences: z.number().check(z.int()),
  timed: z.number().check(z.int()),
  /** Takes of a sentence a split or join reshaped, waiting for a teacher's approval again (ADR 100). */
  recordingsHeld: z.number().check(z.int()),
  /** Takes of a sentence a join or a new division removed, moved to the trash (ADR 100). */
  recordingsTrashed: z.number().check(z.int()),
});
