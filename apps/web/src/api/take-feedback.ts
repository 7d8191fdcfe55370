import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  myTakesResponseSchema,
  sendTakeResponseSchema,
  sentTakesResponseSchema,
  successResponseSchema,
} from '@langapp/shared';
import type { MyTakesResponse, SentTakesResponse } from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';

// "Send to my teacher" (issue 38, ADR 083): the learner's sent takes and the teachers' replies, the
// console's list of every learner's takes. Online only: nothing here is downloaded for offline use.

const KEY = ['take-feedback'] as const;

/** GET /api/take-feedback: the account's own sent takes with the replies, and the unread count. */
export const myTakesQuery = queryOptions({
  queryKey: [...KEY, 'mine'],
  queryFn: (): Promise<MyTakesResponse> => getJson('/api/take-feedback', myTakesResponseSchema),
  staleTime: 60_000,
  meta: { what: 'your takes sent to your teacher' },
});

/** GET /api/admin/take-feedback[?learner=&item=]: every learner's sent takes, unanswered first. */
export const learnersTakesQuery = (filter: { learner?: string; item?: string }) => {
  const params = new URLSearchParams();
  if (filter.learner) params.set('learner', filter.learner);
  if (filter.item) params.set('item', filter.item);
  const query = params.toString();
  return queryOptions({
    queryKey: [...KEY, 'console', filter.learner ?? '', filter.item ?? ''],
    queryFn: (): Promise<SentTakesResponse> =>
      getJson(`/api/admin/take-feedback${query ? `?${query}` : ''}`, sentTakesResponseSchema),
    meta: { what: "learners' takes" },
  });
};

export const sentTakeAudioUrl = (id: number) => `/api/take-feedback/${id}/audio`;
export const takeReplyAudioUrl = (id: number) => `/api/take-feedback/replies/${id}/audio`;

/** What the learner sends: one take from the device, with what it is of and what it was compared with. */
export interface TakeToSend {
  clientId: string;
  item: string;
  reference?: string;
  recordedAt: number;
  audio: Blob;
}

/** POST /api/take-feedback: sends a take (sending the same one again is the same sent take). */
export function useSendTake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ audio, ...take }: TakeToSend) =>
      apiRequest('/api/take-feedback', sendTakeResponseSchema, {
        method: 'POST',
        form: {
          clientId: take.clientId,
          item: take.item,
          recordedAt: String(take.recordedAt),
          ...(take.reference ? { reference: take.reference } : {}),
          audio: { blob: audio, fileName: audio.type.includes('ogg') ? 'take.ogg' : 'take.webm' },
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    meta: { refusalShown: true },
  });
}

/** POST /api/take-feedback/read: the learner has seen the replies to these takes. */
export function useMarkRepliesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (takes: number[]) =>
      apiRequest('/api/take-feedback/read', successResponseSchema, { method: 'POST', json: { takes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    meta: { refusalShown: true },
  });
}

/** DELETE /api/take-feedback/:id (the learner) or /api/admin/take-feedback/replies/:id (the teacher). */
export function useDeleteTakeFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (what: { take: number } | { reply: number }) =>
      apiRequest(
        'take' in what ? `/api/take-feedback/${what.take}` : `/api/admin/take-feedback/replies/${what.reply}`,
        successResponseSchema,
        { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    meta: { failure: 'It could not be deleted. Try again.' },
  });
}

/** POST /api/admin/take-feedback/:id/replies: the teacher's answer, a short text and an optional recording. */
export function useReplyToTake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      take,
      text,
      audio,
    }: {
      take: number;
      text: string;
      audio?: { blob: Blob; fileName: string };
    }) =>
      apiRequest(`/api/admin/take-feedback/${take}/replies`, successResponseSchema, {
        method: 'POST',
        form: { text, ...(audio ? { audio } : {}) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
    meta: { refusalShown: true },
  });
}
