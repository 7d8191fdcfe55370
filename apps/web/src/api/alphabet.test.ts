import { describe, expect, it } from 'vitest';
import { mockFetch, networkDown } from '../test/mock-fetch';
import { alphabetQuery } from './alphabet';
import { createQueryClient } from './query-client';

// SAMPLE alphabet, invented: not language material.
const ANSWER = {
  writingSystem: 'sample',
  alphabet: { letters: [{ letter: 'á' }], caseMatters: false, almostCounts: true },
};

describe('alphabetQuery', () => {
  it('when the server answers, then its alphabet is read and kept; offline, the kept one is answered', async () => {
    window.localStorage.clear();
    mockFetch({ 'GET /api/alphabet': { body: ANSWER } });
    expect(await createQueryClient().fetchQuery(alphabetQuery)).toEqual(ANSWER);
    mockFetch({ 'GET /api/alphabet': networkDown() });
    expect(await createQueryClient().fetchQuery(alphabetQuery)).toEqual(ANSWER);
  });

  it('when offline and nothing was kept, then there is no alphabet (answers judged without one)', async () => {
    window.localStorage.clear();
    mockFetch({ 'GET /api/alphabet': networkDown() });
    expect(await createQueryClient().fetchQuery(alphabetQuery)).toEqual({
      writingSystem: 'und',
      alphabet: null,
    });
  });

  it('when the server refuses, then the error is not hidden behind a kept copy', async () => {
    mockFetch({ 'GET /api/alphabet': { status: 500, body: { success: false, error: 'Broken.' } } });
    await expect(createQueryClient().fetchQuery(alphabetQuery)).rejects.toThrow();
  });
});
