import * as z from 'zod/mini';
import { lessonIdSchema } from '../lessons/lesson-rules';

/**
 * The schemas of the recording coverage calls (the console's section, docs/decisions/033),
 * re-exported by api/recordings.ts.
 */

/** What coverage counts: entries of the lexicon (word) and sentences of the sentences page. */
const RECORDING_COVERAGE_KINDS = ['word', 'sentence'] as const;
export type RecordingCoverageKind = (typeof RECORDING_COVERAGE_KINDS)[number];

// GET /api/admin/recording-coverage: how many entries and sentences have a playable recording, in
// all and by speaker, and the filters' options of the list of those still to record.
const coverageCountSchema = z.object({
  /** Entries (not deleted) or sentences there are. */
  total: z.number(),
  /** Of those, how many have at least one playable (.mp3, not deleted) recording. */
  recorded: z.number(),
});
export type CoverageCount = z.infer<typeof coverageCountSchema>;
const speakerCoverageSchema = z.object({
  speaker: z.string(),
  /** Entries with a playable recording by this speaker. */
  words: z.number(),
  /** Sentences with a playable recording by this speaker. */
  sentences: z.number(),
});
export type SpeakerCoverage = z.infer<typeof speakerCoverageSchema>;
const coverageLessonSchema = z.object({
  id: z.string(),
  /** The lesson's title, or its id while it has none. */
  title: z.string(),
});
export type CoverageLesson = z.infer<typeof coverageLessonSchema>;
export const recordingCoverageResponseSchema = z.object({
  words: coverageCountSchema,
  sentences: coverageCountSchema,
  /** Everyone with a playable recording, the most entries and sentences first. */
  speakers: z.array(speakerCoverageSchema),
  /** The parts of speech the lexicon uses, in alphabetical order. */
  partsOfSpeech: z.array(z.string()),
  /** Every lesson (published or not), in the order they were made. */
  lessons: z.array(coverageLessonSchema),
});
export type RecordingCoverage = z.infer<typeof recordingCoverageResponseSchema>;

// GET /api/admin/recording-coverage/missing?kind=word|sentence[&pos=][&lesson=][&offset=][&limit=]:
// one page of the entries (or sentences) without a playable recording. An empty pos or lesson
// means no filter; pos filters words only.
export const MISSING_RECORDINGS_PAGE_SIZE = 50;
const MISSING_RECORDINGS_MAX_LIMIT = 200;
const MISSING_RECORDINGS_MAX_OFFSET = 1_000_000;
const POS_FILTER_MAX_LENGTH = 50;

/** A query value trimmed, and left out when it is empty. */
const optionalFilter = <S extends z.ZodMiniType<unknown, string | undefined>>(what: string, then: S) =>
  z.optional(
    z.pipe(
      z.pipe(
        z.string({ error: `${what} must be given once, as text.` }),
        z.transform((value: string) => value.trim() || undefined),
      ),
      then,
    ),
  );

export const missingRecordingsQuerySchema = z
  .object({
    kind: z.enum(RECORDING_COVERAGE_KINDS, { error: 'kind must be word or sentence.' }),
    pos: optionalFilter(
      'pos',
      z.optional(
        z
          .string()
          .check(z.maxLength(POS_FILTER_MAX_LENGTH, `pos has at most ${POS_FILTER_MAX_LENGTH} characters.`)),
      ),
    ),
    lesson: optionalFilter('lesson', z.optional(lessonIdSchema)),
    /**
     * Added (ADR 084): the words' order, 'name' (A to Z, the default) or 'use' (the words most
     * sentences use first, then A to Z): a recording session fills the most needed gaps first.
     */
    order: z.optional(z.enum(['name', 'use'], { error: 'order must be name or use.' })),
    offset: z._default(
      z.coerce
        .number({ error: 'offset must be a number.' })
        .check(
          z.int('offset must be a whole number.'),
          z.minimum(0, 'offset must be 0 or more.'),
          z.maximum(
            MISSING_RECORDINGS_MAX_OFFSET,
            `offset must be at most ${MISSING_RECORDINGS_MAX_OFFSET}.`,
          ),
        ),
      0,
    ),
    limit: z._default(
      z.coerce
        .number({ error: 'limit must be a number.' })
        .check(
          z.int('limit must be a whole number.'),
          z.minimum(1, 'limit must be at least 1.'),
          z.maximum(MISSING_RECORDINGS_MAX_LIMIT, `limit must be at most ${MISSING_RECORDINGS_MAX_LIMIT}.`),
        ),
      MISSING_RECORDINGS_PAGE_SIZE,
    ),
  })
  .check(
    z.refine((query) => !(query.kind === 'sentence' && query.pos !== undefined), {
      message: 'pos filters words only: sentences have no part of speech.',
      path: ['pos'],
    }),
  );
/** The query as the server reads it (filters trimmed, empty ones left out, the page's defaults filled in). */
export type MissingRecordingsQuery = z.infer<typeof missingRecordingsQuerySchema>;

const missingWordSchema = z.object({
  id: z.number(),
  lex: z.string(),
  pos: z.string(),
  gloss: z.string(),
});
export type MissingWord = z.infer<typeof missingWordSchema>;
const missingSentenceSchema = z.object({ id: z.string(), text: z.string(), trans: z.string() });
export type MissingSentence = z.infer<typeof missingSentenceSchema>;
const missingPage = {
  /** How many match the filters in all (entries holds one page of them). */
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
};
export const missingRecordingsResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('word'), ...missingPage, entries: z.array(missingWordSchema) }),
  z.object({ kind: z.literal('sentence'), ...missingPage, entries: z.array(missingSentenceSchema) }),
]);
export type MissingRecordings = z.infer<typeof missingRecordingsResponseSchema>;
