import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  adminSpeakerResponseSchema,
  adminSpeakersResponseSchema,
  noticeAcceptancesResponseSchema,
  speakerNoticesResponseSchema,
  speakerPreferencesSchema,
  successResponseSchema,
} from '@langapp/shared';
import type { AdminSpeaker, AdminSpeakerRequest, NoticeAcceptance, SpeakerNotice } from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';
import { offline } from './offline-port';
import { REVIEW_QUERY_KEY } from './review-summary';
import { useSession } from './session';
import { WORDLE_ANSWER_QUERY_KEY } from './wordle';

// The speakers of the recordings (ADR 061): the order a learner hears them in, their notices and
// which of them the learner accepted, and the console's panel.

const SPEAKERS = 'speakers';
/** Notices and choices change rarely: kept for 5 minutes, like the recordings. */
const STALE_MS = 5 * 60_000;

/** GET /api/speaker-preferences: the signed-in learner's speakers, first chosen first. */
export const speakerPreferencesQuery = queryOptions({
  queryKey: [SPEAKERS, 'preferences'],
  queryFn: async (): Promise<string[]> =>
    (await getJson('/api/speaker-preferences', speakerPreferencesSchema)).speakers,
  staleTime: STALE_MS,
  meta: { what: 'your speakers' },
});

const NO_CHOICE: readonly string[] = [];

/**
 * The speakers the one using the app hears first: the signed-in learner's choice; none for a
 * visitor, or while it loads (the newest take plays meanwhile). Asked of the server only when
 * `needed` (there are takes to choose from).
 */
export function useSpeakerOrder(needed = true): readonly string[] {
  const { username } = useSession();
  return useQuery({ ...speakerPreferencesQuery, enabled: needed && username !== null }).data ?? NO_CHOICE;
}

/**
 * POST /api/speaker-preferences: saves the learner's order. Every choice of a take depends on it:
 * the review's cards and the Wordle answer (whose takes the server chooses) are asked again.
 */
export function useSaveSpeakerOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (speakers: readonly string[]) =>
      apiRequest('/api/speaker-preferences', speakerPreferencesSchema, {
        method: 'POST',
        json: { speakers },
      }),
    meta: { failure: 'Your speakers could not be saved.', refusalShown: true },
    onMutate: (speakers) => queryClient.setQueryData(speakerPreferencesQuery.queryKey, [...speakers]),
    onSuccess: ({ speakers }) => {
      queryClient.setQueryData(speakerPreferencesQuery.queryKey, speakers);
      void queryClient.invalidateQueries({ queryKey: [REVIEW_QUERY_KEY] });
      void queryClient.invalidateQueries({ queryKey: WORDLE_ANSWER_QUERY_KEY });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: speakerPreferencesQuery.queryKey }),
  });
}

/** GET /api/speaker-notices (anyone): the speakers with a notice, its text and version. */
export const speakerNoticesQuery = queryOptions({
  queryKey: [SPEAKERS, 'notices'],
  queryFn: async (): Promise<SpeakerNotice[]> =>
    (await getJson('/api/speaker-notices', speakerNoticesResponseSchema)).data,
  staleTime: STALE_MS,
  meta: { what: 'notices on recordings' },
});

/** GET /api/speaker-notices/accepted: the notices the signed-in account chose to play after. */
const noticeAcceptancesQuery = queryOptions({
  queryKey: [SPEAKERS, 'accepted'],
  queryFn: async (): Promise<NoticeAcceptance[]> =>
    (await getJson('/api/speaker-notices/accepted', noticeAcceptancesResponseSchema)).data,
  staleTime: STALE_MS,
  meta: { what: 'notices you read' },
});

/** Where a visitor's acceptances are kept: this browser only. */
const VISITOR_ACCEPTED_KEY = 'speaker-notices-accepted';

function visitorAcceptances(): NoticeAcceptance[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(VISITOR_ACCEPTED_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter(
          (a): a is NoticeAcceptance =>
            typeof a === 'object' &&
            a !== null &&
            typeof a.speaker === 'string' &&
            typeof a.version === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** The notices the one using the app accepted: the account's, or this browser's for a visitor. */
export function acceptedNotices(queryClient: QueryClient, signedIn: boolean): Promise<NoticeAcceptance[]> {
  return signedIn ? queryClient.fetchQuery(noticeAcceptancesQuery) : Promise.resolve(visitorAcceptances());
}

/**
 * Records that the notice was read and the recording chosen: POST /api/speaker-notices/accepted for
 * an account (the cache knows at once; if the server refuses, the acceptance is asked again and the
 * notice shows at the next play; offline, it waits in the queue as 'notice-accepted' and is sent
 * when the connection returns, ADR 065), this browser's storage for a visitor.
 */
export function acceptNotice(
  queryClient: QueryClient,
  signedIn: boolean,
  acceptance: NoticeAcceptance,
): void {
  if (!signedIn) {
    try {
      localStorage.setItem(VISITOR_ACCEPTED_KEY, JSON.stringify([...visitorAcceptances(), acceptance]));
    } catch {
      // No storage (private browsing): the notice shows again next time.
    }
    return;
  }
  queryClient.setQueryData(noticeAcceptancesQuery.queryKey, (accepted = []) => [...accepted, acceptance]);
  offline.sendOrQueue('notice-accepted', acceptance, () =>
    apiRequest('/api/speaker-notices/accepted', successResponseSchema, { method: 'POST', json: acceptance }),
  ).catch(() => queryClient.invalidateQueries({ queryKey: noticeAcceptancesQuery.queryKey }));
}

/** GET /api/admin/speakers: the console's panel (admin). */
export const adminSpeakersQuery = queryOptions({
  queryKey: [SPEAKERS, 'admin'],
  queryFn: async (): Promise<AdminSpeaker[]> =>
    (await getJson('/api/admin/speakers', adminSpeakersResponseSchema)).data,
  meta: { what: 'speakers' },
});

/** POST /api/admin/speakers/:name: a speaker's notice and hold; the panel and the notices are asked again. */
export function useSaveSpeaker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ speaker, ...request }: AdminSpeakerRequest & { speaker: string }) =>
      apiRequest(`/api/admin/speakers/${encodeURIComponent(speaker)}`, adminSpeakerResponseSchema, {
        method: 'POST',
        json: request,
      }),
    meta: { failure: "The speaker's notice and hold could not be saved.", refusalShown: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSpeakersQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: speakerNoticesQuery.queryKey }),
      ]),
  });
}
