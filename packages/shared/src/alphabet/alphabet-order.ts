import { foldForSearch } from '../orthography/search-fold';
import { alphabetReader } from './alphabet';
import type { Alphabet, AlphabetReader } from './alphabet';

// The dictionary's order by the alphabet (issue 40, ADR 088): letter by letter in teaching order, a
// digraph as one letter (so kw comes after k's every other word, or wherever the teacher put it),
// not by code points. A character the alphabet lacks sorts as its plain letter would (ŭ as u, where
// ŭ is not a letter of its own), just after it; spaces, hyphens and punctuation before every letter
// (so "ama ka" comes before "amak"); anything else after every letter, by code point.

/** Places in the key: a separator, a letter of the alphabet, then a character it lacks. */
const SEPARATOR_BASE = 0x20;
const LETTER_BASE = 0x100;
const OTHER_BASE = 0x4000;

/** Each letter's place, computed once per alphabet: a list reads the same few letters thousands of times. */
const places = new WeakMap<AlphabetReader, Map<string, number[]>>();

function place(reader: AlphabetReader, letter: string): number[] {
  let known = places.get(reader);
  if (!known) places.set(reader, (known = new Map()));
  let found = known.get(letter);
  if (!found) known.set(letter, (found = placeOf(reader, letter)));
  return found;
}

function placeOf(reader: AlphabetReader, letter: string): number[] {
  const index = reader.indexOf(letter);
  if (index >= 0) return [LETTER_BASE + Math.round(index * 2)];
  const plain = foldForSearch(letter);
  const plainIndex = plain ? reader.indexOf(plain) : -1;
  if (plainIndex >= 0) return [LETTER_BASE + Math.round(plainIndex * 2) + 1];
  if (/^[\p{P}\p{Z}\p{S}]+$/u.test(letter)) return [SEPARATOR_BASE];
  return Array.from(letter, (ch) => OTHER_BASE + Math.min(ch.codePointAt(0)!, 0xbfff));
}

/**
 * A key that sorts words in the alphabet's order with plain comparison (`<`): compute it once per
 * word, not per comparison. Ties (words that differ only in what the alphabet treats as the same
 * letter) fall back to the words themselves.
 */
export function alphabetSortKey(word: string, alphabet: Alphabet): string {
  const reader = alphabetReader(alphabet);
  const codes: number[] = [];
  for (const letter of reader.letters(reader.spell(word))) for (const code of place(reader, letter)) codes.push(code);
  return String.fromCharCode(...codes);
}

/** Sorts items by a word of theirs in the alphabet's order (stable, keys computed once). */
export function sortByAlphabet<T>(items: readonly T[], wordOf: (item: T) => string, alphabet: Alphabet): T[] {
  const keyed = items.map((item, at) => ({ item, at, key: alphabetSortKey(wordOf(item), alphabet), word: wordOf(item) }));
  keyed.sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.word < b.word ? -1 : a.word > b.word ? 1 : a.at - b.at,
  );
  return keyed.map((k) => k.item);
}
