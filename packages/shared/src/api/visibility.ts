import * as z from 'zod/mini';
import { DEFAULT_VISIBILITY, VISIBILITY_LEVELS } from '../visibility/visibility';

// Setting who may see what (issue 27, ADR 062): the teacher's calls. Admin only. The levels and
// the rule that applies them come from src/visibility (ADR 058).

/** The kinds of item that carry a level, as the setter and the counts name them. */
export const VISIBILITY_KINDS = [
  'entry',
  'example',
  'sentence',
  'text',
  'lesson',
  'word-recording',
  'sentence-recording',
  'lesson-recording',
] as const;
export type VisibilityKind = (typeof VISIBILITY_KINDS)[number];

/** How many items one call may set at once (a page of the console's longest list, with room). */
export const MAX_VISIBILITY_IDS = 500;

export const visibilitySchema = z.enum(VISIBILITY_LEVELS, {
  error: 'visibility must be public, learners or teachers.',
});

/**
 * An item's id as the console has it: a number (entries, texts, recordings) or a text (sentences,
 * lessons, a lesson recording's file name).
 */
const itemIdSchema = z.union(
  [
    z.number().check(z.int('Each id must be a whole number or a text.')),
    z.string().check(z.trim(), z.minLength(1, 'An id may not be empty.'), z.maxLength(200)),
  ],
  { error: 'Each id must be a whole number or a text.' },
);

/**
 * The level a teacher picks for what they create (a new entry, sentence, text or lesson, an
 * uploaded take): optional, the default when left out. Only a new item takes it; saving an existing
 * one keeps its level (the setter changes it).
 */
export const newItemVisibilityField = z._default(z.optional(visibilitySchema), DEFAULT_VISIBILITY);

// POST /api/admin/visibility (JSON): { kind, ids, visibility } -> { success, changed }
export const setVisibilityRequestSchema = z.object({
  kind: z.enum(VISIBILITY_KINDS, {
    error: `kind must be one of ${VISIBILITY_KINDS.join(', ')}.`,
  }),
  ids: z
    .array(itemIdSchema, { error: 'ids must be a list of item ids.' })
    .check(
      z.minLength(1, 'Choose at least one item.'),
      z.maxLength(MAX_VISIBILITY_IDS, `At most ${MAX_VISIBILITY_IDS} items can be set at once.`),
    ),
  visibility: visibilitySchema,
});
export type SetVisibilityRequest = z.infer<typeof setVisibilityRequestSchema>;

export const setVisibilityResponseSchema = z.object({
  success: z.literal(true),
  /** How many of the items had another level before (the others already had this one). */
  changed: z.number().check(z.int(), z.nonnegative()),
});

const levelCountsSchema = z.object({
  public: z.number().check(z.int(), z.nonnegative()),
  learners: z.number().check(z.int(), z.nonnegative()),
  teachers: z.number().check(z.int(), z.nonnegative()),
});

// GET /api/admin/visibility-counts -> for each kind, how many live items are at each level.
export const visibilityCountsResponseSchema = z.object({
  entry: levelCountsSchema,
  example: levelCountsSchema,
  sentence: levelCountsSchema,
  text: levelCountsSchema,
  lesson: levelCountsSchema,
  'word-recording': levelCountsSchema,
  'sentence-recording': levelCountsSchema,
  'lesson-recording': levelCountsSchema,
});
export type VisibilityCounts = z.infer<typeof visibilityCountsResponseSchema>;
