export const WORD_LENGTH = 5;
export const MAX_ATTEMPTS = 6;

/** The letters of the game: a to z and the apostrophe (the glottal stop is a letter). */
export const ALLOWED_LETTERS: readonly string[] = [...'abcdefghijklmnopqrstuvwxyz', "'"];
const allowedLetterSet: ReadonlySet<string> = new Set(ALLOWED_LETTERS);

/** Letters the language does not use; the keyboard shows them as unused from the start. */
export const UNUSED_LETTERS: ReadonlySet<string> = new Set(['v', 'x', 'g', 'q', 'f', 'd', 'b', 'z', 'j']);

export function isAllowedLetter(letter: string): boolean {
  return allowedLetterSet.has(letter);
}

/** Splits a word into its letters (code points, so the apostrophe is one letter like any other). */
export function toLetters(word: string): string[] {
  return Array.from(word);
}
