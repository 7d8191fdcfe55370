import { describe, expect, it } from 'vitest';
import type { Lex } from '@langapp/shared';
import { buildLexiconSearch, filterLexicon } from './filter-lexicon';
import { createSearchIndex, normalizeQuery, searchIndex } from './search-index';

const entry = (id: number, lex: string, gloss: string): Lex => ({ id, lex, pos: 'n', gloss, notes: '' });

// Sample entries, invented.
const lexicon = [
  entry(1, 'tietu', 'see'),
  entry(2, "pa'no", 'tree'),
  entry(3, 'okihu', 'River'),
  entry(4, 'sakar', 'water'),
];

describe('normalizeQuery', () => {
  it.each([
    ['  Okihu ', 'okihu'],
    ['PA\u2019NO', "pa'no"],
    ['\u2018pa', "'pa"],
    ['e\u0301', '\u00e9'],
    ['', ''],
  ])('when %j is typed, then the query is %j', (raw, expected) => {
    expect(normalizeQuery(raw)).toBe(expected);
  });
});

describe('filterLexicon', () => {
  const search = buildLexiconSearch(lexicon);

  it.each([
    ['', [1, 2, 3, 4]],
    ['tie', [1]],
    ['e', [1, 2, 3, 4]],
    ['river', [3]],
    ['RIV', [3]],
    ['pa\u2019n', [2]],
    ['a', [2, 4]],
    ['tietusee', []],
    ['zzz', []],
  ])('when the query is %j, then the entries %j match (word or gloss, in lexicon order)', (query, ids) => {
    expect(filterLexicon(search, query).map((e) => e.id)).toEqual(ids);
  });
});

describe('searchIndex', () => {
  it('when a query spans two fields, then it does not match across them', () => {
    const index = createSearchIndex([{ a: 'ab', b: 'cd' }], (item) => [item.a, item.b]);

    expect(searchIndex(index, 'bc')).toEqual([]);
    expect(searchIndex(index, 'cd')).toHaveLength(1);
  });
});
