/** The vowels of the drills; every other final letter (y, w, h and the apostrophe too) is a consonant. */
const VOWELS: readonly string[] = ['a', 'e', 'i', 'o', 'u'];

/** The plural suffixes, after a vowel and after a consonant, in the order the drill offers them. */
export const PLURAL_SUFFIXES = ['-kma', '-mak'] as const;
export type PluralSuffix = (typeof PLURAL_SUFFIXES)[number];

/** The locative ('in, at, on X') suffixes, after a vowel and after a consonant. */
export const LOCATIVE_SUFFIXES = ['-tka', '-tak'] as const;
export type LocativeSuffix = (typeof LOCATIVE_SUFFIXES)[number];

/** The last letter of a word: NFC, lowercase, trailing spaces ignored; '' for a blank word. */
function lastLetter(word: string): string {
  return Array.from(word.normalize('NFC').trimEnd().toLowerCase()).at(-1) ?? '';
}

function requireLastLetter(word: string): string {
  const letter = lastLetter(word);
  if (letter === '') throw new RangeError('A blank word takes no suffix.');
  return letter;
}

/** Whether a word ends in a, e, i, o or u (case and trailing spaces ignored); false for a blank word. */
export function endsInVowel(word: string): boolean {
  return VOWELS.includes(lastLetter(word));
}

/** '-kma' after a vowel, '-mak' after a consonant. Throws a RangeError for a blank word. */
export function pluralSuffix(word: string): PluralSuffix {
  return VOWELS.includes(requireLastLetter(word)) ? '-kma' : '-mak';
}

/** '-tka' after a vowel, '-tak' after a consonant. Throws a RangeError for a blank word. */
export function locativeSuffix(word: string): LocativeSuffix {
  return VOWELS.includes(requireLastLetter(word)) ? '-tka' : '-tak';
}

/** The word with a suffix joined on: 'okihu' + '-kma' is 'okihukma' (trailing spaces dropped). */
export function attachSuffix(word: string, suffix: string): string {
  return `${word.trimEnd()}${suffix.replace(/^-/, '')}`;
}
