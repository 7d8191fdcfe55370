import * as z from 'zod/mini';
import {
  ENTRY_SUGGESTION_FIELDS,
  hasControlCharacters,
  plainTextForm,
  SENTENCE_SUGGESTION_FIELDS,
  SUGGESTION_COMMENT_MAX,
  SUGGESTION_TEXT_MAX,
} from '../suggestions/suggestion-fields';

// Corrections from learners (issue 27, ADR 060): a learner suggests a new text for one field of an
// entry, a sentence or a sentence of a text; the teacher accepts it (as proposed or edited) or
// declines it with a reason. Each field's own limit and the one-line rule are checked by the
// service with proposalProblem (suggestions/suggestion-fields.ts).

const positiveId = (name: string) =>
  z
    .number({ error: `${name} must be a number.` })
    .check(z.int(`${name} must be a whole number.`), z.positive(`${name} must be a positive number.`));

const entryTargetSchema = z.object({
  kind: z.literal('entry'),
  lexId: positiveId('lexId'),
  /** The sense the field belongs to (gloss, part of speech, definition, an example's texts). */
  senseId: z.optional(positiveId('senseId')),
  /** The example whose sentence or translation is corrected. */
  exampleId: z.optional(positiveId('exampleId')),
  field: z.enum(ENTRY_SUGGESTION_FIELDS, {
    error: `The field of an entry is one of ${ENTRY_SUGGESTION_FIELDS.join(', ')}.`,
  }),
});

const sentenceField = z.enum(SENTENCE_SUGGESTION_FIELDS, {
  error: `The field of a sentence is one of ${SENTENCE_SUGGESTION_FIELDS.join(', ')}.`,
});

const sentenceTargetSchema = z.object({
  kind: z.literal('sentence'),
  sentId: z
    .string({ error: 'sentId must be text.' })
    .check(
      z.minLength(1, 'sentId is required.'),
      z.maxLength(100, 'sentId must be at most 100 characters long.'),
    ),
  field: sentenceField,
});

const textSentenceTargetSchema = z.object({
  kind: z.literal('text-sentence'),
  textId: positiveId('textId'),
  /** The sentence's stable id in the text (packages/shared/src/texts), not its position. */
  sentenceId: positiveId('sentenceId'),
  field: sentenceField,
});

/** The item and field a suggestion is about. */
const suggestionTargetSchema = z.discriminatedUnion(
  'kind',
  [entryTargetSchema, sentenceTargetSchema, textSentenceTargetSchema],
  { error: 'The item must be an entry, a sentence or a sentence of a text.' },
);
export type SuggestionTarget = z.infer<typeof suggestionTargetSchema>;

/** Plain text a person typed: line ends made line feeds, trimmed, NFC; no control characters. */
const plainText = (label: string, max: number, { required }: { required: boolean }) =>
  z.string({ error: `${label} must be text.` }).check(
    z.overwrite(plainTextForm),
    ...(required ? [z.minLength(1, `${label} is required.`)] : []),
    z.maxLength(max, `${label} must be at most ${max} characters long.`),
    z.refine((text: string) => !hasControlCharacters(text), {
      error: `${label} must be plain text, without control characters.`,
    }),
  );

// POST /api/suggestions (signed in; JSON)
export const submitSuggestionRequestSchema = z.object({
  target: suggestionTargetSchema,
  proposal: plainText('The proposed text', SUGGESTION_TEXT_MAX, { required: true }),
  comment: z._default(z.optional(plainText('The comment', SUGGESTION_COMMENT_MAX, { required: false })), ''),
});
export type SubmitSuggestionRequest = z.input<typeof submitSuggestionRequestSchema>;

const SUGGESTION_STATUSES = ['open', 'accepted', 'declined'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/** A suggestion as its learner sees it. */
const suggestionSchema = z.object({
  id: z.number(),
  target: suggestionTargetSchema,
  /** What the item is ('tahak', 'Tahak nipemk.', 'The river, sentence 3'); null once the learner may no longer see it. */
  itemLabel: z.nullable(z.string()),
  /** The field's text when suggested; null once the learner may no longer see the item. */
  original: z.nullable(z.string()),
  proposal: z.string(),
  comment: z.string(),
  status: z.enum(SUGGESTION_STATUSES),
  /** The text the teacher applied (the proposal, or their edit of it); null once the item is hidden. */
  acceptedText: z.nullable(z.string()),
  /** The teacher's reason for declining. */
  reason: z.nullable(z.string()),
  /** UTC, ISO 8601. */
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const submitSuggestionResponseSchema = z.object({ success: z.literal(true), data: suggestionSchema });

// GET /api/suggestions (signed in): the learner's own, newest first.
export const mySuggestionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(suggestionSchema),
});

/** A suggestion as the console shows it: who sent it and the field's text now beside the proposal. */
const consoleSuggestionSchema = z.extend(suggestionSchema, {
  username: z.string(),
  /** The field's text now; null when the item (or its sense or example) no longer exists. */
  current: z.nullable(z.string()),
  /** The field changed since the learner suggested (current differs from original). */
  changed: z.boolean(),
  decidedBy: z.nullable(z.string()),
});
export type ConsoleSuggestion = z.infer<typeof consoleSuggestionSchema>;

const suggestionCountsSchema = z.object({ open: z.number(), accepted: z.number(), declined: z.number() });

// GET /api/admin/suggestions?status=open|decided (admin): the open ones oldest first, or the
// decided ones newest first (the latest 100), with the counts of each status.
export const adminSuggestionsQuerySchema = z.object({
  status: z._default(
    z.optional(z.enum(['open', 'decided'], { error: 'status is open or decided.' })),
    'open',
  ),
});
export const adminSuggestionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(consoleSuggestionSchema),
  counts: suggestionCountsSchema,
});

// GET /api/admin/suggestions/count (admin): the navbar's badge.
export const suggestionCountResponseSchema = z.object({ success: z.literal(true), open: z.number() });

export const suggestionIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'id must be a number.' })
    .check(z.int('id must be a whole number.'), z.positive('id must be a positive number.')),
});

// POST /api/admin/suggestions/:id/accept (admin; JSON): applies the proposal, or `text`, the
// teacher's edit of it.
export const acceptSuggestionRequestSchema = z.object({
  text: z.optional(plainText('The accepted text', SUGGESTION_TEXT_MAX, { required: true })),
});

// POST /api/admin/suggestions/:id/decline (admin; JSON)
export const declineSuggestionRequestSchema = z.object({
  reason: plainText('The reason', SUGGESTION_COMMENT_MAX, { required: true }),
});

/** The answer to accept and decline: the suggestion as decided, and whether the learner was e-mailed. */
export const decideSuggestionResponseSchema = z.object({
  success: z.literal(true),
  data: consoleSuggestionSchema,
  emailed: z.boolean(),
});
