import { queryOptions, useQuery } from '@tanstack/react-query';
import { alphabetResponseSchema } from '@langapp/shared';
import type { AlphabetResponse } from '@langapp/shared';
import { getJson, NetworkError } from '../lib/api-client';

// The headwords' alphabet (issue 40, ADR 088, 090): GET /api/alphabet, read by the letter bar, the
// answer checks and Wordle's keyboard. It changes only when the teacher saves it, so it is cached
// long. The device keeps the last answer it had, so that answers are judged offline by the same
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
