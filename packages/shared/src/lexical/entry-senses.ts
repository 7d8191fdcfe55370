import type { Lex } from '../api/lexicon';

/**
 * An entry's senses as the lexicon's list gives them (GET /api/lexs): every sense, in order, where
 * the entry has several; else its one sense, the entry's own part of speech and gloss.
 */
export function sensesOf(entry: Pick<Lex, 'pos' | 'gloss' | 'senses'>): { pos: string; gloss: string }[] {
  return entry.senses ?? [{ pos: entry.pos, gloss: entry.gloss }];
}
