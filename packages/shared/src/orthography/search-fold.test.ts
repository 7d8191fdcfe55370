import { describe, expect, it } from 'vitest';
import { exactSearchForm, foldForSearch, foldKeepingCase, rankSearch, searchKeys, searchMatch } from './search-fold';

// The words here are SAMPLE spellings made for the test, not words of any language.

describe('foldForSearch', () => {
  it.each([
    // diacritics, precomposed (NFC) and decomposed (NFD)
    ['at\u016dn', 'atun'],
    ['atu\u0306n', 'atun'],
    ['caf\u00e9', 'cafe'],
    ['cafe\u0301', 'cafe'],
    ['\u00e1\u00e0\u00e2\u00e4\u00e3\u00e5\u0101', 'aaaaaaa'],
    ['\u0148\u00f1\u0144', 'nnn'],
    ['\u0161\u010d\u017e', 'scz'],
    ['\u01eb\u0173', 'ou'], // ogonek
    ['x\u0323w\u0331', 'xw'], // dot and macron below
    // letters whose mark no decomposition removes
    ['\u0142o\u00f8\u0111', 'lood'],
    ['\u0268\u0289', 'iu'],
    // case, with and without diacritics
    ['ATUN', 'atun'],
    ['AT\u016cN', 'atun'],
    ['\u00c9', 'e'],
    ['\u0130', 'i'],
    // apostrophe-like letters are left out: he'ul is found by typing heul
    ["he'ul", 'heul'],
    ["HE'UL", 'heul'],
    ['he\u2019ul', 'heul'],
    ['he\u2018ul', 'heul'],
    ['he\u02bcul', 'heul'],
    ['he\u02bbul', 'heul'],
    ['he`ul', 'heul'],
    ['he\u00b4ul', 'heul'],
    ['he\u2032ul', 'heul'],
    ['he\ua78cul', 'heul'],
    ['he\uff07ul', 'heul'],
    ["'at\u016dn", 'atun'],
    // nothing else changes: spaces, digits, other punctuation
    [' two words 12 ', ' two words 12 '],
    ['river-stone.', 'river-stone.'],
    ['', ''],
  ])('when given %j, then it searches as %j', (raw, expected) => {
    expect(foldForSearch(raw)).toBe(expected);
  });
});

describe('exactSearchForm', () => {
  it.each([
    ['At\u016dn', 'at\u016dn'],
    ['Atu\u0306n', 'at\u016dn'],
    // every apostrophe-like letter is the straight apostrophe: one letter
    ...[
      '\u0027',
      '\u2019',
      '\u2018',
      '\u02bc',
      '\u02bb',
      '\u0060',
      '\u00b4',
      '\u2032',
      '\ua78c',
      '\uff07',
    ].map((apostrophe) => [`HE${apostrophe}UL`, "he'ul"]),
  ])('when given %j, then it ranks as %j', (raw, expected) => {
    expect(exactSearchForm(raw)).toBe(expected);
  });
});

describe('searchKeys', () => {
  it('when a text has nothing to fold but its case, then it keeps one key', () => {
    expect(searchKeys('Atun')).toEqual({ folded: 'atun' });
  });

  it('when a text has diacritics, then it keeps the exact form beside the folded one', () => {
    expect(searchKeys('At\u016dn')).toEqual({ folded: 'atun', exact: 'at\u016dn' });
    expect(searchKeys('Atu\u0306n')).toEqual({ folded: 'atun', exact: 'at\u016dn' });
  });

  it('when a text has an apostrophe-like letter, then its exact form has the straight one', () => {
    expect(searchKeys('He\u2019ul')).toEqual({ folded: 'heul', exact: "he'ul" });
    expect(searchKeys("he'ul")).toEqual({ folded: 'heul', exact: "he'ul" });
  });
});

describe('searchMatch', () => {
  it.each([
    ['at\u016dn', 'atun', 'folded'],
    ['at\u016dn', 'at\u016dn', 'exact'],
    ['at\u016dn', 'ATU\u0306N', 'exact'],
    ['atun', 'atun', 'exact'],
    ['atun', 'at\u016dn', 'folded'],
    ['atun', 'at\u00fan', 'folded'],
    ["he'ul", 'heul', 'folded'],
    ["he'ul", 'he\u2019u', 'exact'],
    ['he\u02bcul', "he'ul", 'exact'],
    ['heul', "he'ul", 'folded'],
    ['atun', 'atan', 'none'],
  ] as const)('when %j is searched for %j, then it matches %s', (text, query, expected) => {
    expect(searchMatch(searchKeys(text), searchKeys(query))).toBe(expected);
  });
});

describe('rankSearch', () => {
  const items = ['at\u016dn', 'katun', 'atun', 'mat\u00fanu', 'pelo', "he'ul", 'heul', 'he\u02bcula'];
  const keys = items.map(searchKeys);
  const search = (query: string) => rankSearch(items, keys, searchKeys(query));

  it.each([
    // a plain query: the words written so first, then those with diacritics, each in list order
    ['atun', ['katun', 'atun', 'at\u016dn', 'mat\u00fanu']],
    // a query with a diacritic: the words with that diacritic first
    ['at\u016dn', ['at\u016dn', 'katun', 'atun', 'mat\u00fanu']],
    ['AT\u00daN', ['mat\u00fanu', 'at\u016dn', 'katun', 'atun']],
    // a glottal stop typed or not: the words written as typed first
    ['heul', ['heul', "he'ul", 'he\u02bcula']],
    ['he\u2019ul', ["he'ul", 'he\u02bcula', 'heul']],
    ['pelo', ['pelo']],
    ['zz', []],
    ['', items],
  ])('when searching %j, then it lists %j', (query, expected) => {
    expect(search(query)).toEqual(expected);
  });
});

describe('foldKeepingCase', () => {
  it('leaves out diacritics and apostrophe-like letters and keeps the case', () => {
    expect(foldKeepingCase("Há'tuk")).toBe('Hatuk');
    expect(foldKeepingCase('Łuk łuk')).toBe('Luk luk');
    expect(foldKeepingCase('plain')).toBe('plain');
  });
});
