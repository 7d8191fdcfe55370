import type { Alphabet } from '../alphabet/alphabet';
import { answerReader } from '../alphabet/answer-reader';
import { PLAIN_SPELLING } from './wordle-spelling';
import type { WordleSpelling } from './wordle-spelling';

// The game by the teacher's alphabet (issue 40, ADR 096): a letter of several characters (kw, ts')
// one tile and a word's length counted in letters, guesses compared as the answer rule compares
// answers (equivalent spellings and NFC alike), case ignored.

/**
 * The game's spelling by `alphabet` (none, or no letters: the spec's). The keyboard has the
 * alphabet's letters in teaching order, then any letter a word of `words` (the game's list) uses that
 * the alphabet lacks, so every word of the list can be typed.
 */
export function wordleSpelling(alphabet: Alphabet | null | undefined, words: readonly string[] = []): WordleSpelling {
  if (!alphabet?.letters.length) return PLAIN_SPELLING;
  // Wordle folds case whatever the alphabet says of answers (design: search, matching and the game).
  const reader = answerReader({ ...alphabet, caseMatters: false });
  const spell = (text: string) => reader.spell(text);
  const letters = (spelled: string) => reader.letters(spelled);
  const keys = alphabet.letters.map((entry) => spell(entry.letter));
  const upper = new Map(alphabet.letters.map((entry, i) => [keys[i], entry.upper ?? entry.letter.toUpperCase()]));
  const known = new Set(keys);
  for (const letter of words.flatMap((word) => letters(spell(word)))) {
    if (!known.has(letter)) keys.push(letter);
    known.add(letter);
  }
  // A key may type part of a letter or of a spelling of it (t of ts, ʼ of tsʼ, a combining accent).
  const forms = alphabet.letters.flatMap((entry) => [entry.upper ?? '', ...(entry.equivalents ?? [])]);
  const parts = new Set([...keys, ...forms].flatMap((form) => [...form.toLowerCase(), ...form.normalize('NFD')]));
  return {
    spell,
    letters,
    accepts(key) {
      const spelled = spell(key);
      return known.has(spelled) || parts.has(spelled);
    },
    shown: (letter) => upper.get(letter) ?? letter.toUpperCase(),
    keys,
  };
}
