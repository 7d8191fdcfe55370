import { alphabetReader } from './alphabet';
import type { Alphabet, AlphabetReader } from './alphabet';

// The reader typed answers are read with (issue 40, ADR 088), in a module of its own so that a page
// that only reads words by it (Wordle, ADR 096) does not carry the rest of the answer rule.

/** The apostrophes that phones and word processors type for the straight one (normalizeWord's, and ʼ). */
const TYPED_APOSTROPHES = ['’', '‘', 'ʼ'];
const NO_ALPHABET: Alphabet = { letters: [] };
const answerAlphabets = new WeakMap<Alphabet, Alphabet>();

/**
 * The alphabet answers are read through: the teacher's, and, unless it says otherwise about them
 * (a letter or an equivalent of its own), the typed apostrophes taken as the straight one, as every
 * other comparison of words in the product does (normalizeWord).
 */
function answerAlphabet(alphabet: Alphabet): Alphabet {
  const known = answerAlphabets.get(alphabet);
  if (known) return known;
  const spellings = new Set(alphabet.letters.flatMap((l) => [l.letter, ...(l.equivalents ?? [])]));
  const missing = TYPED_APOSTROPHES.filter((a) => ![...spellings].some((s) => s.includes(a)));
  const result =
    missing.length === 0
      ? alphabet
      : { ...alphabet, letters: [...alphabet.letters, { letter: "'", equivalents: missing }] };
  answerAlphabets.set(alphabet, result);
  return result;
}

/**
 * The reader every typed answer is read with (`judgeAnswer`, and Wordle's guesses against its list):
 * the teacher's alphabet, the typed apostrophes taken as the straight one unless it says otherwise.
 * Two answers are the same ("right") when this reader spells them alike.
 */
export function answerReader(alphabet?: Alphabet | null): AlphabetReader {
  return alphabetReader(answerAlphabet(alphabet ?? NO_ALPHABET));
}
