import { describe, expect, it } from 'vitest';
import { foldPartsOfSpeech, partOfSpeechKey } from './parts-of-speech';

describe('foldPartsOfSpeech', () => {
  it('when one part of speech is spelled in several cases, then it is listed once with the sum of its counts, in its most used spelling', () => {
    expect(
      foldPartsOfSpeech([
        { pos: 'noun', count: 3 },
        { pos: 'Noun', count: 5 },
        { pos: ' noun ', count: 1 },
        { pos: 'n', count: 2 },
        { pos: 'Verb', count: 4 },
        { pos: '', count: 7 },
      ]),
    ).toEqual([
      { value: 'n', count: 2, spellings: ['n'] },
      { value: 'Noun', count: 9, spellings: ['Noun', 'noun'] },
      { value: 'Verb', count: 4, spellings: ['Verb'] },
    ]);
  });

  it('when two spellings are used as often, then the first in alphabetical order (lower case before capitals) is shown', () => {
    expect(
      foldPartsOfSpeech([
        { pos: 'adv', count: 2 },
        { pos: 'Adv', count: 2 },
      ]),
    ).toEqual([{ value: 'adv', count: 4, spellings: ['adv', 'Adv'] }]);
  });

  it("when a list offers parts of speech no sense uses yet (FieldWorks' ranges), then they are listed with 0, once, and a spelling in use is shown instead", () => {
    expect(
      foldPartsOfSpeech([
        { pos: 'noun', count: 3 },
        { pos: 'Noun', count: 0 },
        { pos: 'Adverb', count: 0 },
        { pos: 'adverb', count: 0 },
        { pos: ' ', count: 0 },
      ]),
    ).toEqual([
      { value: 'Adverb', count: 0, spellings: ['Adverb'] },
      { value: 'noun', count: 3, spellings: ['noun'] },
    ]);
  });

  it('when nothing is in use, then the list is empty', () => {
    expect(foldPartsOfSpeech([{ pos: '  ', count: 3 }])).toEqual([]);
  });
});

describe('partOfSpeechKey', () => {
  it.each([
    ['Noun', 'noun'],
    [' noun ', 'noun'],
    ['Proper Noun', 'proper noun'],
  ])('when the part of speech is %j, then its key is %j', (pos, key) => {
    expect(partOfSpeechKey(pos)).toBe(key);
  });
});
