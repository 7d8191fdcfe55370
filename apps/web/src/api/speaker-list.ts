import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { adminSpeakerResponseSchema, speakerResponseSchema, speakersResponseSchema } from '@langapp/shared';
import type { AdminSpeaker, NewSpeakerRequest, Speaker } from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';
import { adminSpeakersQuery } from './speakers';

// The list of speakers whoever records picks from (ADR 080). A module of its own: api/speakers.ts is
// in every page's code (the players' order of speakers); this one only in the recorders' pages.

/** GET /api/speakers (recorder or teacher): every speaker of the list, with their variety (ADR 080). */
export const speakerListQuery = queryOptions({
  queryKey: ['speakers', 'list'],
  queryFn: async (): Promise<Speaker[]> => (await getJson('/api/speakers', speakersResponseSchema)).data,
  meta: { what: 'speakers' },
});

/** POST /api/speakers: adds a speaker (a person who need not have an account); the lists are asked again. */
export function useAddSpeaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: NewSpeakerRequest): Promise<Speaker> =>
      (await apiRequest('/api/speakers', speakerResponseSchema, { method: 'POST', json: request })).speaker,
    meta: { failure: 'The speaker could not be added.', refusalShown: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: speakerListQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: adminSpeakersQuery.queryKey }),
      ]),
  });
}

/**
 * After the console saved a speaker's variety or note (useSaveSpeaker): the list, and the takes
 * that show the speaker's variety, are asked again.
 */
export const speakerDetailsChanged = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: speakerListQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: ['recordings'] }),
  ]);

/**
 * POST /api/admin/speakers/:name/rename: renames a speaker everywhere the name is kept (ADR 085).
 * Takes, choices, notices, the review and the lists all carry the name: everything is asked again.
 */
export function useRenameSpeaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ speaker, name }: { speaker: string; name: string }): Promise<AdminSpeaker> =>
      (
        await apiRequest(
          `/api/admin/speakers/${encodeURIComponent(speaker)}/rename`,
          adminSpeakerResponseSchema,
          { method: 'POST', json: { name } },
        )
      ).speaker,
    meta: { failure: 'The speaker could not be renamed.', refusalShown: true },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
