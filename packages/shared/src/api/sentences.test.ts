import { describe, expect, it } from 'vitest';
import { parseSentenceAnno } from './sentences';

const words = [{ text: 'okihu', gloss: 'river', morphs: [{ text: 'okihu', lexId: 2 }] }];

describe('parseSentenceAnno', () => {
  it.each([
    ['a list of words', JSON.stringify(words), words],
    ['an object with a words list', JSON.stringify({ words }), words],
    ['an empty list', '[]', []],
    ['text that is not JSON', 'not json', []],
    ['words of the wrong shape', JSON.stringify([{ text: 1 }]), []],
    ['null', 'null', []],
  ])('when the anno is %s, then its words are read', (_case, anno, expected) => {
    expect(parseSentenceAnno(anno)).toEqual(expected);
  });
});
