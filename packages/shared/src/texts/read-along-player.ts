import type { ReadAlongTimeline, TimedSentence, TimedWord } from './read-along-timeline';

/**
 * The read-along player's state (issue 39, ADR 093), apart from what the audio element itself keeps
 * (playing or not, the position): the speed, the sentence looped, and the translations hidden.
 */
export interface ReadAlongState {
  /** 0.75 (slower, the pitch kept) or 1. */
  rate: 1 | 0.75;
  /** The place in the text of the sentence played again and again; null when none loops. */
  loop: number | null;
  /** The places of the sentences whose translation is hidden. */
  hidden: ReadonlySet<number>;
}

export type ReadAlongAction =
  | { type: 'slow'; on: boolean }
  /** Loops sentence `sentence`, or stops looping (null). */
  | { type: 'loop'; sentence: number | null }
  /** Playing goes to sentence `sentence` (a tap, previous or next): a loop follows it there. */
  | { type: 'go-to'; sentence: number }
  | { type: 'translation'; sentence: number; hidden: boolean }
  /** Every translation of a text of `count` sentences hidden or shown. */
  | { type: 'all-translations'; count: number; hidden: boolean };

export const initialReadAlongState: ReadAlongState = { rate: 1, loop: null, hidden: new Set() };

export function readAlongReducer(state: ReadAlongState, action: ReadAlongAction): ReadAlongState {
  switch (action.type) {
    case 'slow':
      return { ...state, rate: action.on ? 0.75 : 1 };
    case 'loop':
      return { ...state, loop: action.sentence };
    case 'go-to':
      return state.loop === null || state.loop === action.sentence
        ? state
        : { ...state, loop: action.sentence };
    case 'translation': {
      if (state.hidden.has(action.sentence) === action.hidden) return state;
      const hidden = new Set(state.hidden);
      if (action.hidden) hidden.add(action.sentence);
      else hidden.delete(action.sentence);
      return { ...state, hidden };
    }
    case 'all-translations':
      return {
        ...state,
        hidden: action.hidden ? new Set(Array.from({ length: action.count }, (_, i) => i)) : new Set(),
      };
  }
}

/** Whether every one of `count` sentences has its translation hidden. */
export const allTranslationsHidden = (state: ReadAlongState, count: number) =>
  count > 0 && state.hidden.size >= count;

/** What one frame of playback shows and does at `ms`. */
export interface ReadAlongFrame {
  sentence: TimedSentence | undefined;
  word: TimedWord | undefined;
  /** Where to go back to: the looped sentence's start, once the position has left it. */
  seekTo?: number;
}

/**
 * The sentence and word heard at `ms`, and, while sentence `loop` loops, its start when the position
 * has reached its end (or was moved outside it by other means than a tap, which moves the loop).
 */
export function readAlongFrame(timeline: ReadAlongTimeline, loop: number | null, ms: number): ReadAlongFrame {
  const looped = loop === null ? undefined : timeline.sentence(loop);
  if (looped && (ms >= looped.end || ms < looped.start))
    return { sentence: looped, word: undefined, seekTo: looped.start };
  return { sentence: timeline.sentences.at(ms), word: timeline.words.at(ms) };
}
