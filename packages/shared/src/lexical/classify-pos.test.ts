import { describe, expect, it } from 'vitest';
import { classifyPos, groupByClass } from './classify-pos';

describe('classifyPos', () => {
  it.each([
    ['v', 'verb'],
    ['v/prep', 'verb'],
    [' V ', 'verb'],
    ['V/Prep', 'verb'],
    ['n', 'noun'],
    ['num', 'noun'],
    ['place', 'noun'],
    ['Place ', 'noun'],
    ['adj', 'other'],
    ['prep', 'other'],
    ['vt', 'other'],
    ['n/v', 'other'],
    ['', 'other'],
    [null, 'other'],
    [undefined, 'other'],
  ])('when pos is %j, then the class is %s', (pos, expected) => {
    expect(classifyPos(pos)).toBe(expected);
  });
});

describe('groupByClass', () => {
  it('when items of each class are given, then each group keeps its items in order', () => {
    const items = [
      { lex: 'himma', pos: 'v' },
      { lex: 'kay', pos: 'n' },
      { lex: 'wish', pos: 'pro' },
      { lex: 'tah', pos: 'place' },
      { lex: 'pa', pos: 'v/prep' },
    ];
    const groups = groupByClass(items);
    expect(groups.verb.map((i) => i.lex)).toEqual(['himma', 'pa']);
    expect(groups.noun.map((i) => i.lex)).toEqual(['kay', 'tah']);
    expect(groups.other.map((i) => i.lex)).toEqual(['wish']);
  });

  it('when there are no items, then every group is empty', () => {
    expect(groupByClass([])).toEqual({ verb: [], noun: [], other: [] });
  });
});
