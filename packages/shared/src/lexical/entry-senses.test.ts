import { describe, expect, it } from 'vitest';
import { sensesOf } from './entry-senses';

// Sample words, invented: not language material.
describe('sensesOf', () => {
  const several = [
    { pos: 'v', gloss: 'to flow' },
    { pos: 'n', gloss: 'river' },
  ];
  it.each([
    [{ pos: 'v', gloss: 'to flow' }, [{ pos: 'v', gloss: 'to flow' }]],
    [{ pos: 'v', gloss: 'to flow', senses: several }, several],
    [{ pos: '', gloss: 'something' }, [{ pos: '', gloss: 'something' }]],
  ])('when the entry is %j, then its senses are %j', (entry, expected) => {
    expect(sensesOf(entry)).toEqual(expected);
  });
});
