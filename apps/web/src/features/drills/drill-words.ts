import { shuffle } from '@langapp/shared';
import type { Lex } from '@langapp/shared';

/** Spec §9: each drill has 20 words. */
const DRILL_WORD_COUNT = 20;

/** The part of speech of the words a drill uses: plain nouns, not numbers or place names. */
const DRILL_POS = 'n';

const spelling = (entry: Lex) => entry.lex.normalize('NFC').toLowerCase();

/**
 * The words a drill can use: the entries whose pos is exactly 'n' (numbers, place names and the
 * other classes are not drilled), without a blank lex (which takes no suffix), each spelling once
 * (two entries that read the same would be the same question; the first in the lexicon stays).
 */
export function drillNouns(lexicon: readonly Lex[]): Lex[] {
  const seen = new Set<string>();
  return lexicon.filter((entry) => {
    if (entry.pos !== DRILL_POS || entry.lex.trim() === '') return false;
    const key = spelling(entry);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Which words a drill uses (the spec leaves it open): DRILL_WORD_COUNT of the drill nouns drawn at
 * random from the whole lexicon, in the order drawn; all of them when there are fewer. Entries
 * whose ids are in `avoid` (the set just shown, when the learner asks for new words) are drawn only
 * when the others run out, so a new set differs from the last whenever the lexicon allows it.
 * `random` returns a number in [0, 1), like Math.random; tests pass a seeded one.
 */
export function chooseDrillWords(
  lexicon: readonly Lex[],
  random: () => number,
  avoid: ReadonlySet<number> = new Set(),
): Lex[] {
  const drawn = shuffle(drillNouns(lexicon), random);
  return [
    ...drawn.filter((entry) => !avoid.has(entry.id)),
    ...drawn.filter((entry) => avoid.has(entry.id)),
  ].slice(0, DRILL_WORD_COUNT);
}
