import { LetterStatus } from './letter-status';
import { toLetters, WORD_LENGTH } from './wordle-rules';

/** A word's letters: given cut already (by the alphabet, ADR 096), or one character a letter. */
const lettersOf = (word: string | readonly string[]) => (typeof word === 'string' ? toLetters(word) : word);

/**
 * Scores a guess against the solution, letter by letter: exact-position matches first
 * (LetterAndPosition), then letters present elsewhere, each solution letter used at most once
 * (Letter), everything else Disabled. Both words are NFC lowercase; the apostrophe is a letter. A
 * word is given as its letters (a digraph one letter) or as a string, one character a letter.
 * Throws a RangeError when either word is not WORD_LENGTH letters long.
 */
export function scoreGuess(guess: string | readonly string[], solution: string | readonly string[]): LetterStatus[] {
  const guessLetters = lettersOf(guess);
  const solutionLetters = lettersOf(solution);
  if (guessLetters.length !== WORD_LENGTH || solutionLetters.length !== WORD_LENGTH) {
    throw new RangeError(
      `A guess and its solution must both have ${WORD_LENGTH} letters (got ${guessLetters.length} and ${solutionLetters.length}).`,
    );
  }

  const statuses: LetterStatus[] = guessLetters.map(() => LetterStatus.Disabled);
  // How many of each solution letter are still free once the exact matches have taken theirs.
  const unmatched = new Map<string, number>();
  guessLetters.forEach((letter, i) => {
    const target = solutionLetters[i] as string;
    if (letter === target) {
      statuses[i] = LetterStatus.LetterAndPosition;
    } else {
      unmatched.set(target, (unmatched.get(target) ?? 0) + 1);
    }
  });

  guessLetters.forEach((letter, i) => {
    if (statuses[i] === LetterStatus.LetterAndPosition) return;
    const free = unmatched.get(letter) ?? 0;
    if (free > 0) {
      statuses[i] = LetterStatus.Letter;
      unmatched.set(letter, free - 1);
    }
  });
  return statuses;
}

/** True when every letter of a scored guess is in its place: the game is won. */
export function isWinningScore(statuses: readonly LetterStatus[]): boolean {
  return statuses.length > 0 && statuses.every((status) => status === LetterStatus.LetterAndPosition);
}
