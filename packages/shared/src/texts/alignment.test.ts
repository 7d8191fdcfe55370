import { describe, expect, it } from 'vitest';
import type { TextSentence } from '../api/texts';
import {
  closeAtEnd,
  joinWithNext,
  openAt,
  setSpan,
  setTranslation,
  splitSentence,
  startAlignment,
  tapNext,
} from './alignment';

// SAMPLE sentences (invented words, not language material).
const w = (text: string, times?: [number, number]) => ({
  text,
  gloss: `${text}-gloss`,
  morphs: [],
  ...(times ? { start: times[0], end: times[1] } : {}),
});
const sentence = (id: number, text: string, times?: [number, number]): TextSentence => ({
  id,
  text,
  trans: `trans ${id}`,
  words: text
    .replace(/[.,!?]/g, '')
    .split(' ')
    .map((t) => w(t)),
  ...(times ? { start: times[0], end: times[1] } : {}),
});
const spans = (sents: readonly TextSentence[]) => sents.map((s) => [s.start, s.end]);

const three = [sentence(1, 'Tahak nipemk.'), sentence(2, 'Sepik wanu kel.'), sentence(3, 'Omo.')];

describe('tapping "Next sentence"', () => {
  it('when the teacher taps at each boundary and playback ends, then every sentence is timed end to end', () => {
    let state = startAlignment(three);
    state = tapNext(state, 1200.4);
    state = tapNext(state, 2500);
    expect(state.open).toBe(2);
    state = closeAtEnd(state, 4000);
    expect(spans(state.sents)).toEqual([
      [0, 1200],
      [1200, 2500],
      [2500, 4000],
    ]);
    expect(state.open).toBe(3);
    // Every tap after the last sentence is closed does nothing.
    expect(tapNext(state, 4100)).toBe(state);
  });

  it('when a tap comes before the open sentence starts, then nothing changes', () => {
    const state = tapNext(startAlignment(three), 1000);
    expect(tapNext(state, 900)).toBe(state);
    expect(tapNext(state, 1000)).toBe(state);
  });

  it('when the text is partly timed, then the alignment opens at the first untimed sentence and a tap starts it where the one before ended', () => {
    const state = startAlignment([
      sentence(1, 'Tahak.', [300, 1000]),
      sentence(2, 'Sepik.'),
      sentence(3, 'Omo.'),
    ]);
    expect(state.open).toBe(1);
    expect(spans(tapNext(state, 1800).sents)).toEqual([
      [300, 1000],
      [1000, 1800],
      [1800, undefined],
    ]);
  });

  it('when a timed text is re-aligned from a sentence, then the next keeps its old end only while it is still after the tap', () => {
    const timed = [
      sentence(1, 'A.', [0, 1000]),
      sentence(2, 'B.', [1000, 2000]),
      sentence(3, 'C.', [2000, 3000]),
    ];
    const from = openAt(startAlignment(timed), 0);
    expect(spans(tapNext(from, 800).sents)).toEqual([
      [0, 800],
      [800, 2000],
      [2000, 3000],
    ]);
    expect(spans(tapNext(from, 2200).sents)[1]).toEqual([2200, undefined]);
  });
});

describe('dragging a sentence’s edges', () => {
  const timed = [
    sentence(1, 'A.', [0, 1000]),
    sentence(2, 'B.', [1000, 2000]),
    sentence(3, 'C.', [2500, 3000]),
  ];
  const state = startAlignment(timed);

  it.each([
    [
      'the shared start moved earlier',
      1,
      800,
      2000,
      [
        [0, 800],
        [800, 2000],
        [2500, 3000],
      ],
    ],
    [
      'the end moved into the gap',
      1,
      1000,
      2300,
      [
        [0, 1000],
        [1000, 2300],
        [2500, 3000],
      ],
    ],
    [
      'the end pushed into a neighbour it did not touch',
      1,
      1000,
      2700,
      [
        [0, 1000],
        [1000, 2500],
        [2500, 3000],
      ],
    ],
    [
      'the first start dragged before 0',
      0,
      -50,
      1000,
      [
        [0, 1000],
        [1000, 2000],
        [2500, 3000],
      ],
    ],
    [
      'the last end dragged past the recording',
      2,
      2500,
      9000,
      [
        [0, 1000],
        [1000, 2000],
        [2500, 4000],
      ],
    ],
    [
      'a shared start dragged over the whole previous sentence',
      1,
      -100,
      2000,
      [
        [0, 10],
        [10, 2000],
        [2500, 3000],
      ],
    ],
  ] as const)('when %s, then the spans are %j', (_case, index, start, end, expected) => {
    expect(spans(setSpan(state, index, start, end, 4000).sents)).toEqual(expected);
  });

  it('when a drag would leave a sentence shorter than 10 ms, then nothing changes', () => {
    expect(setSpan(state, 1, 1500, 1505, 4000)).toBe(state);
  });
});

describe('splitting a sentence', () => {
  it('when a timed sentence is split at a word, then the parts divide its text, words and span, and neither keeps its id', () => {
    const state = startAlignment([sentence(7, 'Sepik wanu, kel omo.', [1000, 3000]), sentence(8, 'Omo.')]);
    const { sents, open } = splitSentence(state, 0, 2);
    expect(sents.map((s) => [s.id, s.text, s.trans, s.words.map((x) => x.text)])).toEqual([
      [undefined, 'Sepik wanu,', 'trans 7', ['Sepik', 'wanu']],
      [undefined, 'kel omo.', '', ['kel', 'omo']],
      [8, 'Omo.', 'trans 8', ['Omo']],
    ]);
    expect(spans(sents)).toEqual([
      [1000, 2000],
      [2000, 3000],
      [undefined, undefined],
    ]);
    expect(open).toBe(2);
  });

  it('when the word has its own time, then the cut is there; else at the playhead when inside, else proportional', () => {
    const timedWords: TextSentence = {
      ...sentence(1, 'a b c'),
      start: 0,
      end: 900,
      words: [w('a', [0, 100]), w('b', [100, 700]), w('c', [700, 900])],
    };
    expect(spans(splitSentence(startAlignment([timedWords]), 0, 2).sents)).toEqual([
      [0, 700],
      [700, 900],
    ]);
    const plain = startAlignment([sentence(1, 'a b c', [0, 900])]);
    expect(spans(splitSentence(plain, 0, 1, 450).sents)).toEqual([
      [0, 450],
      [450, 900],
    ]);
    expect(spans(splitSentence(plain, 0, 1, 5000).sents)).toEqual([
      [0, 300],
      [300, 900],
    ]);
  });

  it('when the words cannot be found in the text, then each part is written from its words; the paragraph and notes stay with the first part', () => {
    const odd: TextSentence = {
      ...sentence(1, 'xyz'),
      words: [w('a'), w('b'), { ...w('.'), punct: true }],
      notes: ['a note'],
      paragraph: {},
      guid: '0d8a1ab9-6f00-4a3c-9f8e-2f0a9b6c1d11',
    };
    const [first, second] = splitSentence(startAlignment([odd]), 0, 1).sents;
    expect([first!.text, second!.text]).toEqual(['a', 'b.']);
    expect(first).toMatchObject({ notes: ['a note'], paragraph: {} });
    expect(first!.guid).toBeUndefined();
    expect(second!.notes).toBeUndefined();
    expect(second!.paragraph).toBeUndefined();
  });

  it.each([0, 3, -1])(
    'when the split is before word %i (not between two words), then nothing changes',
    (word) => {
      const state = startAlignment([sentence(1, 'a b c')]);
      expect(splitSentence(state, 0, word)).toBe(state);
    },
  );
});

describe('joining a sentence with the next', () => {
  it('when two timed sentences are joined, then one sentence spans both, with both texts, words, translations and notes', () => {
    const a = { ...sentence(1, 'Tahak.', [0, 1000]), notes: ['n1'], paragraph: {} };
    const b = { ...sentence(2, 'Sepik wanu.', [1000, 2500]), notes: ['n2'], lit: 'literal' };
    const { sents, open } = joinWithNext({ sents: [a, b, sentence(3, 'Omo.')], open: 2 }, 0);
    expect(sents).toHaveLength(2);
    expect(sents[0]).toEqual({
      text: 'Tahak. Sepik wanu.',
      trans: 'trans 1 trans 2',
      words: [...a.words, ...b.words],
      notes: ['n1', 'n2'],
      lit: 'literal',
      paragraph: {},
      start: 0,
      end: 2500,
    });
    expect(open).toBe(1);
  });

  it('when the last sentence is "joined", then nothing changes', () => {
    const state = startAlignment(three);
    expect(joinWithNext(state, 2)).toBe(state);
  });

  it('when a split is joined back, then the sentence reads as it did (the server then keeps its id)', () => {
    const state = startAlignment([sentence(1, 'Sepik wanu kel.', [0, 900])]);
    const back = joinWithNext(splitSentence(state, 0, 1), 0).sents[0]!;
    expect([back.text, back.words, back.start, back.end]).toEqual([
      'Sepik wanu kel.',
      state.sents[0]!.words,
      0,
      900,
    ]);
  });
});

it('when the teacher writes a part’s translation, then only that sentence changes', () => {
  const state = setTranslation(startAlignment(three), 1, 'new');
  expect(state.sents.map((s) => s.trans)).toEqual(['trans 1', 'new', 'trans 3']);
});
