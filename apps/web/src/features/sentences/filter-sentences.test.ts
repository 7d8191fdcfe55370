import { describe, expect, it } from 'vitest';
import type { ReadableSentence } from '../../api/sentences';
import { buildSentenceSearch, filterSentences } from './filter-sentences';

// Sample sentences, invented.
const sentence = (id: string, text: string, trans: string): ReadableSentence => ({
  id,
  text,
  trans,
  words: [],
});
const search = buildSentenceSearch([
  sentence('a', 'Okihu tietuk.', 'I see the river.'),
  sentence('b', "Pa'no masumm.", 'You dance the tree.'),
]);

describe('filterSentences', () => {
  it.each([
    ['', ['a', 'b']],
    ['  ', ['a', 'b']],
    ['TIETUK', ['a']],
    ['pa\u2019no', ['b']],
    ['the', ['a', 'b']],
    ['.i see', []],
  ])('when the query is %j, then the sentences %j match (text or translation)', (query, ids) => {
    expect(filterSentences(search, query).map((s) => s.id)).toEqual(ids);
  });
});
