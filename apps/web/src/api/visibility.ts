import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { setVisibilityResponseSchema, visibilityCountsResponseSchema } from '@langapp/shared';
import type { SetVisibilityRequest, VisibilityKind } from '@langapp/shared';
import { apiRequest, getJson } from '../lib/api-client';

/** GET /api/admin/visibility-counts (admin): how many live items of each kind are at each level. */
export const visibilityCountsQuery = queryOptions({
  queryKey: ['visibility', 'counts'],
  queryFn: () => getJson('/api/admin/visibility-counts', visibilityCountsResponseSchema),
  meta: { what: 'visibility counts' },
});

/**
 * The queries whose answers carry the level of an item of each kind: a change of level asks them
 * again (an entry's examples and takes show in the entry; a text's sentence takes with the text).
 */
const QUERIES_OF: Record<VisibilityKind, readonly (readonly unknown[])[]> = {
  entry: [['lexicon']],
  example: [['lexicon', 'entry']],
  sentence: [['sentences']],
  text: [['texts']],
  lesson: [['lessons']],
  'word-recording': [
    ['recordings', 'words'],
    ['lexicon', 'entry'],
  ],
  'sentence-recording': [['recordings', 'sentences']],
  'lesson-recording': [['recordings', 'lessons']],
};

/** POST /api/admin/visibility (JSON): the level of a selection of items of one kind. */
const setVisibility = (request: SetVisibilityRequest) =>
  apiRequest('/api/admin/visibility', setVisibilityResponseSchema, { method: 'POST', json: request });

/** Sets the level of items of one kind; the views of that kind and the counts are asked for again. */
export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVisibility,
    meta: { failure: 'The visibility could not be changed.' },
    onSuccess: (_answer, { kind }) => {
      for (const queryKey of [...QUERIES_OF[kind], visibilityCountsQuery.queryKey])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
