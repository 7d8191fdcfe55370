import type { Lex } from '@langapp/shared';
import { createSearchIndex, normalizeQuery, searchIndex } from './search-index';
import type { SearchIndex } from './search-index';

export type LexiconSearch = SearchIndex<Lex>;

/** Built once per lexicon: the lowercase key of each entry's word and gloss. */
export function buildLexiconSearch(entries: readonly Lex[]): LexiconSearch {
  return createSearchIndex(entries, (entry) => [entry.lex, entry.gloss]);
}

/**
 * The entries whose word or gloss contains what was typed (lowercased, curly apostrophes made
 * straight, trimmed), in lexicon order; all entries for an empty query.
 */
export function filterLexicon(search: LexiconSearch, rawQuery: string): readonly Lex[] {
  return searchIndex(search, normalizeQuery(rawQuery));
}
