import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  addLexResponseSchema,
  lexsAnswerSchema,
  publicDictionaryResponseSchema,
  randomVocabResponseSchema,
} from '@langapp/shared';
import type { Lex, RandomVocabItem, Visibility } from '@langapp/shared';
import { apiRequest, getJson, postForm } from '../lib/api-client';
import { remoteStatus } from './remote-status';
import type { RemoteStatus } from './remote-status';

/**
 * GET /api/lexs, fetched once and shared by every page that shows or uses words (/words, /sents,
 * /texts, the lessons, the drills, the games, the builder). The server revalidates it by ETag.
 */
export const lexiconQuery = queryOptions({
  queryKey: ['lexicon'],
  queryFn: async (): Promise<Lex[]> => (await getJson('/api/lexs', lexsAnswerSchema)).data,
  staleTime: 5 * 60_000,
  meta: { what: 'lexicon' },
});

const NO_ENTRIES: readonly Lex[] = [];

/** What the morph links need of the lexicon: whether it has arrived, and its entries by id. */
export interface LexiconLookup {
  status: RemoteStatus;
  byId: ReadonlyMap<number, Lex>;
}

export interface Lexicon extends LexiconLookup {
  entries: readonly Lex[];
}

/** The lexicon, asked for once `enabled` is true (e.g. when the linked display is first chosen). */
export function useLexicon(enabled = true): Lexicon {
  const query = useQuery({ ...lexiconQuery, enabled });
  const entries = query.data ?? NO_ENTRIES;
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);
  return { status: remoteStatus(query), entries, byId };
}

interface NewLex {
  lex: string;
  pos: string;
  gloss: string;
  notes: string;
  /** Ask the server to refuse (409, with the matching entries) an entry whose word and gloss exist. */
  warnDuplicates?: boolean;
  /** Who may see the new entry (ADR 062); the server's default when left out. */
  visibility?: Visibility;
}

/** POST /api/add-lex (admin): the server chooses the id (the highest plus one) and answers it. */
const addLex = ({ warnDuplicates, visibility, ...entry }: NewLex) =>
  postForm(
    '/api/add-lex',
    {
      ...entry,
      ...(warnDuplicates ? { warnDuplicates: 'true' } : {}),
      ...(visibility ? { visibility } : {}),
    },
    addLexResponseSchema,
  );

/** Adds an entry; every view of the lexicon then shows it. */
export function useAddLex() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLex,
    // A refusal is the duplicate warning the form shows (ADR 034).
    meta: { failure: 'The lexical entry could not be added.', refusalShown: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lexiconQuery.queryKey }),
  });
}

/**
 * GET /api/random-vocab: a new random set of words with recordings at each call. A set in play is
 * never replaced by itself (it does not go stale; each answer is a new set, even of the same words):
 * the game asks for the next one with refetch, and drops the query when it is left.
 */
export const randomVocabQuery = queryOptions({
  queryKey: ['lexicon', 'random-vocab'],
  queryFn: async (): Promise<RandomVocabItem[]> =>
    (await getJson('/api/random-vocab', randomVocabResponseSchema)).result,
  staleTime: Infinity,
  structuralSharing: false,
  meta: { what: 'random vocabulary' },
});

/** GET /api/admin/public-dictionary: whether visitors may browse the public entries (ADR 058). */
export const publicDictionaryQuery = queryOptions({
  queryKey: ['lexicon', 'public-dictionary'],
  queryFn: async (): Promise<boolean> =>
    (await getJson('/api/admin/public-dictionary', publicDictionaryResponseSchema)).publicDictionary,
  meta: { what: 'public dictionary setting' },
});

/** Opens or closes the public dictionary; the setting shown and the session's flag follow. */
export function useSetPublicDictionary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicDictionary: boolean) =>
      (
        await apiRequest('/api/admin/public-dictionary', publicDictionaryResponseSchema, {
          method: 'POST',
          json: { publicDictionary },
        })
      ).publicDictionary,
    meta: { failure: 'The public dictionary setting could not be saved.' },
    onSuccess: (open) => queryClient.setQueryData(publicDictionaryQuery.queryKey, open),
  });
}
