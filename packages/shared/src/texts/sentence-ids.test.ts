import { describe, expect, it } from 'vitest';
import { parseTextSentenceRecordingId, settleSentenceIds, textSentenceRecordingId } from './sentence-ids';

const ids = (sents: { id: number }[]) => sents.map((s) => s.id);
const s = (id?: number, text = 'x') => (id === undefined ? { text } : { text, id });
/** The stored text's sentences, all reading 'x' unless a text is given. */
const stored = (...sentences: (number | [number, string])[]) =>
  sentences.map((k) => (typeof k === 'number' ? { id: k, text: 'x' } : { id: k[0], text: k[1] }));

describe('settleSentenceIds', () => {
  it.each([
    ['a new text', [s(), s(), s()], [], [], [1, 2, 3]],
    ['an unchanged text', [s(1), s(2), s(3)], [1, 2, 3], [], [1, 2, 3]],
    ['a line inserted at the top', [s(), s(1), s(2)], [1, 2], [], [3, 1, 2]],
    ['the middle line removed', [s(1), s(3)], [1, 2, 3], [], [1, 3]],
    ['the last line removed and a new one added', [s(1), s()], [1], [2], [1, 3]],
    ['an id the stored text does not have', [s(1), s(9)], [1, 2], [], [1, 3]],
    ['a repeated id', [s(2), s(2)], [1, 2], [], [2, 3]],
    ['lines reordered', [s(3), s(1), s(2)], [1, 2, 3], [], [3, 1, 2]],
  ])('when %s, then the ids are %j', (_case, sents, kept, used, expected) => {
    expect(ids(settleSentenceIds(sents, { kept: stored(...kept), used }))).toEqual(expected);
  });

  it.each([
    [
      'an editor opened before ids sends the text back with a line changed',
      [s(undefined, 'A'), s(undefined, 'N'), s(undefined, 'C')],
      [1, 4, 3],
    ],
    ['a line is repeated', [s(undefined, 'A'), s(undefined, 'A')], [1, 4]],
    ['an id-less line reads like one that kept its id', [s(1, 'A'), s(undefined, 'A')], [1, 4]],
  ])('when %s, then unchanged lines keep their stored ids: %j', (_case, sents, expected) => {
    const kept = stored([1, 'A'], [2, 'B'], [3, 'C']);
    expect(ids(settleSentenceIds(sents, { kept }))).toEqual(expected);
  });

  it('when ids are settled, then the sentences keep their other fields', () => {
    const sents: { id?: number; text: string; trans: string }[] = [{ text: 'a', trans: 'b' }];
    expect(settleSentenceIds(sents, { kept: [] })).toEqual([{ text: 'a', trans: 'b', id: 1 }]);
  });
});

describe('text sentence recording ids', () => {
  it('when an id is made, then it reads back', () => {
    expect(parseTextSentenceRecordingId(textSentenceRecordingId(12, 3))).toEqual({
      textId: 12,
      sentenceId: 3,
    });
  });

  it.each(['12', '12.', '.3', '12.0', '0.3', '12.3.4', '12.x', '1e3.2', ' 12.3'])(
    'when the id is %j, then it is not a text sentence',
    (id) => expect(parseTextSentenceRecordingId(id)).toBeNull(),
  );
});
