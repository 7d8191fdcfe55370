import { queryOptions } from '@tanstack/react-query';
import { missingRecordingsResponseSchema, recordingCoverageResponseSchema } from '@langapp/shared';
import type { MissingRecordings, RecordingCoverage, RecordingCoverageKind } from '@langapp/shared';
import { getJson } from '../lib/api-client';
import { RECORDING_COVERAGE_KEY } from './recordings';

// The console's recording coverage (admin only). A module of its own: api/recordings.ts is in every
// page's code; this one only in the coverage page's.

/**
 * GET /api/admin/recording-coverage: how many entries and sentences have a recording, in all and
 * by speaker, and the options of the list's filters.
 */
export const recordingCoverageQuery = queryOptions({
  queryKey: [...RECORDING_COVERAGE_KEY, 'summary'],
  queryFn: (): Promise<RecordingCoverage> =>
    getJson('/api/admin/recording-coverage', recordingCoverageResponseSchema),
  meta: { what: 'recording coverage' },
});

/** What the list of entries without a recording shows: a kind, its filters and where the page starts. */
export interface MissingRecordingsFilter {
  kind: RecordingCoverageKind;
  /** A part of speech (words only). */
  pos?: string;
  /** A lesson id: only the entries or sentences it uses. */
  lesson?: string;
  offset?: number;
}

/**
 * GET /api/admin/recording-coverage/missing: one page of the entries (or sentences) without a
 * recording, filtered on the server. Empty filters are left out of the request and of the key.
 */
export const missingRecordingsQuery = ({ kind, pos, lesson, offset = 0 }: MissingRecordingsFilter) => {
  const filter = {
    kind,
    ...(kind === 'word' && pos ? { pos } : {}),
    ...(lesson ? { lesson } : {}),
    ...(offset > 0 ? { offset: String(offset) } : {}),
  };
  return queryOptions({
    queryKey: [...RECORDING_COVERAGE_KEY, 'missing', filter],
    queryFn: (): Promise<MissingRecordings> =>
      getJson(
        `/api/admin/recording-coverage/missing?${new URLSearchParams(filter).toString()}`,
        missingRecordingsResponseSchema,
      ),
    meta: { what: 'list of entries without a recording' },
  });
};
