import * as z from 'zod/mini';

// The speakers of the recordings (issue 27, ADR 061): the order a learner hears them in, the notices
// a learner reads before the first play of a speaker's recordings, and the console's panel where the
// teacher writes those notices and holds a speaker's recordings back.

/** A speaker's name as recordings carry it (word_audio.speaker, sent_audio.speaker). */
const SPEAKER_NAME_MAX = 100;
const speakerNameSchema = z
  .string({ error: 'A speaker must be a name.' })
  .check(
    z.minLength(1, 'A speaker must not be empty.'),
    z.maxLength(SPEAKER_NAME_MAX, `A speaker's name must be at most ${SPEAKER_NAME_MAX} characters long.`),
  );

// ---- The learner's speaker choice -------------------------------------------------------------

/** More than a community has speakers; the bound keeps a request small. */
const SPEAKER_CHOICE_MAX = 50;

// GET /api/speaker-preferences and POST /api/speaker-preferences (JSON {speakers}): the speakers the
// signed-in learner hears first, first chosen first. An empty list clears the choice.
export const speakerPreferencesSchema = z.object({
  speakers: z.array(speakerNameSchema, { error: 'speakers must be a list of names.' }).check(
    z.maxLength(SPEAKER_CHOICE_MAX, `At most ${SPEAKER_CHOICE_MAX} speakers may be chosen.`),
    z.refine((names) => new Set(names).size === names.length, 'A speaker may be chosen only once.'),
  ),
});
export type SpeakerPreferences = z.infer<typeof speakerPreferencesSchema>;

// ---- Notices ----------------------------------------------------------------------------------

// GET /api/speaker-notices (anyone: visitors hear public recordings, e-mail recipients hear audio
// from their links): the speakers who have a notice, with its text and version (a hash of the text;
// a new text is a new version, which the learner reads again). Nothing else about speakers.
const speakerNoticeSchema = z.object({
  speaker: z.string(),
  notice: z.string(),
  version: z.string(),
});
export type SpeakerNotice = z.infer<typeof speakerNoticeSchema>;
export const speakerNoticesResponseSchema = z.object({ data: z.array(speakerNoticeSchema) });

// GET /api/speaker-notices/accepted: the notices the signed-in account chose to play after, as
// {speaker, version}. POST /api/speaker-notices/accepted (JSON {speaker, version}): records one;
// 409 when that is not the speaker's current notice (it changed since the page read it).
const noticeAcceptanceSchema = z.object({
  speaker: speakerNameSchema,
  version: z
    .string({ error: 'version is required.' })
    .check(z.minLength(1, 'version is required.'), z.maxLength(64, 'version is not a notice version.')),
});
export type NoticeAcceptance = z.infer<typeof noticeAcceptanceSchema>;
export const noticeAcceptanceRequestSchema = noticeAcceptanceSchema;
export const noticeAcceptancesResponseSchema = z.object({ data: z.array(noticeAcceptanceSchema) });

// ---- The console's speakers panel (admin) -----------------------------------------------------

/** A notice is a few plain sentences. */
export const SPEAKER_NOTICE_MAX = 1000;

/**
 * GET /api/admin/speakers: everyone who recorded (and anyone with a notice or hold), by name, with
 * their notice, their hold (`held_until`, UTC ISO 8601, the instant the hold ends; `held_through`,
 * the last day held in the community's time zone, as the teacher picked it) and how many live
 * takes they have.
 */
const adminSpeakerSchema = z.object({
  speaker: z.string(),
  /** Added (ADR 080): the speaker's variety (dialect) and the community's note (who they were). */
  variety: z.optional(z.string()),
  note: z.optional(z.string()),
  notice: z.string(),
  held_until: z.nullable(z.string()),
  held_through: z.nullable(z.string()),
  word_takes: z.number().check(z.int()),
  sentence_takes: z.number().check(z.int()),
});
export type AdminSpeaker = z.infer<typeof adminSpeakerSchema>;
export const adminSpeakersResponseSchema = z.object({ data: z.array(adminSpeakerSchema) });

// POST /api/admin/speakers/:name: its body's schema is in recordings/speaker-schemas.ts (ADR 080).
export const adminSpeakerParamsSchema = z.object({ name: speakerNameSchema });

export const adminSpeakerResponseSchema = z.object({ speaker: adminSpeakerSchema });
export type AdminSpeakerResponse = z.infer<typeof adminSpeakerResponseSchema>;
export type AdminSpeakersResponse = z.infer<typeof adminSpeakersResponseSchema>;
export type NoticeAcceptancesResponse = z.infer<typeof noticeAcceptancesResponseSchema>;
export type SpeakerNoticesResponse = z.infer<typeof speakerNoticesResponseSchema>;
