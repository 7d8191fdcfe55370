import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { audioRecordingsResponseSchema, confirmLexAudioResponseSchema } from '@langapp/shared';
import type { WordAudio } from '@langapp/shared';
import { getJson, postForm } from '../lib/api-client';
import { RECORDING_COVERAGE_KEY } from './recordings';

// The console's recordings to confirm (admin, issue 25): takes that homographs shared before
// recordings belonged to entries. A module of its own: api/recordings.ts is in every word page's
// code; this one only in the console's.

/** GET /api/audio-recordings-info?toConfirm=true: the takes waiting for the teacher to say whose they are. */
export const recordingsToConfirmQuery = queryOptions({
  queryKey: ['recordings', 'words', 'to-confirm'],
  queryFn: async (): Promise<WordAudio[]> =>
    (await getJson('/api/audio-recordings-info?toConfirm=true', audioRecordingsResponseSchema)).data,
  meta: { what: 'recordings to confirm' },
});

/**
 * POST /api/confirm-lex-audio (form: filename, lexId): the take belongs to that entry. Every list of
 * word recordings (this one, the entries', the play controls), the entries whole and the coverage
 * figures are asked again: the take may have moved from one entry to another.
 */
export function useConfirmWordRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ filename, lexId }: { filename: string; lexId: number }) =>
      postForm('/api/confirm-lex-audio', { filename, lexId: String(lexId) }, confirmLexAudioResponseSchema),
    meta: { failure: 'The recording could not be confirmed.', refusalShown: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['recordings', 'words'] }),
        queryClient.invalidateQueries({ queryKey: ['lexicon', 'entry'] }),
        queryClient.invalidateQueries({ queryKey: RECORDING_COVERAGE_KEY }),
      ]),
  });
}
