import { describe, expect, it } from 'vitest';
import { isMatchingPair } from './matching-pair';
import type { MatchingEntry } from './matching-pair';

describe('isMatchingPair', () => {
  it.each<[MatchingEntry | undefined, MatchingEntry | undefined, boolean]>([
    [{ id: 1, lex: 'a', gloss: 'x' }, { id: 1, lex: 'a', gloss: 'x' }, true],
    [{ id: 1, lex: 'a', gloss: 'x' }, { id: 1, lex: 'b', gloss: 'y' }, true],
    [{ id: 1, lex: 'a', gloss: 'x' }, { id: 2, lex: 'a', gloss: 'y' }, true],
    [{ id: 1, lex: 'a', gloss: 'x' }, { id: 2, lex: 'b', gloss: 'x' }, true],
    [{ id: 1, lex: 'a', gloss: 'x' }, { id: 2, lex: 'b', gloss: 'y' }, false],
    [{ lex: 'a', gloss: 'x' }, { lex: 'a', gloss: 'y' }, true],
    [{ lex: 'a', gloss: 'x' }, { lex: 'b', gloss: 'x' }, true],
    [{ lex: 'a', gloss: 'x' }, { lex: 'b', gloss: 'y' }, false],
    [{ lex: 'a', gloss: 'x' }, undefined, false],
    [undefined, { lex: 'a', gloss: 'x' }, false],
  ])('when %j meets %j, then the match is %s', (a, b, expected) => {
    expect(isMatchingPair(a, b)).toBe(expected);
  });
});
