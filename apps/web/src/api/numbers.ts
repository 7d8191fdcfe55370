import { queryOptions } from '@tanstack/react-query';
import { numbersResponseSchema } from '@langapp/shared';
import type { NumberWord } from '@langapp/shared';
import { getJson } from '../lib/api-client';

/** GET /api/numbers: each number's value, written name and recording (0 to 10). */
export const numbersQuery = queryOptions({
  queryKey: ['numbers'],
  queryFn: async (): Promise<NumberWord[]> => (await getJson('/api/numbers', numbersResponseSchema)).data,
  staleTime: Infinity,
  meta: { what: 'numbers' },
});
