import { alphabetSortKey } from '@langapp/shared';
import type { Alphabet } from '@langapp/shared';

// The server's lists in the alphabet's order (issue 40, ADR 097): `ORDER BY headword_key(l.lex, ...)`
// sorts headwords letter by letter in the teacher's teaching order, a digraph as one letter
// (alphabetSortKey, ADR 088), in SQL, so a list read a page at a time (LIMIT, OFFSET) is in that
// order too. The alphabet in use is read by the query itself (an uncorrelated subquery, which SQLite
// runs once per query), so a list follows the alphabet saved a moment before with nothing to refresh.

/**
 * The headwords' writing system (ADR 089): the one most live headwords are written in, else the
 * LIFT import's, else `und`. The alphabet repo reads it through the same SQL.
 */
export const HEADWORD_WS_SQL = `COALESCE(
  (SELECT lex_ws FROM live_lexs WHERE lex_ws IS NOT NULL AND trim(lex_ws) <> ''
   GROUP BY lex_ws ORDER BY COUNT(*) DESC, lex_ws LIMIT 1),
  (SELECT value FROM exchange_settings WHERE name = 'lift_ws' AND trim(value) <> ''),
  'und')`;

/** The alphabet in use, as `[case_matters, letters]` (JSON), or NULL while the teacher has made none. */
const ALPHABET_IN_USE_SQL = `(SELECT json_array(case_matters, letters) FROM alphabets WHERE ws = ${HEADWORD_WS_SQL})`;

/** The ORDER BY term that sorts `column` (a headword) by the alphabet in use; ties need a next term. */
export const headwordOrder = (column: string) => `headword_key(${column}, ${ALPHABET_IN_USE_SQL})`;

/** An alphabet read from its stored row, or null for none (or a row that cannot be read). */
function readAlphabet(stored: string): Alphabet | null {
  try {
    const [caseMatters, lettersJson] = JSON.parse(stored) as [unknown, unknown];
    const letters: unknown = typeof lettersJson === 'string' ? JSON.parse(lettersJson) : null;
    if (!Array.isArray(letters) || letters.length === 0) return null;
    const valid = letters.every(
      (l: unknown) =>
        typeof l === 'object' &&
        l !== null &&
        typeof (l as { letter?: unknown }).letter === 'string' &&
        ((l as { equivalents?: unknown }).equivalents === undefined ||
          Array.isArray((l as { equivalents?: unknown }).equivalents)),
    );
    return valid ? { letters: letters as Alphabet['letters'], caseMatters: caseMatters === 1 } : null;
  } catch {
    return null;
  }
}

/**
 * The keys, computed once per headword and alphabet: a list of 20,000 entries computes its keys on
 * its first read and looks them up afterwards, until the teacher saves another alphabet.
 */
interface KeyCache {
  stored: string;
  alphabet: Alphabet | null;
  keys: Map<string, Buffer>;
}

/** Forget the keys when this many words have been seen, so edits over months do not grow the cache. */
const MAX_KEYS = 200_000;

/**
 * headword_key(word, alphabet): a key whose byte order (SQLite compares blobs with memcmp) is the
 * alphabet's order; the word itself, in code point order as before, while there is no alphabet.
 */
export function createHeadwordKey() {
  let cache: KeyCache | null = null;
  return (word: unknown, stored: unknown): unknown => {
    if (typeof word !== 'string' || typeof stored !== 'string') return word;
    if (cache?.stored !== stored) cache = { stored, alphabet: readAlphabet(stored), keys: new Map() };
    const { alphabet, keys } = cache;
    if (!alphabet) return word;
    let key = keys.get(word);
    if (key === undefined) {
      if (keys.size >= MAX_KEYS) keys.clear();
      const text = alphabetSortKey(word, alphabet);
      // Each place of the key as two bytes, big-endian: memcmp then compares them as numbers.
      key = Buffer.alloc(text.length * 2);
      for (let i = 0; i < text.length; i++) key.writeUInt16BE(text.charCodeAt(i), i * 2);
      keys.set(word, key);
    }
    return key;
  };
}
