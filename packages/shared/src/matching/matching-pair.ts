/** An entry of a matching game: a word and its gloss, with the id of its lexical entry when known. */
export interface MatchingEntry {
  id?: number;
  lex: string;
  gloss: string;
}

/**
 * A word and a gloss match when they are the same entry (same id), or entries that read the same:
 * the same word or the same gloss.
 */
export function isMatchingPair(a: MatchingEntry | undefined, b: MatchingEntry | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return (a.id !== undefined && a.id === b.id) || a.lex === b.lex || a.gloss === b.gloss;
}
