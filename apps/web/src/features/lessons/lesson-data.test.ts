import { describe, expect, it } from 'vitest';
import { isPracticeMatch, practiceBlocks } from './lesson-data';

describe('practiceBlocks', () => {
  const items = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, lex: `w${id}`, gloss: `g${id}` }));

  it('when there are seven words, then they come in blocks of five and two, each gloss order a permutation', () => {
    const blocks = practiceBlocks(items, () => 0);
    expect(blocks.map((block) => block.items.map((item) => item.id))).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    expect(blocks.map((block) => [...block.glossOrder].sort())).toEqual([
      [0, 1, 2, 3, 4],
      [0, 1],
    ]);
  });

  it('when there are no words, then there are no blocks', () => {
    expect(practiceBlocks([], Math.random)).toEqual([]);
  });

  it.each([
    [{ id: 1, lex: 'a', gloss: 'x' }, { id: 1, lex: 'a', gloss: 'x' }, true],
    [{ id: 1, lex: 'a', gloss: 'x' }, { id: 2, lex: 'b', gloss: 'x' }, true],
    [{ id: 1, lex: 'a', gloss: 'x' }, { id: 2, lex: 'b', gloss: 'y' }, false],
  ])('when %j meets %j, then the match is %s', (a, b, expected) => {
    expect(isPracticeMatch(a, b)).toBe(expected);
  });
});
