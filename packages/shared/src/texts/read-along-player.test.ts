import { describe, expect, it } from 'vitest';
import {
  allTranslationsHidden,
  initialReadAlongState,
  readAlongFrame,
  readAlongReducer,
} from './read-along-player';
import type { ReadAlongAction, ReadAlongState } from './read-along-player';
import { readAlongTimeline } from './read-along-timeline';

const run = (...actions: ReadAlongAction[]): ReadAlongState =>
  actions.reduce(readAlongReducer, initialReadAlongState);

describe('readAlongReducer', () => {
  it('when the learner slows it down and back, then the rate is 0.75 then 1', () => {
    expect(run({ type: 'slow', on: true }).rate).toBe(0.75);
    expect(run({ type: 'slow', on: true }, { type: 'slow', on: false }).rate).toBe(1);
  });

  it('when a sentence loops and the learner taps another, then the loop moves to it', () => {
    const looping = run({ type: 'loop', sentence: 2 });
    expect(looping.loop).toBe(2);
    expect(readAlongReducer(looping, { type: 'go-to', sentence: 5 }).loop).toBe(5);
    expect(readAlongReducer(looping, { type: 'loop', sentence: null }).loop).toBeNull();
  });

  it('when nothing loops and the learner taps a sentence, then nothing starts looping', () => {
    expect(run({ type: 'go-to', sentence: 3 })).toBe(initialReadAlongState);
  });

  it('when translations are hidden one by one or all at once, then the hidden set follows', () => {
    const one = run({ type: 'translation', sentence: 1, hidden: true });
    expect([...one.hidden]).toEqual([1]);
    expect(allTranslationsHidden(one, 3)).toBe(false);
    const all = readAlongReducer(one, { type: 'all-translations', count: 3, hidden: true });
    expect([...all.hidden].sort()).toEqual([0, 1, 2]);
    expect(allTranslationsHidden(all, 3)).toBe(true);
    const shown = readAlongReducer(all, { type: 'translation', sentence: 0, hidden: false });
    expect([...shown.hidden].sort()).toEqual([1, 2]);
    expect(readAlongReducer(shown, { type: 'all-translations', count: 3, hidden: false }).hidden.size).toBe(
      0,
    );
  });

  it('when a translation is hidden twice, then the state does not change (no new render)', () => {
    const one = run({ type: 'translation', sentence: 1, hidden: true });
    expect(readAlongReducer(one, { type: 'translation', sentence: 1, hidden: true })).toBe(one);
  });

  it('when a text has no sentence, then its translations are not all hidden', () => {
    expect(allTranslationsHidden(initialReadAlongState, 0)).toBe(false);
  });
});

describe('readAlongFrame', () => {
  const timeline = readAlongTimeline([
    {
      start: 0,
      end: 1000,
      words: [
        { start: 0, end: 500 },
        { start: 500, end: 1000 },
      ],
    },
    { start: 1000, end: 2000, words: [] },
  ]);

  it.each([
    [null, 600, 0, 1, undefined],
    [null, 1500, 1, undefined, undefined],
    [null, 2500, undefined, undefined, undefined],
    [0, 600, 0, 1, undefined], // within the looped sentence
    [0, 1000, 0, undefined, 0], // its end reached: back to its start
    [1, 200, 1, undefined, 1000], // before it: to its start
  ] as const)(
    'when loop %s at %d ms, then sentence %s, word %s, seek to %s',
    (loop, ms, sentence, word, seekTo) => {
      const frame = readAlongFrame(timeline, loop, ms);
      expect(frame.sentence?.index).toBe(sentence);
      expect(frame.word?.word).toBe(word);
      expect(frame.seekTo).toBe(seekTo);
    },
  );

  it('when the looped sentence has no times, then playback goes on as without a loop', () => {
    expect(readAlongFrame(timeline, 7, 1500)).toEqual({ sentence: timeline.sentence(1), word: undefined });
  });
});
