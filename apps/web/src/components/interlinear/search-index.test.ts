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
  entry(5, 'at\u016dn', 'stone'),
  entry(6, 'he\u02bcul', 'bird'),
  entry(7, 'matun', 'sun'),
];

describe('normalizeQuery', () => {
  it.each([
    ['  Okihu ', { folded: 'okihu' }],
    ['PA\u2019NO', { folded: 'pano', exact: "pa'no" }],
    ['\u2018pa', { folded: 'pa', exact: "'pa" }],
    ['e\u0301', { folded: 'e', exact: '\u00e9' }],
    ['', { folded: '' }],
  ])('when %j is typed, then the query is %j', (raw, expected) => {
    expect(normalizeQuery(raw)).toEqual(expected);
  });
});

describe('filterLexicon', () => {
  const search = buildLexiconSearch(lexicon);

  it.each([
    ['', [1, 2, 3, 4, 5, 6, 7]],
    ['tie', [1]],
    ['e', [1, 2, 3, 4, 5, 6]],
    ['river', [3]],
    ['RIV', [3]],
    ['pa\u2019n', [2]],
    ['a', [2, 4, 5, 7]],
    // diacritics and apostrophe-like letters folded; the words written as typed come first
    ['atun', [7, 5]],
    ['AT\u016cN', [5, 7]],
    ['atu\u0306n', [5, 7]],
    ["he'ul", [6]],
    ['he\u2019u', [6]],
    ['heul', [6]],
    ['tietusee', []],
    ['zzz', []],
  ])('when the query is %j, then the entries %j match (word or gloss, in lexicon order)', (query, ids) => {
    expect(filterLexicon(search, query).map((e) => e.id)).toEqual(ids);
  });
});

describe('searchIndex', () => {
  it('when a query spans two fields, then it does not match across them', () => {
    const index = createSearchIndex([{ a: 'ab', b: 'cd' }], (item) => [item.a, item.b]);

    expect(searchIndex(index, normalizeQuery('bc'))).toEqual([]);
    expect(searchIndex(index, normalizeQuery('cd'))).toHaveLength(1);
  });

  it('when a query is typed a letter at a time, cleared or changed, then each finds what a fresh index finds, exact matches first', () => {
    // Sample words, invented. Each query is compared with a fresh index, which searches every item.
    const words = ['at\u016dn', 'atun', 'matun', "ta'ak", 'taak', 'tatu\u0301n', 'nuta', 'u\u0306ta'];
    const items = words.map((word, i) => ({ word, gloss: `gloss ${i}` }));
    const fields = (item: (typeof items)[number]) => [item.word, item.gloss];
    const typed = createSearchIndex(items, fields);
    const queries = [
      't',
      'ta',
      'tat',
      'tatu',
      'a',
      'at',
      'at\u016d',
      'at\u016dn',
      'atu',
      'u',
      'ut',
      '',
      "ta'",
      "ta'a",
      'gloss 1',
      'gloss',
    ];
    for (const query of queries) {
      const expected = searchIndex(createSearchIndex(items, fields), normalizeQuery(query));
      expect(searchIndex(typed, normalizeQuery(query)), query).toEqual(expected);
    }
    expect(searchIndex(typed, normalizeQuery('at\u016dn')).map((item) => item.word)).toEqual([
      'at\u016dn',
      'atun',
      'matun',
      'tatu\u0301n',
    ]);
  });
});

describe('createSearchIndex', () => {
  it('when keys are folded a slice at a time, then they are the same as folded at once, and a search folds the rest', () => {
    const items = Array.from({ length: 7 }, (_, i) => ({ word: `at\u016dn${i}` }));
    const sliced = createSearchIndex(items, (item) => [item.word]);
    expect(sliced.foldSome(3)).toBe(false);
    expect(sliced.foldSome(3)).toBe(false);
    expect(searchIndex(sliced, normalizeQuery('atun6'))).toEqual([items[6]]);
    expect(sliced.foldSome(3)).toBe(true);
    expect(sliced.keys).toEqual(createSearchIndex(items, (item) => [item.word]).keys);
  });
});
