import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ANSWER_CASES, SAMPLE_ALPHABET } from '@langapp/shared/answer-cases';
import { alphabetQuery } from '../../api/alphabet';
import { createQueryClient } from '../../api/query-client';
import { mockFetch } from '../../test/mock-fetch';
import { useJudgeAnswer } from './use-judge-answer';

// The answer rule's table of cases (ADR 088), judged as the device judges: through the alphabet
// GET /api/alphabet answers, with the teacher's choice for almost answers.
describe('useJudgeAnswer', () => {
  it.each(ANSWER_CASES)('$name: $given for $expected', async (c) => {
    const alphabet = c.alphabet ?? SAMPLE_ALPHABET;
    mockFetch({
      'GET /api/alphabet': {
        body: {
          writingSystem: 'sample',
          alphabet: {
            letters: alphabet.letters,
            caseMatters: alphabet.caseMatters === true,
            almostCounts: c.almostCounts === true,
          },
        },
      },
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useJudgeAnswer(), { wrapper });
    await waitFor(() => expect(queryClient.getQueryData(alphabetQuery.queryKey)).toBeDefined());
    await waitFor(() => expect(result.current(c.given, c.expected, c.variants)).toEqual(c.judgement));
  });
});
