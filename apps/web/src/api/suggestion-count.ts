import { queryOptions } from '@tanstack/react-query';
import { suggestionCountResponseSchema } from '@langapp/shared';
import { getJson } from '../lib/api-client';

// The count of open suggestions the navbar shows an admin: a module of its own, so that the navbar
// does not bring the suggestions' pages' module (api/suggestions.ts) with it.

/** Every query of suggestions starts with this key: a decision or a new suggestion refreshes them all. */
export const SUGGESTIONS_QUERY_KEY = 'suggestions';

/** GET /api/admin/suggestions/count (admin): the suggestions waiting for the teacher. */
export const suggestionCountQuery = queryOptions({
  queryKey: [SUGGESTIONS_QUERY_KEY, 'count'],
  queryFn: async (): Promise<number> =>
    (await getJson('/api/admin/suggestions/count', suggestionCountResponseSchema)).open,
  meta: { what: 'suggestions' },
});
