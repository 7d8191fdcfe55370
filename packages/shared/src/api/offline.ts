import * as z from 'zod/mini';
import { lexEntryResponseSchema } from '../lexical/entry-parts';
import { OFFLINE_MAX_PART, parseOfflineKey } from '../offline/offline-keys';
import { REVIEW_DIRECTIONS } from '../review/deck-rules';
import { vocabLessonResponseSchema } from './lessons';
import { lexSchema } from './lexicon';
import { reviewSettingsSchema } from './review';
import { speakerNoticesResponseSchema } from './speakers';
import { textResponseSchema } from './texts';

export * from './offline-catalog';

// Downloads for learning without a connection (issue 28, ADR 064). A signed-in account picks what
// to keep on its device: a lesson, its review deck, the lexicon (one take of each word, or every
// take) or the texts. Each is one JSON package, as this viewer may see it, naming the recording
// files it plays; the device fetches those with the ordinary recording URLs. Every call reads
// what the signed-in account may see and hear (ADR 058), nothing else.

const BAD_KEY = 'The download must be lesson:<lesson id>, deck, lexicon:chosen, lexicon:all or texts.';

// GET /api/offline/package/:key?tz=
export const offlinePackageParamsSchema = z.object({
  key: z.pipe(
    z.string({ error: BAD_KEY }).check(z.refine((key) => parseOfflineKey(key) !== null, BAD_KEY)),
    z.transform((key: string) => parseOfflineKey(key)!),
  ),
});

const int = () => z.number().check(z.int());

/**
 * A recording to play: where from (the ordinary recording URL, `/api/audio/<file>` for a word's,
 * `/api/audio-sent/<file>` for a sentence's) and whose voice it is (for the speaker's notice).
 */
const offlineTakeSchema = z.object({ url: z.string(), speaker: z.string() });
export type OfflineTake = z.infer<typeof offlineTakeSchema>;

/** A file the device fetches and keeps whole: its URL and its size on the server's disk. */
const offlineAudioFileSchema = z.object({ url: z.string(), bytes: int() });
export type OfflineAudioFile = z.infer<typeof offlineAudioFileSchema>;

/**
 * A part of a package kept as a file of its own (ADR 067): where the device fetches it, its version
 * (a hash of its content, its ETag) and its JSON's length as sent before compression. A part whose
 * version the device has already is not fetched again.
 */
const offlinePartSchema = z.object({ url: z.string(), version: z.string(), bytes: int() });
export type OfflinePart = z.infer<typeof offlinePartSchema>;

/** A package: the data, the recording files it plays and the notices of their speakers. */
const packageOf = <D extends z.core.$ZodType>(data: D) =>
  z.object({
    key: z.string(),
    /** A hash of everything below but `generatedAt`: a new version whenever any of it changes. */
    version: z.string(),
    /** UTC, ISO 8601. */
    generatedAt: z.string(),
    data,
    /** Each file once, in the order the data first names it; a file missing on disk is not listed. */
    audio: z.array(offlineAudioFileSchema),
    /** The notices (ADR 061) of the speakers whose takes the data names, to read before their first play. */
    notices: speakerNoticesResponseSchema.shape.data,
    /**
     * The package's parts kept as files of their own, in order (the lexicon's entries' details, in
     * parts of at most OFFLINE_ENTRIES_PER_PART ids); none for the other packages. Optional: a
     * package kept on a device before parts existed has none.
     */
    parts: z.optional(z.array(offlinePartSchema)),
  });

// lesson:<id>: the lesson as GET /api/vocab-lesson/:id gives it to this viewer (without the steps of
// hidden items), the entries and sentences its steps name that the viewer may see, in step order,
// and the take of each the viewer's speaker order picks (null without one).
const lessonPackageDataSchema = z.object({
  lesson: vocabLessonResponseSchema.shape.data,
  words: z.array(
    z.object({ id: int(), lex: z.string(), gloss: z.string(), take: z.nullable(offlineTakeSchema) }),
  ),
  sentences: z.array(
    z.object({ id: z.string(), text: z.string(), trans: z.string(), take: z.nullable(offlineTakeSchema) }),
  ),
});
export const offlineLessonPackageSchema = packageOf(lessonPackageDataSchema);

// deck: every card of the learner's deck whose item they may see, with its FSRS state as stored
// (instants in UTC milliseconds), and its item once (a word's cards share it), with the take the
// review plays; the settings and today's counts the day's queue is computed from.
const cardStateFields = {
  id: int(),
  direction: z.enum(REVIEW_DIRECTIONS),
  due: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  elapsed_days: z.number(),
  scheduled_days: z.number(),
  learning_steps: z.number(),
  reps: int(),
  lapses: int(),
  /** 0 new, 1 learning, 2 review, 3 relearning (ts-fsrs). */
  state: int(),
  last_review: z.nullable(z.number()),
  added_at: z.number(),
};
const deckPackageDataSchema = z.object({
  settings: reviewSettingsSchema,
  /** The learner's day in the package's `tz`, the new cards started and the ratings made on it. */
  today: z.object({ day: z.string(), newStarted: int(), reviewed: int() }),
  cards: z.array(
    z.discriminatedUnion('kind', [
      z.object({ ...cardStateFields, kind: z.literal('word'), lexId: int() }),
      z.object({ ...cardStateFields, kind: z.literal('sentence'), sentId: z.string() }),
    ]),
  ),
  words: z.array(
    z.object({
      lexId: int(),
      lex: z.string(),
      pos: z.string(),
      gloss: z.string(),
      take: z.nullable(offlineTakeSchema),
    }),
  ),
  sentences: z.array(
    z.object({
      sentId: z.string(),
      text: z.string(),
      trans: z.string(),
      take: z.nullable(offlineTakeSchema),
    }),
  ),
});
export const offlineDeckPackageSchema = packageOf(deckPackageDataSchema);
export type OfflineDeckPackage = z.infer<typeof offlineDeckPackageSchema>;

// lexicon:chosen and lexicon:all: every entry the viewer may see, as /words shows it: the row of
// GET /api/lexs with, in place of its short list of senses, the entry's senses whole, its forms and
// typed notes (GET /api/lex-entry/:id); and its takes in the viewer's speaker order, the first the
// one to play: only that one (chosen), or every take the viewer may hear (all). Then the sentences
// "Show sentences" lists under those entries (GET /api/sents: the sentences the viewer may see that
// link one of them), each with the entries it is listed under and its takes, chosen or all alike.
const lexEntryFields = lexEntryResponseSchema.shape.data.shape;
const offlineEntrySchema = z.extend(z.omit(lexSchema, { senses: true }), {
  senses: lexEntryFields.senses,
  forms: lexEntryFields.forms,
  typedNotes: lexEntryFields.typedNotes,
  takes: z.array(offlineTakeSchema),
});
export type OfflineEntry = z.infer<typeof offlineEntrySchema>;
const offlineExampleSchema = z.object({
  id: z.string(),
  text: z.string(),
  trans: z.string(),
  /** The entries of the package it is listed under, each once, in the order its words link them. */
  lexIds: z.array(int()),
  takes: z.array(offlineTakeSchema),
});
export type OfflineExample = z.infer<typeof offlineExampleSchema>;
const lexiconPackageDataSchema = z.object({
  entries: z.array(offlineEntrySchema),
  sentences: z.array(offlineExampleSchema),
});
export const offlineLexiconPackageSchema = packageOf(lexiconPackageDataSchema);

// texts: every text the viewer may see, as GET /api/text/:id gives it, with the take of each
// recorded sentence the viewer's speaker order picks, by the sentence's recording id ('3.12').
const textsPackageDataSchema = z.object({
  texts: z.array(z.extend(textResponseSchema.shape.data, { takes: z.record(z.string(), offlineTakeSchema) })),
});
export const offlineTextsPackageSchema = packageOf(textsPackageDataSchema);

export type OfflinePackageData =
  | z.infer<typeof lessonPackageDataSchema>
  | z.infer<typeof deckPackageDataSchema>
  | z.infer<typeof lexiconPackageDataSchema>
  | z.infer<typeof textsPackageDataSchema>;
export type OfflinePackage = Omit<z.infer<typeof offlineLessonPackageSchema>, 'data'> & {
  data: OfflinePackageData;
};

// GET /api/offline/entries/:part: the details of the entries whose ids fall in one part (ADR 067),
// each as GET /api/lex-entry/:id gives it to this viewer, by id. A part holds the ids from
// part * OFFLINE_ENTRIES_PER_PART on, fewer than OFFLINE_ENTRIES_PER_PART of them.
const BAD_PART = `The part must be a whole number from 0 to ${OFFLINE_MAX_PART}.`;
export const offlineEntriesPartParamsSchema = z.object({
  part: z.pipe(
    z.string({ error: BAD_PART }).check(z.regex(/^\d{1,7}$/, BAD_PART)),
    z.transform((part: string) => Number(part)),
  ),
});
export const offlineEntriesPartResponseSchema = z.object({
  part: int(),
  version: z.string(),
  details: z.record(z.string(), lexEntryResponseSchema.shape.data),
});
export type OfflineEntriesPart = z.infer<typeof offlineEntriesPartResponseSchema>;
