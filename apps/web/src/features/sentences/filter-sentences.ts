import type { ReadableSentence } from '../../api/sentences';
import { createSearchIndex, normalizeQuery, searchIndex } from '../../components/interlinear/search-index';
import type { SearchIndex } from '../../components/interlinear/search-index';

export type SentenceSearch = SearchIndex<ReadableSentence>;

/** Built once per sentence list: the lowercase key of each sentence's text and translation. */
export function buildSentenceSearch(sentences: readonly ReadableSentence[]): SentenceSearch {
  return createSearchIndex(sentences, (sentence) => [sentence.text, sentence.trans]);
}

/**
 * The sentences whose text or translation contains what was typed (lowercased, curly apostrophes
 * made straight, trimmed), in list order; all sentences for an empty query.
 */
export function filterSentences(search: SentenceSearch, rawQuery: string): readonly ReadableSentence[] {
  return searchIndex(search, normalizeQuery(rawQuery));
}
