import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { alphabetDetectResponseSchema, alphabetResponseSchema, sortByAlphabet } from '@langapp/shared';
import type { AlphabetData, AlphabetResponse } from '@langapp/shared';
import { apiRequest, getJson, NetworkError } from '../lib/api-client';

// The headwords' alphabet (issue 40, ADR 088, 089, 090): GET /api/alphabet, read by the letter bar,
// the answer checks, /alphabet and the dictionary's order, saved by the teacher. It changes only
// when the teacher saves it, so it is cached long. The device keeps the last answer it had, so that answers are judged offline by the same
// rule and the same alphabet as online.
const KEPT_KEY = 'alphabet:last';

/** What the device answers while it has neither the server nor a kept copy: no alphabet yet. */
const NO_ALPHABET: AlphabetResponse = { writingSystem: 'und', alphabet: null };

function keptAlphabet(): AlphabetResponse | null {
  try {
    const text = window.localStorage.getItem(KEPT_KEY);
    if (text === null) return null;
    const parsed = alphabetResponseSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function keepAlphabet(answer: AlphabetResponse) {
  try {
    window.localStorage.setItem(KEPT_KEY, JSON.stringify(answer));
  } catch {
    // Storage refused (a private window): the next visit asks the server again.
  }
}

/** GET /api/alphabet; without an answer (offline), the alphabet this device last had. */
export const alphabetQuery = queryOptions({
  queryKey: ['alphabet'],
  queryFn: async (): Promise<AlphabetResponse> => {
    try {
      const answer = await getJson('/api/alphabet', alphabetResponseSchema);
      keepAlphabet(answer);
      return answer;
    } catch (error) {
      if (error instanceof NetworkError) return keptAlphabet() ?? NO_ALPHABET;
      throw error;
    }
  },
  networkMode: 'always',
  staleTime: 60 * 60_000,
  gcTime: Infinity,
  retry: false,
  meta: { what: 'alphabet' },
});

/**
 * The alphabet and the teacher's choices for answers, or null while there is none (none saved,
 * or not loaded yet: answers are then judged without one, as the shared rule allows).
 */
export function useAlphabet() {
  return useQuery(alphabetQuery).data?.alphabet ?? null;
}

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
    mutationFn: () =>
      apiRequest('/api/admin/alphabet/detect', alphabetDetectResponseSchema, { method: 'POST' }),
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
