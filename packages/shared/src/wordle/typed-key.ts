import { PLAIN_SPELLING } from './wordle-spelling';
import type { WordleSpelling } from './wordle-spelling';

export const ENTER_KEY = 'Enter';
export const BACKSPACE_KEY = 'Backspace';

/**
 * Whether the game reacts to a key (a KeyboardEvent `key` or an on-screen key): Enter, Backspace,
 * and a letter of the game: A to Z in either case and the apostrophe (curly ones count, as they are
 * turned straight), or by an alphabet its letters, their characters and spellings (ADR 096).
 */
export function isAcceptedKey(key: string, spelling: WordleSpelling = PLAIN_SPELLING): boolean {
  return key === ENTER_KEY || key === BACKSPACE_KEY || spelling.accepts(key);
}
