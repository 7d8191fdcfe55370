import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import {
  deleteLexRefusedSchema,
  deleteLexResponseSchema,
  duplicateLexResponseSchema,
  lexUsesResponseSchema,
  partsOfSpeechResponseSchema,
  updateLexEntryResponseSchema,
} from '@langapp/shared';
import type {
  Lex,
  LexEntry,
  LexUses,
  LexUsesAnswer,
  PartOfSpeechUse,
  UpdateLexEntryRequest,
} from '@langapp/shared';
import { lexEntryKey } from '../../api/lex-entry';
import { lexiconQuery } from '../../api/lexicon';
import { REVIEW_QUERY_KEY } from '../../api/review-summary';
import { ApiError, apiRequest, getJson, postForm } from '../../lib/api-client';

// The dictionary upkeep calls (admin, ADR 034): the lexicon resource's edit, uses and delete. They
// sit beside the console's page rather than in src/api/lexicon.ts, which the app's entry loads (the
// route table prefetches the lexicon): only the console's chunk carries them.

/** GET /api/lex-uses/:id: where an entry is used (sentences, texts, lessons, recordings). */
export const lexUsesQuery = (id: number) =>
  queryOptions({
    queryKey: ['lexicon', 'uses', id],
    queryFn: async (): Promise<LexUsesAnswer> =>
      (await getJson(`/api/lex-uses/${id}`, lexUsesResponseSchema)).data,
    meta: { what: 'uses of the entry' },
  });

/**
 * GET /api/admin/parts-of-speech: the lexicon's parts of speech, each once with its count (ADR 071),
 * for the console's filter and the editor's picker.
 */
export const partsOfSpeechQuery = queryOptions({
  queryKey: ['lexicon', 'parts-of-speech'],
  queryFn: async (): Promise<PartOfSpeechUse[]> =>
    (await getJson('/api/admin/parts-of-speech', partsOfSpeechResponseSchema)).partsOfSpeech,
  meta: { what: 'parts of speech' },
});

/**
 * After an entry changed or went: the lexicon, the uses asked for, and the views the server builds
 * from entries (review cards, lessons, the Wordle answer's meaning) are asked again. Recordings
 * belong to the entry, not to its spelling: a corrected headword changes none of them.
 */
function invalidateEntryViews(queryClient: QueryClient) {
  const keys: readonly (readonly unknown[])[] = [
    ['lexicon', 'uses'],
    partsOfSpeechQuery.queryKey,
    [REVIEW_QUERY_KEY],
    ['lessons'],
    ['wordle', 'answer'],
  ];
  void queryClient.invalidateQueries({ queryKey: lexiconQuery.queryKey, exact: true });
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}

/**
 * POST /api/update-lex-entry (JSON): saves an entry whole, senses in the order sent; a duplicate is
 * refused (409) unless confirmed. Resolves to the entry as stored.
 */
const updateLexEntry = async (request: UpdateLexEntryRequest): Promise<LexEntry> =>
  (
    await apiRequest('/api/update-lex-entry', updateLexEntryResponseSchema, {
      method: 'POST',
      json: request,
    })
  ).data;

export function useUpdateLexEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLexEntry,
    meta: { failure: 'The entry could not be saved.', refusalShown: true },
    onSuccess: (stored: LexEntry) => {
      queryClient.setQueryData(lexEntryKey(stored.id), stored);
      invalidateEntryViews(queryClient);
    },
  });
}

/** POST /api/delete-lex: marks an unused entry deleted; a used one is refused (409) with its uses. */
const deleteLex = (id: number) => postForm('/api/delete-lex', { id: String(id) }, deleteLexResponseSchema);

export function useDeleteLex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLex,
    meta: { failure: 'The entry could not be deleted.', refusalShown: true },
    onSuccess: () => invalidateEntryViews(queryClient),
  });
}

/** The body of a 409 answer read with `schema`, or null when the error is not such an answer. */
function conflictBody<S extends z.ZodMiniType>(error: unknown, schema: S): z.output<S> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = schema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** The entries a 409 of add-lex or update-lex names as having the same word and gloss, if it is one. */
export const duplicatesIn = (error: unknown): Lex[] | null =>
  conflictBody(error, duplicateLexResponseSchema)?.duplicates ?? null;

/** The places of use a 409 of delete-lex names, if it is one. */
export const usesIn = (error: unknown): LexUses | null =>
  conflictBody(error, deleteLexRefusedSchema)?.uses ?? null;
