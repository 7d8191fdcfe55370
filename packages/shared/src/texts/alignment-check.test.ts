import { describe, expect, it } from 'vitest';
import type { TextSentence } from '../api/texts';
import { splitSentence, startAlignment, joinWithNext } from './alignment';
import { alignmentProblems, alignmentRequest, applyAlignment, settleWordTimes } from './alignment-check';

// SAMPLE sentences (invented words, not language material).
const w = (text: string, times?: [number, number]) => ({
  text,
  gloss: '',
  morphs: [],
  ...(times ? { start: times[0], end: times[1] } : {}),
});
const stored: (TextSentence & { id: number })[] = [
  {
    id: 1,
    text: 'Tahak nipemk.',
    trans: 'I see the river.',
    words: [w('Tahak', [100, 400]), w('nipemk', [400, 900])],
    start: 100,
    end: 900,
  },
  {
    id: 2,
    text: 'Sepik wanu kel.',
    trans: 'Here it is.',
    words: [w('Sepik'), w('wanu'), w('kel')],
    guid: '0d8a1ab9-6f00-4a3c-9f8e-2f0a9b6c1d11',
  },
  { id: 3, text: 'Omo.', trans: 'Yes.', words: [w('Omo')] },
];

describe('alignmentProblems', () => {
  it.each([
    ['untimed sentences', [{}, {}], []],
    [
      'sentences in order, touching',
      [
        { start: 0, end: 500 },
        { start: 500, end: 1000 },
      ],
      [],
    ],
    ['a sentence a little past the end (a frame)', [{ start: 0, end: 2040 }], []],
    ['a start without an end', [{ start: 0 }], ['Sentence 1 has a start but no end.']],
    ['an end without a start', [{}, { end: 10 }], ['Sentence 2 has an end but no start.']],
    ['an empty span', [{ start: 5, end: 5 }], ['Sentence 1 must end after it starts.']],
    [
      'past the recording',
      [{ start: 0, end: 2100 }],
      ["Sentence 1 ends at 0:02.1, after the recording's end (0:02.0)."],
    ],
    [
      'an overlap over an untimed sentence',
      [{ start: 0, end: 800 }, {}, { start: 700, end: 900 }],
      ['Sentence 3 starts at 0:00.7, before sentence 1 ends (0:00.8).'],
    ],
  ])('when %s, then the problems are %j', (_case, sents, expected) => {
    expect(alignmentProblems(sents, 2000)).toEqual(expected);
  });
});

describe('settleWordTimes', () => {
  it('when every word lies inside the new span, then the words keep their times', () => {
    const s = { ...stored[0]!, start: 50, end: 950 };
    expect(settleWordTimes(s)).toBe(s);
  });
  it('when a word falls outside it, then every word of the sentence loses its time', () => {
    const s = settleWordTimes({ ...stored[0]!, start: 200, end: 900 });
    expect(s.words.map((x) => [x.start, x.end])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });
  it('when the sentence loses its time, then so do its words', () => {
    const { start: _s, end: _e, ...untimed } = stored[0]!;
    expect(settleWordTimes(untimed).words.every((x) => x.start === undefined)).toBe(true);
  });
});

describe('applyAlignment', () => {
  const apply = (sents: TextSentence[], used: number[] = []) =>
    applyAlignment(stored, alignmentRequest(sents), { durationMs: 5000, used });

  it('when only times change, then every sentence keeps its id, text and fields with its new span', () => {
    const timed = stored.map((s, i) => ({ ...s, start: i * 1000, end: i * 1000 + 900 }));
    const result = apply(timed);
    expect('sents' in result && result.sents).toEqual([
      { ...stored[0]!, start: 0, end: 900 },
      { ...stored[1]!, start: 1000, end: 1900 },
      { ...stored[2]!, start: 2000, end: 2900 },
    ]);
  });

  it("when a sentence is split and its second part joined to the next, then the first part takes the split sentence's id (reshaped), the join a new id above those recordings used, and the joined-away sentence's id is gone", () => {
    let state = startAlignment(stored);
    state = splitSentence(state, 1, 1);
    state = joinWithNext(state, 2);
    const result = apply(state.sents, [7]);
    if (!('sents' in result)) throw new Error(result.refused.message);
    expect(result.sents.map((s) => [s.id, s.text, s.trans])).toEqual([
      [1, 'Tahak nipemk.', 'I see the river.'],
      [2, 'Sepik', 'Here it is.'],
      [8, 'wanu kel. Omo.', 'Yes.'],
    ]);
    expect(result.sents[1]!.guid).toBeUndefined();
    expect(result).toMatchObject({ reshaped: [2], gone: [3] });
  });

  it("when two sentences are joined, then the joined one takes the first one's id (reshaped) and the second one's is gone", () => {
    const result = apply(joinWithNext(startAlignment(stored), 0).sents);
    if (!('sents' in result)) throw new Error(result.refused.message);
    expect(result.sents.map((s) => [s.id, s.words.length])).toEqual([
      [1, stored[0]!.words.length + stored[1]!.words.length],
      [3, stored[2]!.words.length],
    ]);
    expect(result).toMatchObject({ reshaped: [1], gone: [2] });
  });

  it('when only times change, then nothing is reshaped or gone', () => {
    expect(apply(stored.map((s) => ({ ...s })))).toMatchObject({ reshaped: [], gone: [] });
  });

  it('when a split is joined back before saving, then the sentence keeps its id and guid', () => {
    const state = joinWithNext(splitSentence(startAlignment(stored), 1, 2), 1);
    const result = apply(state.sents);
    expect('sents' in result && result.sents.map((s) => [s.id, s.guid])).toEqual([
      [1, undefined],
      [2, stored[1]!.guid],
      [3, undefined],
    ]);
    expect(result).toMatchObject({ reshaped: [], gone: [] });
  });

  it.each([
    [
      'a time past the recording',
      (r: ReturnType<typeof alignmentRequest>) => (r.sents[2] = { ...r.sents[2]!, start: 4000, end: 6000 }),
      'invalid',
    ],
    [
      'overlapping sentences',
      (r: ReturnType<typeof alignmentRequest>) => (r.sents[1] = { ...r.sents[1]!, start: 800, end: 1200 }),
      'invalid',
    ],
    [
      'a word too many',
      (r: ReturnType<typeof alignmentRequest>) => (r.sents[2] = { ...r.sents[2]!, words: 2 }),
      'conflict',
    ],
    [
      'a kept sentence moved',
      (r: ReturnType<typeof alignmentRequest>) => (r.sents[1] = { ...r.sents[1]!, id: 3 }),
      'conflict',
    ],
    [
      'an id the text does not have',
      (r: ReturnType<typeof alignmentRequest>) => (r.sents[2] = { ...r.sents[2]!, id: 99 }),
      'conflict',
    ],
    [
      'a made sentence without text',
      (r: ReturnType<typeof alignmentRequest>) => (r.sents[2] = { words: 1, text: ' ' }),
      'invalid',
    ],
    [
      'a made sentence with other words',
      (r: ReturnType<typeof alignmentRequest>) => (r.sents[2] = { words: 1, text: 'Something else.' }),
      'invalid',
    ],
  ] as const)('when the request has %s, then it is refused (%s)', (_case, spoil, kind) => {
    const request = alignmentRequest(stored);
    spoil(request);
    const result = applyAlignment(stored, request, { durationMs: 5000 });
    expect('refused' in result && result.refused.kind).toBe(kind);
  });
});
