import { graphemes } from '@langapp/shared';
import type { AlphabetData } from '@langapp/shared';

// The letters the letter bar offers (issue 40, ADR 090): those of the alphabet that a standard
// keyboard lacks. A letter written with a to z only (kw, ts) is typed on any keyboard and left out;
// a letter with another character is offered whole when it is one character (ŭ, ɨ, the glottal
// stop's apostrophe: a phone types a curly one), and by its unusual characters when it is several
// (k̓w offers k̓). Equivalent spellings are other ways to write a letter: typing the letter itself
// is always right, so they add no button of their own.

/** One button of the bar: what it inserts, in lower and upper case. */
export interface BarLetter {
  lower: string;
  upper: string;
}

const PLAIN = /^[a-z]$/;

/** The pieces of a spelling a standard keyboard lacks (by grapheme), or the spelling whole. */
function unusualPieces(spelling: string): string[] {
  const letters = graphemes(spelling.normalize('NFC'));
  if (letters.every((g) => PLAIN.test(g))) return [];
  if (letters.length === 1) return letters;
  return letters.filter((g) => !PLAIN.test(g));
}

export function barLetters(alphabet: AlphabetData): BarLetter[] {
  const out: BarLetter[] = [];
  const seen = new Set<string>();
  const add = (lower: string, upper: string) => {
    if (seen.has(lower)) return;
    seen.add(lower);
    out.push({ lower, upper });
  };
  for (const entry of alphabet.letters) {
    const pieces = unusualPieces(entry.letter);
    if (pieces.length === 1 && pieces[0] === entry.letter.normalize('NFC')) {
      add(pieces[0], (entry.upper ?? entry.letter.toUpperCase()).normalize('NFC'));
      continue;
    }
    for (const piece of pieces) add(piece, piece.toUpperCase());
  }
  return out;
}
