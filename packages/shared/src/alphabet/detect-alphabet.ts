import { foldForSearch } from '../orthography/search-fold';
import { graphemes } from './alphabet';

// "Detect" in the console's Alphabet section (issue 40, ADR 088): an alphabet proposed from the
// dictionary's headwords for the teacher to edit. Every character used in a headword (a grapheme:
// a letter with its combining marks is one), and the sequences of two or three that behave as one
// letter: frequent, and mostly together (kw where k is mostly followed by w, ts' where ts is mostly
// followed by the apostrophe), suggested as letters; other frequent sequences listed for the teacher
// to judge (no statistic tells a digraph from a common pair for sure). Counts are occurrences in the headwords as stored (NFC, lower
// case); each proposal has an example word.

export interface ProposedLetter {
  letter: string;
  /** Its upper-case form as the headwords write it, or Unicode's. */
  upper: string;
  /** How many times it occurs in the headwords. */
  count: number;
  /** The shortest headword that has it (the first of those, in the list's order). */
  example: string;
  /** Whether it is a sequence of characters (a candidate for a letter of two or three). */
  cluster: boolean;
  /**
   * For a sequence: whether it looks like one letter (its parts mostly together), so the console
   * offers it ticked; the other frequent sequences are listed unticked for the teacher to judge.
   */
  suggested: boolean;
  /** For a sequence: the larger share of its first part's, or its last part's, occurrences it is. */
  share?: number;
}

export interface DetectOptions {
  /** A sequence must occur at least this often (default 5). */
  minCount?: number;
  /** ...and be this share of the occurrences of its first or its last part to be listed (default 0.3)... */
  minShare?: number;
  /** ...and this share to be suggested as a letter (default 0.5). */
  suggestShare?: number;
}

/** A character that can be part of a word's spelling: a letter, a mark, an apostrophe-like letter. */
function isWordCharacter(grapheme: string): boolean {
  return /[\p{L}\p{M}]/u.test(grapheme) || foldForSearch(grapheme) === '' && /\S/u.test(grapheme);
}

interface Tally {
  count: number;
  example: string;
}

function tally(map: Map<string, Tally>, key: string, word: string) {
  const known = map.get(key);
  if (!known) map.set(key, { count: 1, example: word });
  else {
    known.count++;
    if (word.length < known.example.length) known.example = word;
  }
}

/**
 * An alphabet proposed from headwords: single characters first, in the order of their plain letters
 * (a, á, ä, b...), each sequence proposed as a letter just after its first character; the teacher
 * puts them in teaching order.
 */
export function detectAlphabet(headwords: readonly string[], options: DetectOptions = {}): ProposedLetter[] {
  const minCount = options.minCount ?? 5;
  const minShare = options.minShare ?? 0.3;
  const suggestShare = options.suggestShare ?? 0.5;
  const singles = new Map<string, Tally>();
  const sequences = new Map<string, Tally>();
  const uppers = new Map<string, string>();
  for (const raw of headwords) {
    const written = raw.normalize('NFC').trim();
    if (!written) continue;
    const word = written.toLowerCase();
    const parts = graphemes(word);
    const writtenParts = graphemes(written);
    parts.forEach((part, at) => {
      if (!isWordCharacter(part)) return;
      tally(singles, part, word);
      const shown = writtenParts[at];
      if (shown !== undefined && shown !== part && !uppers.has(part)) uppers.set(part, shown);
      for (const length of [2, 3]) {
        const run = parts.slice(at, at + length);
        if (run.length === length && run.every(isWordCharacter)) tally(sequences, run.join(''), word);
      }
    });
  }
  const proposed: ProposedLetter[] = [];
  for (const [letter, { count, example }] of singles) {
    const upper = uppers.get(letter) ?? letter.toUpperCase();
    proposed.push({ letter, upper, count, example, cluster: false, suggested: true });
  }
  const clusters: ProposedLetter[] = [];
  const countOf = (text: string) => (graphemes(text).length === 1 ? singles : sequences).get(text)?.count ?? 0;
  for (const [run, { count, example }] of sequences) {
    if (count < minCount) continue;
    const parts = graphemes(run);
    const head = parts.slice(0, -1).join('');
    const tail = parts.slice(1).join('');
    // Together in most of the head's occurrences (kw: most k are followed by w), or of the tail's
    // (t', k', p': most apostrophes follow a consonant only in the languages that write ejectives so).
    const share = Math.max(count / Math.max(1, countOf(head)), count / Math.max(1, countOf(tail)));
    if (share < minShare) continue;
    const upper = run.charAt(0).toUpperCase() + run.slice(1);
    const rounded = Math.round(share * 100) / 100;
    clusters.push({ letter: run, upper, count, example, cluster: true, suggested: share >= suggestShare, share: rounded });
  }
  // A pair found (nearly) only inside a proposed three-letter sequence is part of it, not a letter:
  // s' of ts'.
  for (const cluster of clusters) {
    const parts = graphemes(cluster.letter);
    const within = clusters.some(
      (other) =>
        graphemes(other.letter).length === parts.length + 1 &&
        other.letter.includes(cluster.letter) &&
        other.count >= 0.9 * cluster.count,
    );
    if (!within) proposed.push(cluster);
  }
  const plain = (letter: string) => foldForSearch(letter) || letter;
  return proposed.sort((a, b) => {
    const first = (p: ProposedLetter) => graphemes(p.letter)[0]!;
    const byBase = plain(first(a)).localeCompare(plain(first(b)), 'en');
    if (byBase !== 0) return byBase;
    const byFirst = first(a).localeCompare(first(b), 'en');
    if (byFirst !== 0) return byFirst;
    return a.letter.length - b.letter.length || a.letter.localeCompare(b.letter, 'en');
  });
}
