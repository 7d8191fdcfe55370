import { normalizeWord } from '../orthography/normalize-word';
import { isAllowedLetter } from './wordle-rules';

export const ENTER_KEY = 'Enter';
export const BACKSPACE_KEY = 'Backspace';

/**
 * Turns one typed character into the game's letter: lowercase, and the curly apostrophe a phone
 * types (U+2019 or U+2018) made straight. Anything else passes through lowercased.
 */
export function normalizeTypedLetter(char: string): string {
  return normalizeWord(char);
}

/**
 * Whether the game reacts to a key (a KeyboardEvent `key` or an on-screen key): Enter, Backspace,
 * A to Z in either case and the apostrophe (curly ones count, as they are turned straight).
 */
export function isAcceptedKey(key: string): boolean {
  return key === ENTER_KEY || key === BACKSPACE_KEY || isAllowedLetter(normalizeTypedLetter(key));
}
