import { describe, expect, it } from 'vitest';
import { firstSenseWithPos, sensesOf } from './entry-senses';

// Sample words, invented: not language material.
const oneSense = { pos: 'v', gloss: 'to flow' };
const several = {
  pos: 'v',
  gloss: 'to flow',
  senses: [
    { pos: 'v', gloss: 'to flow' },
    { pos: ' N ', gloss: 'river' },
    { pos: 'n', gloss: 'stream' },
  ],
};
const noPos = { pos: '', gloss: 'something' };

describe('sensesOf', () => {
  it.each([
    [oneSense, [{ pos: 'v', gloss: 'to flow' }]],
    [several, several.senses],
    [noPos, [{ pos: '', gloss: 'something' }]],
  ])('when the entry is %j, then its senses are %j', (entry, expected) => {
    expect(sensesOf(entry)).toEqual(expected);
  });
});

describe('firstSenseWithPos', () => {
  it.each([
    [oneSense, 'n', undefined],
    [oneSense, 'v', { pos: 'v', gloss: 'to flow' }],
    [several, 'n', { pos: ' N ', gloss: 'river' }],
    [noPos, 'n', undefined],
    [noPos, '', { pos: '', gloss: 'something' }],
  ])('when the entry is %j and the part of speech %j, then the sense is %j', (entry, pos, expected) => {
    expect(firstSenseWithPos(entry, pos)).toEqual(expected);
  });
});
