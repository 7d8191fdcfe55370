/**
 * The query key of one entry whole (GET /api/lex-entry/:id, apps/web/src/api/lex-entry.ts). On its
 * own so that the recordings module, which the word list loads, can refresh an entry's recordings
 * without bringing the entry's schemas to the list's first paint.
 */
export const lexEntryKey = (id: number) => ['lexicon', 'entry', id] as const;
