import { describe, expect, it } from 'vitest';
import { findDuplicateEntries, sameSense } from './duplicate-entries';

// Sample words, invented: not language material.
const entries = [
  { id: 1, lex: "ko'sa", gloss: 'to run' },
  { id: 2, lex: 'tahak', gloss: 'river' },
  { id: 3, lex: "ko'sa", gloss: 'to run fast' },
  { id: 4, lex: "ko'sa", gloss: 'To  Run' },
];

describe('findDuplicateEntries: what counts as the same word and gloss', () => {
  it.each([
    [{ lex: 'tahak', gloss: 'river' }, { lex: 'tahak', gloss: 'river' }, true],
    [{ lex: ' Tahak ', gloss: ' River ' }, { lex: 'tahak', gloss: 'river' }, true],
    [{ lex: 'ko\u2019sa', gloss: 'to run' }, { lex: "ko'sa", gloss: 'to run' }, true],
    [{ lex: 'tahak', gloss: 'don\u2019t   go' }, { lex: 'tahak', gloss: "don't go" }, true],
    [{ lex: 'tahak', gloss: '  To\tRun  ' }, { lex: 'tahak', gloss: 'to run' }, true],
    [{ lex: 'tahak', gloss: 'it\u2018s' }, { lex: 'tahak', gloss: "it's" }, true],
    // NFD (e + combining acute) and NFC (é) are the same letter.
    [{ lex: 'cafe\u0301', gloss: 'x' }, { lex: 'caf\u00e9', gloss: 'x' }, true],
    [{ lex: 'tahak', gloss: 'river' }, { lex: 'tahak', gloss: 'rivers' }, false],
    [{ lex: 'tahak', gloss: 'river' }, { lex: 'tahk', gloss: 'river' }, false],
    [{ lex: "ko'sa", gloss: 'x' }, { lex: 'kosa', gloss: 'x' }, false],
  ])('when %j is compared with the entry %j, then it is a duplicate: %s', (candidate, entry, expected) => {
    expect(findDuplicateEntries([{ id: 1, ...entry }], candidate).length === 1).toBe(expected);
  });
});

describe('findDuplicateEntries', () => {
  it('when a candidate matches entries once normalised, then those entries are answered in order', () => {
    expect(findDuplicateEntries(entries, { lex: 'KO\u2019SA', gloss: 'to run ' }).map((e) => e.id)).toEqual([
      1, 4,
    ]);
  });

  it('when the entry being edited is left out, then only the others are answered', () => {
    expect(findDuplicateEntries(entries, { lex: "ko'sa", gloss: 'to run' }, 1).map((e) => e.id)).toEqual([4]);
  });

  it('when nothing matches, then the answer is empty', () => {
    expect(findDuplicateEntries(entries, { lex: 'tahak', gloss: 'stone' })).toEqual([]);
  });
});

describe('sameSense', () => {
  it.each([
    [{ pos: 'n', gloss: 'river' }, { pos: 'n', gloss: 'river' }, true],
    [{ pos: ' N ', gloss: 'River ' }, { pos: 'n', gloss: 'river' }, true],
    [{ pos: 'n', gloss: 'don\u2019t  go' }, { pos: 'n', gloss: "don't go" }, true],
    [{ pos: '', gloss: 'river' }, { pos: '', gloss: 'river' }, true],
    [{ pos: 'v', gloss: 'river' }, { pos: 'n', gloss: 'river' }, false],
    [{ pos: '', gloss: 'river' }, { pos: 'n', gloss: 'river' }, false],
    [{ pos: 'n', gloss: 'river' }, { pos: 'n', gloss: 'stream' }, false],
  ])('when %j is compared with %j, then they are the same: %s', (a, b, expected) => {
    expect(sameSense(a, b)).toBe(expected);
  });
});
