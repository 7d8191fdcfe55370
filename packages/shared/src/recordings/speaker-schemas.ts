import * as z from 'zod/mini';
import { SPEAKER_NOTICE_MAX } from '../api/speakers';

/**
 * The schemas of the speakers as people (issue 38, ADR 080): the list whoever records picks from,
 * a new speaker, and the console's form of a speaker. A module of its own, exported by the
 * package's index and not by api/speakers.ts: every page's code carries that one (the players'
 * order of speakers), only the recorders' pages and the server this one.
 */

/** A speaker's name: trimmed, 1 to 100 characters. */
const SPEAKER_NAME_MAX = 100;

/** A day as the teacher picks it: YYYY-MM-DD. */
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A variety (dialect) label. */
const SPEAKER_VARIETY_MAX = 100;
const varietyField = z
  .string({ error: 'variety must be text.' })
  .check(
    z.trim(),
    z.maxLength(SPEAKER_VARIETY_MAX, `A variety must be at most ${SPEAKER_VARIETY_MAX} characters long.`),
  );
const noteField = z
  .string({ error: 'note must be text.' })
  .check(
    z.trim(),
    z.maxLength(SPEAKER_NOTICE_MAX, `A note must be at most ${SPEAKER_NOTICE_MAX} characters long.`),
  );

// GET /api/speakers (recorder or teacher): every speaker of the list, by name, with their variety:
// the choice of whose voice a take is (ADR 080).
const speakerSchema = z.object({ name: z.string(), variety: z.string() });
export type Speaker = z.infer<typeof speakerSchema>;
export const speakersResponseSchema = z.object({ data: z.array(speakerSchema) });
export type SpeakersResponse = z.infer<typeof speakersResponseSchema>;

// POST /api/speakers (recorder or teacher; JSON {name, variety, note}): adds a speaker, a person
// who need not have an account; 409 when the name is taken. Answers the speaker.
export const newSpeakerRequestSchema = z.object({
  name: z
    .string({ error: 'name is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'A speaker needs a name.'),
      z.maxLength(SPEAKER_NAME_MAX, `A speaker's name must be at most ${SPEAKER_NAME_MAX} characters long.`),
    ),
  variety: z._default(varietyField, ''),
  note: z._default(noteField, ''),
});
export type NewSpeakerRequest = z.input<typeof newSpeakerRequestSchema>;
export const speakerResponseSchema = z.object({ speaker: speakerSchema });

// POST /api/admin/speakers/:name (JSON {variety?, note?, notice, held_through}): sets the speaker's
// variety and note (absent: unchanged), notice (plain text; empty for none) and hold: held_through
// is the last day (YYYY-MM-DD, the community's time zone) the speaker's recordings are for teachers
// only, or null for no hold. Answers the speaker.
export const adminSpeakerRequestSchema = z.object({
  /** Added (ADR 080): absent leaves the variety as it is. */
  variety: z.optional(varietyField),
  /** Added (ADR 080): absent leaves the note as it is. */
  note: z.optional(noteField),
  notice: z
    .string({ error: 'notice must be text.' })
    .check(
      z.trim(),
      z.maxLength(SPEAKER_NOTICE_MAX, `A notice must be at most ${SPEAKER_NOTICE_MAX} characters long.`),
    ),
  held_through: z.nullable(
    z
      .string({ error: 'held_through must be a date (YYYY-MM-DD) or null.' })
      .check(z.regex(DAY, 'held_through must be a date written YYYY-MM-DD.')),
  ),
});
export type AdminSpeakerRequest = z.infer<typeof adminSpeakerRequestSchema>;

// POST /api/admin/speakers/:name/rename (JSON {name}): renames a speaker everywhere their name is
// kept (their row, their takes, learners' choices and accepted notices), in one step (ADR 085);
// 409 when another speaker already has the new name. Answers the speaker.
export const renameSpeakerRequestSchema = z.object({
  name: z
    .string({ error: 'name is required.' })
    .check(
      z.trim(),
      z.minLength(1, 'A speaker needs a name.'),
      z.maxLength(SPEAKER_NAME_MAX, `A speaker's name must be at most ${SPEAKER_NAME_MAX} characters long.`),
    ),
});
