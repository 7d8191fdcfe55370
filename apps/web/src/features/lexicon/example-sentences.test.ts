import { describe, expect, it } from 'vitest';
import type { ReadableSentence } from '../../api/sentences';
import { buildExampleIndex } from './example-sentences';

const sentence = (id: string, lexIds: (number | undefined)[]): ReadableSentence => ({
  id,
  text: id,
  trans: id,
  words: [
    { text: id, gloss: '', morphs: lexIds.map((lexId) => (lexId ? { text: 'm', lexId } : { text: 'm' })) },
  ],
});

describe('buildExampleIndex', () => {
  it('when sentences link entries, then each entry lists its sentences once, in order', () => {
    const index = buildExampleIndex([
      sentence('a', [1, 2, 1]),
      sentence('b', [undefined]),
      sentence('c', [2]),
    ]);

    expect(index.get(1)?.map((s) => s.id)).toEqual(['a']);
    expect(index.get(2)?.map((s) => s.id)).toEqual(['a', 'c']);
    expect(index.has(3)).toBe(false);
  });
});
