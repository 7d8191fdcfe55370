import * as z from 'zod/mini';
import { HISTORY_KINDS, HISTORY_SOURCES } from '../history/snapshots';

// The history of entries, sentences and texts (admin; issue 27, ADR 059).

const wholeNumber = z.coerce
  .number({ error: 'id must be a number.' })
  .check(z.int('id must be a whole number.'), z.positive('id must be a positive number.'));

// GET /api/admin/history/:kind/:id. An entry's and a text's id is a number; a sentence's is its
// text id (letters, digits, dot, dash and underscore, as create-sent takes it).
export const historyItemParamsSchema = z
  .object({
    kind: z.enum(HISTORY_KINDS, { error: 'kind must be entry, sentence or text.' }),
    id: z.string().check(z.minLength(1, 'id is required.'), z.maxLength(100, 'id is too long.')),
  })
  .check(
    z.refine((p) => (p.kind === 'sentence' ? /^[\w.-]+$/.test(p.id) : /^[1-9]\d{0,15}$/.test(p.id)), {
      message: 'id must be a positive whole number for an entry or a text, or a sentence id.',
      path: ['id'],
    }),
  );

// POST /api/admin/history/:versionId/restore
export const historyVersionParamsSchema = z.object({ versionId: wholeNumber });

const fieldChangeSchema = z.object({ field: z.string(), before: z.string(), after: z.string() });

const historyVersionSchema = z.object({
  id: z.number(),
  at: z.string(),
  /** The account's username; null when the command line or an import run from it made the change. */
  who: z.nullable(z.string()),
  source: z.enum(HISTORY_SOURCES),
  /** The fields this change touched, before and after; empty for the item as it was first kept. */
  changes: z.array(fieldChangeSchema),
  /** Whether the item was deleted in this version. */
  deleted: z.boolean(),
  /** Whether this version is the item as it is now. */
  current: z.boolean(),
  /** Whether "Restore this version" can be done: an older version of an item that is not deleted now. */
  restorable: z.boolean(),
});
export type HistoryVersion = z.infer<typeof historyVersionSchema>;

export const historyResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  data: z.array(historyVersionSchema),
});

export const restoreVersionResponseSchema = z.object({
  success: z.literal(true),
  /** The new version the restore made. */
  versionId: z.number(),
});
