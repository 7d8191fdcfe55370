import { normalizeWord } from '../orthography/normalize-word';
import { isAllowedLetter, toLetters } from './wordle-rules';

// How the game reads words (issue 40, ADR 096): by the teacher's alphabet when there is one
// (./alphabet-spelling.ts, in a module of its own so that /wordle loads it only then), a letter of
// several characters (kw, ts') one tile and the word's length counted in letters; without one, as
// the spec has it: a to z and the apostrophe, one character a tile.

export interface WordleSpelling {
  /** A word or typed text in the form guesses are compared in. */
  spell(text: string): string;
  /** A spelled word cut into the game's letters: its tiles. */
  letters(spelled: string): string[];
  /** Whether a key (typed, or an on-screen letter key) is a letter of the game or part of one. */
  accepts(key: string): boolean;
  /** A letter as a tile or key shows it: its upper case (the alphabet's form where it gives one). */
  shown(letter: string): string;
  /** The on-screen keyboard's letters in teaching order; null: the spec's keyboard (QWERTY, a to z). */
  keys: readonly string[] | null;
}

/** The spec's game: a to z and the apostrophe (curly ones made straight), one character a letter. */
export const PLAIN_SPELLING: WordleSpelling = {
  spell: normalizeWord,
  letters: toLetters,
  accepts: (key) => isAllowedLetter(normalizeWord(key)),
  shown: (letter) => letter.toUpperCase(),
  keys: null,
};
