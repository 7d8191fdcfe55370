import { sensesOf, shuffle } from '@langapp/shared';
import type { Lex } from '@langapp/shared';

/** Spec §9: each drill has 20 words. */
const DRILL_WORD_COUNT = 20;

/** The part of speech of the words a drill uses: plain nouns, not numbers or place names. */
const DRILL_POS = 'n';

const spelling = (entry: Lex) => entry.lex.normalize('NFC').toLowerCase();

/**
 * The words a drill can use: the entries with a sense whose pos is exactly 'n' (numbers, place
 * names and the other classes are not drilled), without a blank lex (which takes no suffix), each
 * spelling once (two entries that read the same would be the same question; the first in the
 * lexicon stays). An entry whose noun sense is not its first is drilled with that sense's gloss.
 */
export function drillNouns(lexicon: readonly Lex[]): Lex[] {
  const seen = new Set<string>();
  const nouns: Lex[] = [];
  for (const entry of lexicon) {
    const noun = sensesOf(entry).find((sense) => sense.pos === DRILL_POS);
    if (!noun || entry.lex.trim() === '') continue;
    const key = spelling(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    nouns.push(entry.pos === DRILL_POS ? entry : { ...entry, pos: noun.pos, gloss: noun.gloss });
  }
  return nouns;
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
