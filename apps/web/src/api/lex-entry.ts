import { queryOptions } from '@tanstack/react-query';
import { lexEntryResponseSchema } from '@langapp/shared';
import type { LexEntry } from '@langapp/shared';
import { getJson } from '../lib/api-client';

/** The query key of one entry whole (GET /api/lex-entry/:id). */
export const lexEntryKey = (id: number) => ['lexicon', 'entry', id] as const;

// One entry whole (issue 25): its senses with definitions, examples and notes, typed notes, other
// forms and recordings. A module of its own: the word list's first paint does not need it; the
// opened row's details and the console's editor do.

/** GET /api/lex-entry/:id: the entry whole, with its own playable recordings, newest first. */
export const lexEntryQuery = (id: number) =>
  queryOptions({
    queryKey: lexEntryKey(id),
    queryFn: async (): Promise<LexEntry> =>
      (await getJson(`/api/lex-entry/${id}`, lexEntryResponseSchema)).data,
    staleTime: 60_000,
    meta: { what: 'entry' },
  });
