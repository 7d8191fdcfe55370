import { describe, expect, it } from 'vitest';
import { cardsOf, directionsOf, lessonItems } from './deck-rules';

describe('the deck rules', () => {
  it('when a word is added, then it gets a listening and a recall card; a sentence a listening card', () => {
    expect(directionsOf('word')).toEqual(['listen', 'recall']);
    expect(directionsOf('sentence')).toEqual(['listen']);
    expect(
      cardsOf([
        { kind: 'word', lexId: 7 },
        { kind: 'sentence', sentId: 's1' },
      ]),
    ).toEqual([
      { kind: 'word', itemId: '7', direction: 'listen' },
      { kind: 'word', itemId: '7', direction: 'recall' },
      { kind: 'sentence', itemId: 's1', direction: 'listen' },
    ]);
  });

  it('when an item comes twice, then its cards come once', () => {
    expect(
      cardsOf([
        { kind: 'word', lexId: 7 },
        { kind: 'word', lexId: 7 },
        { kind: 'sentence', sentId: '7' },
      ]),
    ).toEqual([
      { kind: 'word', itemId: '7', direction: 'listen' },
      { kind: 'word', itemId: '7', direction: 'recall' },
      { kind: 'sentence', itemId: '7', direction: 'listen' },
    ]);
  });

  it('when a lesson is finished, then its words and sentences are its items and unknown steps add nothing', () => {
    expect(
      lessonItems([
        { kind: 'lex', lexId: 1, lex: 'tahak' },
        { kind: 'unknown' },
        { kind: 'sent', sentId: 's1' },
      ]),
    ).toEqual([
      { kind: 'word', lexId: 1 },
      { kind: 'sentence', sentId: 's1' },
    ]);
  });
});
