import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { alphabetDetectResponseSchema, alphabetResponseSchema, sortByAlphabet } from '@langapp/shared';
import type { AlphabetData, AlphabetResponse } from '@langapp/shared';
import { apiRequest, getJson, NetworkError } from '../lib/api-client';

// The alphabet of the headwords' writing system (issue 40, ADR 089): read by every page that sorts
// or judges by it, saved by the teacher. The device keeps the last answer it had, so /alphabet, the
// dictionary's order and the answer checks work offline; the dictionary's download refreshes it.
const STORAGE_KEY = 'alphabet:last';

/** The alphabet this device last read, or undefined. */
function keptAlphabet(): AlphabetResponse | undefined {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (raw === null) return undefined;
    const parsed = z.safeParse(alphabetResponseSchema, JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function keepAlphabet(answer: AlphabetResponse) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(answer));
  } catch {
    // Storage refused (a private window): the server has it.
  }
}

/** GET /api/alphabet, kept on the device; offline, the alphabet the device last read. */
async function fetchAlphabet(): Promise<AlphabetResponse> {
  try {
    const answer = await getJson('/api/alphabet', alphabetResponseSchema);
    keepAlphabet(answer);
    return answer;
  } catch (error) {
    const kept = error instanceof NetworkError ? keptAlphabet() : undefined;
    if (kept) return kept;
    throw error;
  }
}

export const alphabetQuery = queryOptions({
  queryKey: ['alphabet'],
  queryFn: fetchAlphabet,
  networkMode: 'always',
  staleTime: 5 * 60_000,
  meta: { what: 'alphabet' },
});

/** POST /api/admin/alphabet: the teacher's alphabet; the answer is the alphabet everyone now reads. */
export function useSaveAlphabet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alphabet: AlphabetData) =>
      apiRequest('/api/admin/alphabet', alphabetResponseSchema, { method: 'POST', json: alphabet }),
    onSuccess: (answer) => {
      keepAlphabet(answer);
      queryClient.setQueryData(alphabetQuery.queryKey, answer);
    },
  });
}

/** POST /api/admin/alphabet/detect: a proposal from the headwords (nothing is stored). */
export function useDetectAlphabet() {
  return useMutation({
    mutationFn: () => apiRequest('/api/admin/alphabet/detect', alphabetDetectResponseSchema, { method: 'POST' }),
  });
}

/**
 * `items` in the alphabet's order (a digraph one letter, ADR 088), keys computed once per list:
 * the list as it is while there is no alphabet (or while it loads). `wordOf` must be stable.
 */
export function useAlphabetOrder<T>(items: readonly T[], wordOf: (item: T) => string): readonly T[] {
  const alphabet = useQuery(alphabetQuery).data?.alphabet;
  return useMemo(
    () => (alphabet && alphabet.letters.length > 0 ? sortByAlphabet(items, wordOf, alphabet) : items),
    [items, wordOf, alphabet],
  );
}
