import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { VISIBILITY_LEVELS } from '@langapp/shared';
import { InvalidError } from '../../../lib/domain-errors';
import { describeIssues } from '../../../lib/validate';

// The reader of a bundle (ADR 038): its manifest read and checked for shape, no SQL. Its lexicon
// and sentences are JSON items (read-table.ts reads them, as a JSON file's); its texts, lessons and
// recordings are checked item by item here and written by media-bundle.service.ts.

/** The file at a bundle's root that holds everything but the recordings' bytes (ADR 038). */
export const BUNDLE_MANIFEST = 'langapp-bundle.json';
export const BUNDLE_FORMAT = 'langapp-bundle';
export const BUNDLE_VERSION = 1;

/** Where each kind of recording travels inside a bundle, under media/ as under the media folder. */
export const BUNDLE_FOLDERS = {
  word: 'media/audio',
  sentence: 'media/sent-audio',
  lesson: 'media/lesson-recordings',
};

const manifestSchema = z.object({
  format: z.literal(BUNDLE_FORMAT, { error: `it is not a ${BUNDLE_FORMAT} file` }),
  version: z.literal(BUNDLE_VERSION, { error: `only version ${BUNDLE_VERSION} of the bundle is read` }),
  apostrophes: z.enum(['straighten', 'keep']).optional(),
  lexicon: z.array(z.unknown()).default([]),
  sentences: z.array(z.unknown()).default([]),
  texts: z.array(z.unknown()).default([]),
  lessons: z.array(z.unknown()).default([]),
  recordings: z.array(z.unknown()).default([]),
  lessonRecordings: z.array(z.unknown()).default([]),
});

const stamp = z.string().min(1, 'a time is required');
/** Who may see an item (ADR 062); a bundle made before levels has none: see importBundle. */
const level = z
  .enum(VISIBILITY_LEVELS, { error: 'visibility must be public, learners or teachers' })
  .optional();
const published = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((p) => (p ? 1 : 0));
export const textItem = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(1, 'title is required'),
  data: z.unknown(),
  published,
  createdAt: stamp,
  updatedAt: stamp,
  visibility: level,
});
export const lessonItem = z.object({
  id: z.string(),
  title: z.string().nullable(),
  description: z.string().default(''),
  steps: z.unknown(),
  published,
  dateAdded: stamp,
  updatedAt: stamp,
  visibility: level,
});
/** A file name the server made: no folder, no leading dot. */
export const fileName = z
  .string()
  .regex(/^[\w-][\w.-]*$/, 'a recording file name may use letters, digits, dot, dash and underscore only');
export const recordingItem = z.object({
  kind: z.enum(['word', 'sentence']),
  key: z.string().trim().min(1, 'the word or sentence id is required'),
  // The entry a word take belongs to (issue 25); a bundle made before it has none: the take goes to
  // the entry written as its key.
  lexId: z.number().int().positive().nullable().default(null),
  file: fileName,
  original: fileName.nullable().default(null),
  speaker: z.string().trim().min(1, 'speaker is required'),
  timestamp: stamp,
  visibility: level,
});

/** A bundle's manifest as read from the unpacked bundle in `dir`; a file that is not one is refused. */
export function readBundleManifest(dir: string): z.output<typeof manifestSchema> {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(dir, BUNDLE_MANIFEST), 'utf8'));
  } catch {
    throw new InvalidError(`The bundle's ${BUNDLE_MANIFEST} is not valid JSON.`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success)
    throw new InvalidError(`The bundle's ${BUNDLE_MANIFEST} cannot be read: ${describeIssues(parsed.error)}`);
  return parsed.data;
}
