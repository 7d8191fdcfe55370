import { LetterStatus } from './letter-status';
import { ALLOWED_LETTERS, toLetters, UNUSED_LETTERS } from './wordle-rules';
import type { WordleSpelling } from './wordle-spelling';

/** The status of each keyboard key, by letter (the shape kept in local storage). */
export type KeyboardStatus = Readonly<Record<string, LetterStatus>>;

/** A key's status only ever upgrades: the higher of the two values wins. */
export function upgradeStatus(current: LetterStatus, next: LetterStatus): LetterStatus {
  return next > current ? next : current;
}

/**
 * The keyboard before any guess: the spec's unused letters marked Unused, the others Unknown; by an
 * alphabet (ADR 096) every key is a letter of the language, all Unknown.
 */
export function initialKeyboardStatus(spelling?: WordleSpelling): KeyboardStatus {
  if (spelling?.keys) return {};
  return Object.fromEntries(
    ALLOWED_LETTERS.map((letter) => [
      letter,
      UNUSED_LETTERS.has(letter) ? LetterStatus.Unused : LetterStatus.Unknown,
    ]),
  );
}

/**
 * Folds a scored guess into the keyboard, upgrading each guessed letter's key. Returns a new map;
 * letters not yet in the map start from Unknown. Throws a RangeError if the guess and its statuses
 * differ in length.
 */
export function mergeKeyboardStatus(
  map: KeyboardStatus,
  guess: string | readonly string[],
  statuses: readonly LetterStatus[],
): KeyboardStatus {
  const letters = typeof guess === 'string' ? toLetters(guess) : guess;
  if (letters.length !== statuses.length) {
    throw new RangeError(`A guess of ${letters.length} letters cannot take ${statuses.length} statuses.`);
  }
  const merged: Record<string, LetterStatus> = { ...map };
  letters.forEach((letter, i) => {
    merged[letter] = upgradeStatus(merged[letter] ?? LetterStatus.Unknown, statuses[i] as LetterStatus);
  });
  return merged;
}
