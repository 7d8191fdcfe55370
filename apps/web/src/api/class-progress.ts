import { queryOptions } from '@tanstack/react-query';
import { classProgressResponseSchema } from '@langapp/shared';
import type { ClassProgress } from '@langapp/shared';
import { getJson } from '../lib/api-client';
import { timeZoneParam } from '../lib/time-zone';

// The class's progress for the teacher's console (admin only; ADR 032). Days count in the
// browser's time zone, sent with each call (`tz`). Nothing here changes: no mutations.

/** GET /api/admin/progress: per learner, the most-missed words and the activity per day. */
export const classProgressQuery = queryOptions({
  queryKey: ['class-progress'],
  queryFn: (): Promise<ClassProgress> =>
    getJson(`/api/admin/progress?${timeZoneParam()}`, classProgressResponseSchema),
  meta: { what: 'class progress' },
});

/**
 * GET /api/admin/progress.csv: the per-learner table as a CSV file. A plain link: the browser
 * downloads it with the session cookie, no fetch.
 */
export const classProgressCsvUrl = (): string => `/api/admin/progress.csv?${timeZoneParam()}`;
