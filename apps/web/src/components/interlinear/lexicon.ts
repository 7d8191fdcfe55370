import { useMemo } from 'react';
import { lexsResponseSchema } from '@langapp/shared';
import type { Lex } from '@langapp/shared';
import { getJson } from '../../lib/api-client';
import { useRemoteData } from './use-remote-data';
import type { RemoteStatus } from './use-remote-data';

export async function fetchLexicon(): Promise<Lex[]> {
  return (await getJson('/api/lexs', lexsResponseSchema)).data;
}

const NO_ENTRIES: readonly Lex[] = [];

/** What the morph links need of the lexicon: whether it has arrived, and its entries by id. */
export interface LexiconLookup {
  status: RemoteStatus;
  byId: ReadonlyMap<number, Lex>;
}

export interface Lexicon extends LexiconLookup {
  entries: readonly Lex[];
  reload: () => void;
}

/** GET /api/lexs, fetched once `enabled` is true (e.g. when the linked display is first chosen). */
export function useLexicon(enabled = true): Lexicon {
  const { status, data, reload } = useRemoteData(fetchLexicon, 'lexicon', enabled);
  const entries = data ?? NO_ENTRIES;
  const byId = useMemo(() => new Map(entries.map((entry) => [entry.id, entry])), [entries]);
  return { status, entries, byId, reload };
}
