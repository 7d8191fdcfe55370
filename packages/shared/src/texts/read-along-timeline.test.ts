import { describe, expect, it } from 'vitest';
import { readAlongTimeline, spanLookup, stepSentence, wordRanges } from './read-along-timeline';

const span = (start: number, end: number, name: string) => ({ start, end, name });

describe('spanLookup', () => {
  const lookup = spanLookup([span(1000, 2000, 'b'), span(0, 900, 'a'), span(2000, 3500, 'c')]);
  it.each([
    [-1, undefined],
    [0, 'a'],
    [899, 'a'],
    [900, undefined], // the gap between a and b
    [999, undefined],
    [1000, 'b'],
    [1999, 'b'],
    [2000, 'c'], // an end is excluded, the next start included
    [3499, 'c'],
    [3500, undefined],
    [1e9, undefined],
  ])('when the position is %d ms, then the span heard is %s', (ms, name) => {
    expect(lookup.at(ms)?.name).toBe(name);
  });

  it('when spans overlap, then the latest started that still holds the time is heard', () => {
    const overlapping = spanLookup([
      span(0, 5000, 'long'),
      span(1000, 2000, 'inner'),
      span(1500, 1800, 'short'),
    ]);
    expect(overlapping.at(1700)?.name).toBe('short');
    expect(overlapping.at(1900)?.name).toBe('inner');
    expect(overlapping.at(2500)?.name).toBe('long');
  });

  it('when there are no spans, then nothing is heard', () => {
    expect(spanLookup([]).at(10)).toBeUndefined();
    expect(spanLookup([]).lastStartedAt(10)).toBe(-1);
  });

  it('when a long text is looked up at every start, then each finds its own span (the search agrees with a scan)', () => {
    const spans = Array.from({ length: 2000 }, (_, i) => span(i * 4000, i * 4000 + 3700, `s${i}`));
    const long = spanLookup([...spans].reverse());
    for (const ms of [0, 3699, 3700, 3999, 4000, 4_000_000, 7_999_999, 7_995_000]) {
      const scanned = spans.find((s) => s.start <= ms && ms < s.end);
      expect(long.at(ms)).toBe(scanned);
    }
  });
});

const sents = [
  { start: 0, end: 1200, words: [{ start: 0, end: 400 }, { start: 400, end: 900 }, {}] },
  { words: [] }, // not timed
  { start: 1300, end: 2000, words: [] },
  { start: 2100, end: 2100, words: [] }, // no length: not a span
  { start: 2100, end: 2900, words: [{ start: 2100, end: 2900 }] },
];

describe('readAlongTimeline', () => {
  const timeline = readAlongTimeline(sents);
  it.each([
    [0, 0, 0],
    [450, 0, 1],
    [1000, 0, undefined], // in the sentence, after its timed words
    [1250, undefined, undefined],
    [1300, 2, undefined],
    [2500, 4, 0],
  ])('when the position is %d ms, then sentence %s and word %s are heard', (ms, sentence, word) => {
    const frameSentence = timeline.sentences.at(ms);
    const frameWord = timeline.words.at(ms);
    expect(frameSentence?.index).toBe(sentence);
    expect(frameWord?.word).toBe(word);
    if (frameWord) expect(frameWord.sentence).toBe(sentence);
  });

  it('when a sentence has no times, then it has no span', () => {
    expect(timeline.sentence(1)).toBeUndefined();
    expect(timeline.sentence(3)).toBeUndefined();
    expect(timeline.sentence(2)).toEqual({ index: 2, start: 1300, end: 2000 });
  });
});

describe('stepSentence', () => {
  const timeline = readAlongTimeline(sents);
  it.each([
    [0, 1, 2], // next after the first, skipping the untimed one
    [0, -1, 0], // previous at the first stays there
    [500, -1, 0],
    [1250, -1, 0], // in the gap after sentence 0: back to its start
    [1500, -1, 0], // within sentence 2: the one before it
    [1500, 1, 4],
    [2500, 1, 4], // next at the last stays there
    [-10, 1, 0], // before the first: next is the first
  ] as const)('when at %d ms and going %d, then sentence %d', (ms, direction, expected) => {
    expect(stepSentence(timeline, ms, direction)?.index).toBe(expected);
  });

  it('when no sentence is timed, then there is nowhere to go', () => {
    expect(stepSentence(readAlongTimeline([{ words: [] }]), 0, 1)).toBeUndefined();
  });
});

describe('wordRanges', () => {
  it.each([
    [
      'Tahak nipemk lumah.',
      ['tahak', 'nipemk', 'lumah'],
      [
        [0, 5],
        [6, 12],
        [13, 18],
      ],
    ],
    [
      'Sepik!',
      ['sepik', '!'],
      [
        [0, 5],
        [5, 6],
      ],
    ],
    [
      '(Ni-ra ta.)',
      ['(', 'ni-ra', 'ta', '.)'],
      [
        [0, 1],
        [1, 6],
        [7, 9],
        [9, 11],
      ],
    ],
    [
      'ta ta',
      ['ta', 'ta'],
      [
        [0, 2],
        [3, 5],
      ],
    ],
  ])('when %j has the words %j, then they stand at %j', (text, words, expected) => {
    expect(
      wordRanges(
        text,
        words.map((w) => ({ text: w })),
      ),
    ).toEqual(expected);
  });

  it('when a punctuation word is not in the text, then it has no place and the others keep theirs', () => {
    expect(wordRanges('Ta ni', [{ text: 'ta' }, { text: ',', punct: true }, { text: 'ni' }])).toEqual([
      [0, 2],
      null,
      [3, 5],
    ]);
  });

  it('when a word is not in the text (or out of order), then the sentence has no word places', () => {
    expect(wordRanges('Ta ni', [{ text: 'ta' }, { text: 'ko' }])).toBeNull();
    expect(wordRanges('Ta ni', [{ text: 'ni' }, { text: 'ta' }])).toBeNull();
  });
});
