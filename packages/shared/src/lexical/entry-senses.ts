import type { Lex } from '../api/lexicon';

type ListedEntry = Pick<Lex, 'pos' | 'gloss' | 'senses'>;

/**
 * An entry's senses as the lexicon's list gives them (GET /api/lexs): every sense, in order, where
 * the entry has several; else its one sense, the entry's own part of speech and gloss.
 */
export function sensesOf(entry: ListedEntry): { pos: string; gloss: string }[] {
  return entry.senses ?? [{ pos: entry.pos, gloss: entry.gloss }];
}

/**
 * The first sense of the entry with the part of speech `pos` (both trimmed, in any case), if it has
 * one: an entry whose second sense is a noun is a noun, with that sense's gloss.
 */
export function firstSenseWithPos(
  entry: ListedEntry,
  pos: string,
): { pos: string; gloss: string } | undefined {
  const wanted = pos.trim().toLowerCase();
  return sensesOf(entry).find((sense) => sense.pos.trim().toLowerCase() === wanted);
}
