import * as z from 'zod/mini';

// The catalog of downloads (issue 28, ADR 064), apart from the packages' schemas in offline.ts: a
// page's "Make available offline" reads the catalog on its first paint, and the packages' schemas
// (which take in the lessons', texts' and review's) load only with a download (ADR 078).

const int = () => z.number().check(z.int());

// GET /api/offline/catalog?tz=: every download this account may make, with what it weighs.
const offlineCatalogItemSchema = z.object({
  key: z.string(),
  title: z.string(),
  /** The version the package has now (its ETag). */
  version: z.string(),
  /** The package's JSON, as sent before compression. */
  dataBytes: int(),
  /** The recording files it lists, as stored. */
  audioBytes: int(),
  audioFiles: int(),
});
export type OfflineCatalogItem = z.infer<typeof offlineCatalogItemSchema>;
export const offlineCatalogResponseSchema = z.object({ data: z.array(offlineCatalogItemSchema) });
