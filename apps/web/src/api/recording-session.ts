import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  missingRecordingsResponseSchema,
  RECORDING_SESSION_MAX_TAKES,
  recordingSessionResponseSchema,
} from '@langapp/shared';
import type { MissingRecordings, RecordingSessionItem, RecordingSessionResponse } from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';
import { recorderTakesChanged } from './recorder-takes';
import { RECORDING_COVERAGE_KEY } from './recordings';

// A recording session's takes saved in one step (issue 38, ADR 084). Only the session page carries it.

/**
 * GET /api/recording-coverage/missing?kind=word&order=use (recorder): the words still to record
 * that most sentences use, as many as a session saves at once.
 */
export const wordsToRecordByUseQuery = queryOptions({
  queryKey: [...RECORDING_COVERAGE_KEY, 'recorder', 'word', 'use'],
  queryFn: (): Promise<MissingRecordings> =>
    getJson(
      `/api/recording-coverage/missing?kind=word&order=use&limit=${RECORDING_SESSION_MAX_TAKES}`,
      missingRecordingsResponseSchema,
    ),
  meta: { what: 'list of the words still to record' },
});

/** A take to save: its item and its audio (a WAV of the trimmed take). */
export interface TakeToSave {
  item: RecordingSessionItem;
  audio: Blob;
}

/** POST /api/recording-session: every take, or none, credited to `speaker`. */
function saveRecordingSession(speaker: string, takes: TakeToSave[]): Promise<RecordingSessionResponse> {
  const form = new FormData();
  form.append('speaker', speaker);
  form.append('takes', JSON.stringify(takes.map((t) => t.item)));
  takes.forEach((take, i) => form.append('audio', take.audio, `take-${i + 1}.wav`));
  return apiRequest('/api/recording-session', recordingSessionResponseSchema, { method: 'POST', form });
}

/** Saves a session; then the recorder's takes, the queue, the coverage and every list of recordings are asked again. */
export function useSaveRecordingSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ speaker, takes }: { speaker: string; takes: TakeToSave[] }) =>
      saveRecordingSession(speaker, takes),
    // The session page says what went wrong itself, keeping every take (offline too).
    meta: { failure: 'The session could not be saved.', refusalShown: true },
    onSuccess: () => recorderTakesChanged(queryClient),
  });
}
