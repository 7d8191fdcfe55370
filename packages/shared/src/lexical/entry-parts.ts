import * as z from 'zod/mini';
import { requiredTrimmedText } from '../api/common';
import { visibilitySchema } from '../api/visibility';

// An entry as a real dictionary has it (issue 25, ADR 048): the headword, a homograph number, one or
// more ordered senses (each with a part of speech, a gloss, a definition, examples and notes),
// typed notes and other forms (a citation form, a pronunciation such as IPA, a variant, the
// headword in another writing system), and its recordings. The spec's lex, pos and gloss are the
// headword and the first sense's part of speech and gloss.

/** The kinds of other forms an entry can have, as LIFT names them. */
const ENTRY_FORM_KINDS = ['lexical-unit', 'citation', 'pronunciation', 'variant'] as const;
type EntryFormKind = (typeof ENTRY_FORM_KINDS)[number];

/** What each kind of other form is called on the pages, in the order the console offers them. */
export const ENTRY_FORM_KIND_LABELS: Readonly<Record<EntryFormKind, string>> = {
  'lexical-unit': 'Headword',
  citation: 'Citation form',
  pronunciation: 'Pronunciation',
  variant: 'Variant',
};

const text = (label: string, max: number) =>
  z._default(
    z
      .string({ error: `${label} must be text.` })
      .check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters long.`)),
    '',
  );

const partId = (label: string) =>
  z.optional(
    z
      .number({ error: `${label} must be a number.` })
      .check(z.int(`${label} must be a whole number.`), z.positive(`${label} must be a positive number.`)),
  );

export const senseExampleSchema = z.object({
  /** Kept when an example is edited, so that what FLEx gave it (its source, other languages) stays. */
  id: partId('An example id'),
  text: requiredTrimmedText('An example sentence', 2000),
  translation: text('A translation', 2000),
});
export type SenseExample = z.infer<typeof senseExampleSchema>;

export const entryNoteSchema = z.object({
  /** The note's type as FLEx names it ('' for a general note): 'grammar', 'anthropology', 'bibliography', ... */
  type: text('A note type', 100),
  text: requiredTrimmedText('A note', 5000),
});
export type EntryNote = z.infer<typeof entryNoteSchema>;

export const senseWriteSchema = z.object({
  /** The sense being edited; none for a new sense. Its FLEx id stays with it. */
  id: partId('A sense id'),
  pos: text('Part of speech', 50),
  gloss: text('Gloss', 500),
  definition: text('Definition', 5000),
  examples: z._default(
    z.array(senseExampleSchema).check(z.maxLength(50, 'A sense has at most 50 examples.')),
    [],
  ),
  notes: z._default(z.array(entryNoteSchema).check(z.maxLength(50, 'A sense has at most 50 notes.')), []),
});
export type SenseWrite = z.infer<typeof senseWriteSchema>;

export const entryFormSchema = z.object({
  kind: z.enum(ENTRY_FORM_KINDS, { error: `A form's kind is one of ${ENTRY_FORM_KINDS.join(', ')}.` }),
  /** The writing system (a language tag such as 'en', 'qaa-fonipa'). */
  ws: z
    .string({ error: 'A writing system is required.' })
    .check(
      z.trim(),
      z.regex(
        /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/,
        'A writing system is a language tag such as en or qaa-fonipa.',
      ),
    ),
  text: requiredTrimmedText('A form', 500),
});
export type EntryForm = z.infer<typeof entryFormSchema>;

/** The parts of an entry beyond the spec's fields, as the console writes them. */
const entryPartsSchema = z.object({
  senses: z
    .array(senseWriteSchema)
    .check(
      z.minLength(1, 'An entry has at least one sense.'),
      z.maxLength(100, 'An entry has at most 100 senses.'),
    ),
  forms: z._default(
    z.array(entryFormSchema).check(z.maxLength(100, 'An entry has at most 100 other forms.')),
    [],
  ),
  typedNotes: z._default(
    z.array(entryNoteSchema).check(z.maxLength(50, 'An entry has at most 50 notes.')),
    [],
  ),
});

// POST /api/update-lex-entry (admin; JSON): the whole entry as the console's dictionary edits it.
// The first sense's part of speech and gloss become the entry's pos and gloss (the spec's fields).
export const updateLexEntryRequestSchema = z.object({
  id: z
    .number({ error: 'id must be a number.' })
    .check(z.int('id must be a whole number.'), z.positive('id must be a positive number.')),
  lex: requiredTrimmedText('Word', 200),
  notes: text('Notes', 5000),
  ...entryPartsSchema.shape,
  confirm: z._default(z.boolean({ error: 'confirm must be true or false.' }), false),
});
export type UpdateLexEntryRequest = z.infer<typeof updateLexEntryRequestSchema>;

// GET /api/lex-entry/:id (signed in): one entry whole.
const senseSchema = z.object({
  id: z.number(),
  pos: z.string(),
  gloss: z.string(),
  definition: z.string(),
  examples: z.array(
    z.object({ id: z.number(), text: z.string(), translation: z.string(), visibility: z.optional(visibilitySchema) }),
  ),
  notes: z.array(z.object({ type: z.string(), text: z.string() })),
});

const entryRecordingSchema = z.object({
  /** The take's id (the teacher sets its visibility by it). */
  id: z.optional(z.number()),
  filename: z.string(),
  speaker: z.string(),
  /** Added (ADR 080): the speaker's variety (dialect), shown beside their name; '' for none. */
  variety: z.optional(z.string()),
  /** UTC, ISO 8601. */
  timestamp: z.string(),
  /** Shared by homographs before recordings belonged to entries: the teacher is asked to confirm. */
  to_confirm: z.boolean(),
  /** Who may see it (ADR 058, 062); absent from an older server: the default, learners. */
  visibility: z.optional(visibilitySchema),
});

/**
 * Where the reader meets an entry (its page, ADR 070): the sentences (the first ENTRY_USES_SHOWN,
 * and how many there are) and the texts they may see whose annotation links it. Only for an
 * account: a visitor of the public dictionary reads entries, not sentences.
 */
const entryUsesSchema = z.object({
  sentences: z.array(z.object({ id: z.string(), text: z.string(), trans: z.string() })),
  sentenceCount: z.number(),
  texts: z.array(z.object({ id: z.number(), title: z.string() })),
});
export type EntryUses = z.infer<typeof entryUsesSchema>;
/** How many sentences an entry's page lists (a common word may be in hundreds). */
export const ENTRY_USES_SHOWN = 50;

const lexEntrySchema = z.object({
  id: z.number(),
  lex: z.string(),
  homograph: z.nullable(z.number()),
  guid: z.nullable(z.string()),
  /** The general note (the spec's notes). */
  notes: z.string(),
  senses: z.array(senseSchema),
  forms: z.array(z.object({ kind: z.enum(ENTRY_FORM_KINDS), ws: z.string(), text: z.string() })),
  typedNotes: z.array(z.object({ type: z.string(), text: z.string() })),
  recordings: z.array(entryRecordingSchema),
  /** Who may see it (ADR 058, 062); absent from an older server: the default, learners. */
  visibility: z.optional(visibilitySchema),
  /**
   * GET /api/lex-entry/:id to an account; absent for a visitor, from the console's save, and from
   * a device's download that does not carry it (the page then says so).
   */
  uses: z.optional(entryUsesSchema),
});
export type LexEntry = z.infer<typeof lexEntrySchema>;
export const lexEntryResponseSchema = z.object({ data: lexEntrySchema });
export const updateLexEntryResponseSchema = z.object({ success: z.literal(true), data: lexEntrySchema });
