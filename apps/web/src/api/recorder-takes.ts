import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  missingRecordingsResponseSchema,
  recorderTakesResponseSchema,
  successResponseSchema,
} from '@langapp/shared';
import type {
  MissingRecordings,
  RecorderTake,
  RecorderTakesResponse,
  RecordingCoverageKind,
} from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';
import { RECORDING_COVERAGE_KEY } from './recordings';

// The recorder's takes and the teacher's queue of takes waiting for approval (issue 38, ADR 080).
// A module of its own: only the Record page and the console's coverage page carry it.

const TAKES = ['recordings', 'recorder'] as const;

/** GET /api/my-recordings (recorder): the account's own takes, newest first, each with whether it waits. */
export const myRecordingsQuery = queryOptions({
  queryKey: [...TAKES, 'mine'],
  queryFn: (): Promise<RecorderTakesResponse> => getJson('/api/my-recordings', recorderTakesResponseSchema),
  meta: { what: 'your recordings' },
});

/** GET /api/admin/waiting-recordings (admin): the takes waiting for approval, oldest first. */
export const waitingRecordingsQuery = queryOptions({
  queryKey: [...TAKES, 'waiting'],
  queryFn: (): Promise<RecorderTakesResponse> =>
    getJson('/api/admin/waiting-recordings', recorderTakesResponseSchema),
  meta: { what: 'recordings waiting for approval' },
});

/** GET /api/recording-coverage/missing (recorder): one page of what is still to record, from `offset`. */
export const stillToRecordQuery = (kind: RecordingCoverageKind, offset = 0) =>
  queryOptions({
    queryKey: [...RECORDING_COVERAGE_KEY, 'recorder', kind, offset],
    queryFn: (): Promise<MissingRecordings> =>
      getJson(
        `/api/recording-coverage/missing?kind=${kind}${offset > 0 ? `&offset=${offset}` : ''}`,
        missingRecordingsResponseSchema,
      ),
    placeholderData: keepPreviousData,
    meta: { what: 'list of what is still to record' },
  });

/** After a take changed: the recorder's list, the queue, the coverage and every list of takes. */
export const recorderTakesChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: TAKES }),
    queryClient.invalidateQueries({ queryKey: RECORDING_COVERAGE_KEY }),
    queryClient.invalidateQueries({ queryKey: ['recordings'] }),
  ]);

type TakeRef = Pick<RecorderTake, 'kind' | 'filename'>;

function useTakeMutation<T extends TakeRef>(path: string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (take: T) => apiRequest(path, successResponseSchema, { method: 'POST', json: take }),
    meta: { failure, refusalShown: true },
    onSuccess: () => recorderTakesChanged(queryClient),
  });
}

/** POST /api/my-recordings/remove: the recorder removes one of their own takes (to the trash). */
export const useRemoveMyRecording = () =>
  useTakeMutation<TakeRef>('/api/my-recordings/remove', 'The recording could not be removed.');

/** POST /api/recording-speaker: credits a take to another speaker (a recorder: their own takes). */
export const useSetTakeSpeaker = () =>
  useTakeMutation<TakeRef & { speaker: string }>(
    '/api/recording-speaker',
    "The recording's speaker could not be changed.",
  );

/** POST /api/admin/waiting-recordings/approve: learners hear the take from now on. */
export const useApproveRecording = () =>
  useTakeMutation<TakeRef>('/api/admin/waiting-recordings/approve', 'The recording could not be approved.');

/** POST /api/admin/waiting-recordings/reject: the take goes to the trash. */
export const useRejectRecording = () =>
  useTakeMutation<TakeRef>('/api/admin/waiting-recordings/reject', 'The recording could not be rejected.');
