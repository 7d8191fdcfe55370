import { classifyPos } from '@langapp/shared';
import type { Lex } from '@langapp/shared';

/** Spec §9: each drill has 20 words. */
export const DRILL_WORD_COUNT = 20;

const byLex = new Intl.Collator('en', { sensitivity: 'base' });

/**
 * Which 20 words a drill uses (the spec leaves it open; the issue asks for a documented choice):
 * the nouns of the lexicon (classifyPos(pos) === 'noun': n, num and place), each spelling once,
 * in alphabetical order of lex, the first 20. The choice is the same for every learner and every
 * visit, so a class can go over one list together, and it changes only when the lexicon does.
 * A blank lex (which takes no suffix) is left out.
 */
export function chooseDrillWords(lexicon: readonly Lex[]): Lex[] {
  const seen = new Set<string>();
  return lexicon
    .filter((entry) => classifyPos(entry.pos) === 'noun' && entry.lex.trim() !== '')
    .sort((a, b) => byLex.compare(a.lex, b.lex) || a.id - b.id)
    .filter((entry) => {
      const key = entry.lex.normalize('NFC').toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, DRILL_WORD_COUNT);
}
