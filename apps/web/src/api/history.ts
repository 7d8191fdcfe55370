import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { historyResponseSchema, restoreVersionResponseSchema } from '@langapp/shared';
import type { HistoryKind, HistoryVersion } from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';

// The history of entries, sentences and texts, and "restore this version" (admin; ADR 059).

const historyKey = (kind: HistoryKind, id: string | number) => ['history', kind, String(id)] as const;

/** The queries that show an item of each kind: a restore refreshes them (the lexicon's include the entry whole). */
const ITEM_KEYS: Record<HistoryKind, readonly string[]> = {
  entry: ['lexicon'],
  sentence: ['sentences'],
  text: ['texts'],
};

/** GET /api/admin/history/:kind/:id: the item's versions, newest first. */
export const historyQuery = (kind: HistoryKind, id: string | number) =>
  queryOptions({
    queryKey: historyKey(kind, id),
    queryFn: async (): Promise<HistoryVersion[]> =>
      (await getJson(`/api/admin/history/${kind}/${encodeURIComponent(id)}`, historyResponseSchema)).data,
    meta: { what: 'history' },
  });

/**
 * POST /api/admin/history/:versionId/restore: the item is written back as it was in that version.
 * Resolves once the history and the item's queries are fresh, so a form showing the item can be
 * drawn again from them.
 */
export function useRestoreVersion(kind: HistoryKind, id: string | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) =>
      apiRequest(`/api/admin/history/${versionId}/restore`, restoreVersionResponseSchema, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: historyKey(kind, id) }),
        queryClient.invalidateQueries({ queryKey: ITEM_KEYS[kind] }),
      ]),
  });
}
