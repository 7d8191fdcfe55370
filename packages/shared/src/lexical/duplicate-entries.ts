import { normalizeWord } from '../orthography';

/** What two entries are compared by: the word and the gloss. */
export interface WordAndGloss {
  lex: string;
  gloss: string;
}

/**
 * The form in which a gloss is compared: the orthography's form of typed text (NFC, the curly
 * apostrophe made straight, lowercase), trimmed, with runs of white space made one space.
 */
const comparableGloss = (gloss: string) => normalizeWord(gloss).trim().replace(/\s+/gu, ' ');

/** The form in which a word is compared: the orthography's stored form, trimmed. */
const comparableWord = (word: string) => normalizeWord(word.trim());

/**
 * The entries of `entries` whose word and gloss match `candidate` once both are normalised
 * (ADR 034), the entry `exceptId` (the one being edited) left out, in the order given.
 */
export function findDuplicateEntries<T extends WordAndGloss & { id: number }>(
  entries: readonly T[],
  candidate: WordAndGloss,
  exceptId?: number,
): T[] {
  const word = comparableWord(candidate.lex);
  const gloss = comparableGloss(candidate.gloss);
  return entries.filter(
    (entry) =>
      entry.id !== exceptId && comparableWord(entry.lex) === word && comparableGloss(entry.gloss) === gloss,
  );
}

/** A sense as entries are compared by it: its part of speech and gloss. */
interface PosAndGloss {
  pos: string;
  gloss: string;
}

/**
 * Whether two senses say the same (ADR 050): the same part of speech (trimmed, in any case) and the
 * same gloss once normalised as above. A spreadsheet row whose senses are all an entry's is that entry.
 */
export function sameSense(a: PosAndGloss, b: PosAndGloss): boolean {
  return (
    a.pos.trim().toLowerCase() === b.pos.trim().toLowerCase() &&
    comparableGloss(a.gloss) === comparableGloss(b.gloss)
  );
}
