import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a match or a mismatch stays highlighted before the pair goes or is let go (spec: 250 ms). */
export const MATCH_FEEDBACK_MS = 250;

export type MatchingColumn = 'word' | 'gloss';

/** A word and a gloss chosen together, while they are highlighted. */
export interface MatchAttempt {
  word: number;
  gloss: number;
  correct: boolean;
}

/** The indexes of the words and of the glosses no longer on the board. */
export interface HiddenPairs {
  words: ReadonlySet<number>;
  glosses: ReadonlySet<number>;
}

/** Nothing hidden: new sets each time, so that focus moves on to the first word of a new set. */
export const noHiddenPairs = (): HiddenPairs => ({ words: new Set(), glosses: new Set() });

/** By default a match hides its word and its gloss. */
const hidePair = (attempt: MatchAttempt, hidden: HiddenPairs): HiddenPairs => ({
  words: new Set([...hidden.words, attempt.word]),
  glosses: new Set([...hidden.glosses, attempt.gloss]),
});

export interface MatchingOptions {
  /** How many words are on the board: items 0 to size - 1. */
  size: number;
  /** Whether the word and the gloss at these indexes are a pair. */
  isMatch: (word: number, gloss: number) => boolean;
  /**
   * After the highlight of a match: what is hidden next (by default the pair also). A function that
   * moves on to another set may return `noHiddenPairs()`; one that keeps the board as it is, `hidden`.
   */
  afterMatch?: (attempt: MatchAttempt, hidden: HiddenPairs) => HiddenPairs;
  /** Told of each mismatch as it is made, with the word and the gloss chosen (e.g. to review the word). */
  onMismatch?: (pair: { word: number; gloss: number }) => void;
}

export interface Matching {
  word: number | null;
  gloss: number | null;
  attempt: MatchAttempt | null;
  hidden: HiddenPairs;
  /** Choose an item; choosing the selected item again lets it go. Ignored while an attempt shows. */
  choose: (column: MatchingColumn, index: number) => void;
  /** A new set: nothing chosen, nothing hidden. */
  reset: () => void;
  /** A ref for the button of an item, so focus can move to the first word left when a pair goes. */
  register: (column: MatchingColumn, index: number) => (element: HTMLButtonElement | null) => void;
}

/**
 * The state of a word/meaning matching board: choose a word and a gloss in either order; the pair is
 * highlighted for MATCH_FEEDBACK_MS, then a match is hidden and a mismatch is let go.
 */
export function useMatching({ size, isMatch, afterMatch = hidePair, onMismatch }: MatchingOptions): Matching {
  const [hidden, setHidden] = useState<HiddenPairs>(noHiddenPairs);
  const [word, setWord] = useState<number | null>(null);
  const [gloss, setGloss] = useState<number | null>(null);
  const [attempt, setAttempt] = useState<MatchAttempt | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  // Set when a matched pair disappears, so focus moves on instead of falling to the page.
  const focusNext = useRef(false);
  const onMatch = useRef(afterMatch);
  useEffect(() => {
    onMatch.current = afterMatch;
  }, [afterMatch]);

  // After the highlight: a match goes, a mismatch is let go.
  useEffect(() => {
    if (attempt === null) return;
    const timer = setTimeout(() => {
      setWord(null);
      setGloss(null);
      setAttempt(null);
      if (!attempt.correct) return;
      focusNext.current = true;
      setHidden(onMatch.current(attempt, hidden));
    }, MATCH_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [attempt, hidden]);

  useEffect(() => {
    if (!focusNext.current) return;
    const firstWord = Array.from({ length: size }, (_item, index) => index).find(
      (index) => !hidden.words.has(index),
    );
    const target = buttons.current.get(`word-${firstWord}`);
    // The last pair went: wait for the next set.
    if (!target) return;
    focusNext.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body || !active.isConnected) target.focus();
  }, [hidden, size]);

  function choose(column: MatchingColumn, index: number) {
    if (attempt !== null) return;
    const [selected, setSelected, other] =
      column === 'word' ? [word, setWord, gloss] : [gloss, setGloss, word];
    if (selected === index) {
      setSelected(null);
      return;
    }
    setSelected(index);
    if (other === null) return;
    const pair = column === 'word' ? { word: index, gloss: other } : { word: other, gloss: index };
    const correct = isMatch(pair.word, pair.gloss);
    setAttempt({ ...pair, correct });
    if (!correct) onMismatch?.(pair);
  }

  const reset = useCallback(() => {
    setHidden(noHiddenPairs());
    setWord(null);
    setGloss(null);
    setAttempt(null);
  }, []);

  const register = (column: MatchingColumn, index: number) => (element: HTMLButtonElement | null) => {
    const key = `${column}-${index}`;
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return { word, gloss, attempt, hidden, choose, reset, register };
}
