// The alphabet of the headwords' writing system (issue 40, ADR 088): its letters in teaching order,
// each one or more characters (a digraph such as kw or a trigraph such as ts' is one letter), their
// upper-case forms, and the spellings the community accepts as the same letter (’ ʼ ' for the
// glottal stop; a precomposed and a decomposed accented vowel). Answers, Wordle's tiles and the
// dictionary's order all read words through it.

/** One letter of the alphabet. */
interface AlphabetLetter {
  /** The letter as it is written in lower case, NFC: one or more characters. */
  letter: string;
  /** Its upper-case form where the orthography has one (default: the letter's Unicode upper case). */
  upper?: string;
  /** Other spellings of the same letter, accepted as it: `’` and `ʼ` for `'`. */
  equivalents?: readonly string[];
  /** A word that shows the letter (the teacher's choice), with its entry where there is one. */
  sample?: { word: string; lexId?: number };
}

export interface Alphabet {
  letters: readonly AlphabetLetter[];
  /** Whether upper and lower case are different letters for answers (default: case is ignored). */
  caseMatters?: boolean;
}

/**
 * Made at the first use, not when the module loads: making one loads the ICU's break rules, 15 to
 * 20 ms of a page's start on a laptop (ADR 091), and most pages that load this module never split.
 */
let segmenter: Intl.Segmenter | undefined;

/** A text's user-perceived characters (grapheme clusters): á in NFD is one, as in NFC. */
export function graphemes(text: string): string[] {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const out: string[] = [];
  for (const { segment } of segmenter.segment(text)) out.push(segment);
  return out;
}

/**
 * What an alphabet needs to read words, computed once per alphabet: the spellings to replace (each
 * equivalent and upper-case form by its letter, longest first) and the letters by length.
 */
export interface AlphabetReader {
  alphabet: Alphabet;
  /** The text in the alphabet's own spelling: NFC, equivalents replaced, lower case unless case matters. */
  spell(text: string): string;
  /** A spelled text cut into the alphabet's letters (longest match first); other characters one by one. */
  letters(spelled: string): string[];
  /** A letter's place in teaching order, or -1 for a character the alphabet does not have. */
  indexOf(letter: string): number;
}

const readers = new WeakMap<Alphabet, AlphabetReader>();

export function alphabetReader(alphabet: Alphabet): AlphabetReader {
  const known = readers.get(alphabet);
  if (known) return known;
  const caseMatters = alphabet.caseMatters === true;
  const replacements = new Map<string, string>();
  const order = new Map<string, number>();
  alphabet.letters.forEach((entry, index) => {
    const letter = entry.letter.normalize('NFC');
    if (!order.has(letter)) order.set(letter, index);
    for (const equivalent of entry.equivalents ?? []) {
      const form = equivalent.normalize('NFC');
      if (form && form !== letter) replacements.set(form, letter);
      if (!caseMatters) {
        const lower = form.toLowerCase();
        if (lower !== letter) replacements.set(lower, letter);
      }
    }
    const upper = (entry.upper ?? letter.toUpperCase()).normalize('NFC');
    if (caseMatters) {
      // An upper-case letter is a letter of its own place, just after its lower case.
      if (upper !== letter && !order.has(upper)) order.set(upper, index + 0.5);
    } else if (upper.toLowerCase() !== letter) {
      replacements.set(upper.toLowerCase(), letter);
    }
  });
  // Longest first, so that a trigraph's equivalent is replaced before a digraph inside it.
  const spellings = [...replacements.keys()].sort((a, b) => b.length - a.length);
  const pattern = spellings.length
    ? new RegExp(spellings.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gu')
    : null;
  const byLength = [...order.keys()].sort((a, b) => b.length - a.length);
  const longest = byLength[0]?.length ?? 1;

  const reader: AlphabetReader = {
    alphabet,
    spell(text) {
      // Lower case first where case does not matter, so an equivalent typed in capitals (TSʼ) is found.
      const nfc = caseMatters ? text.normalize('NFC') : text.normalize('NFC').toLowerCase();
      const replaced = pattern ? nfc.replace(pattern, (s) => replacements.get(s) ?? s) : nfc;
      return caseMatters ? replaced : replaced.toLowerCase();
    },
    letters(spelled) {
      const out: string[] = [];
      let at = 0;
      while (at < spelled.length) {
        let found = '';
        for (let length = Math.min(longest, spelled.length - at); length > 1; length--) {
          const piece = spelled.slice(at, at + length);
          if (order.has(piece) && !splitsGrapheme(spelled, at + length)) {
            found = piece;
            break;
          }
        }
        if (!found) found = plainCharacterAt(spelled, at) ?? graphemes(spelled.slice(at, at + 8))[0] ?? spelled[at]!;
        out.push(found);
        at += found.length;
      }
      return out;
    },
    indexOf(letter) {
      return order.get(letter) ?? -1;
    },
  };
  readers.set(alphabet, reader);
  return reader;
}

/** Below the combining diacritics (U+0300): Latin letters with their accents, IPA, modifier letters. */
const PLAIN_BELOW = 0x300;

/**
 * The character at `at` when it is a grapheme cluster alone for certain, without asking
 * Intl.Segmenter (which costs tens of microseconds a call, so seconds over a 20,000-word list): it
 * and the character after it (if any) are both below U+0300, and it is not a carriage return (CR LF
 * is one cluster). Anything else is left to the segmenter.
 */
function plainCharacterAt(text: string, at: number): string | undefined {
  const code = text.charCodeAt(at);
  if (code >= PLAIN_BELOW || code === 0x0d) return undefined;
  return at + 1 === text.length || text.charCodeAt(at + 1) < PLAIN_BELOW ? text[at] : undefined;
}

/** Whether position `at` falls inside a grapheme cluster (a combining mark follows). */
function splitsGrapheme(text: string, at: number): boolean {
  return at < text.length && /\p{M}/u.test(text[at]!);
}

/** A word cut into the alphabet's letters: Wordle's tiles, and its length in letters. */
export function lettersOf(word: string, alphabet: Alphabet): string[] {
  const reader = alphabetReader(alphabet);
  return reader.letters(reader.spell(word));
}
