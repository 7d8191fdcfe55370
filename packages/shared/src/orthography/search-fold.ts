// The one rule by which every search compares what a person typed with the words and glosses it
// looks through (ADR 070), in the browser (online and offline) and wherever the server searches:
// found when the folded forms contain the query's, listed exact matches first. Exact lookups of a
// word (a recording's word, the Wordle's guesses) keep normalizeWord: there atŭn and atun, ta'ak and
// taak may be two words.

/**
 * Letters that people type for the glottal stop or an apostrophe: the straight and curly
 * apostrophes, the modifier letters (ʼ ʻ ʹ), the saltillo (ꞌ), the grave and acute accents and the
 * prime typed alone, the reversed and the full-width apostrophe.
 */
const APOSTROPHE_LIKE =
  /[\u0027\u0060\u00b4\u02b9\u02bb\u02bc\u02bd\u2018\u2019\u201b\u2032\ua78b\ua78c\uff07]/g;

/**
 * The combining diacritics that canonical decomposition takes off a letter (ŭ is u and a breve):
 * the Combining Diacritical Marks and their Extended and Supplement blocks, and the half marks. Not
 * every Unicode mark (\p{M}): an Indic vowel sign is a letter of its word, not an accent.
 */
// One class per block: a class where a combining mark follows another reads as one combined letter.
const COMBINING_MARKS = /[\u0300-\u036f]|[\u1ab0-\u1aff]|[\u1dc0-\u1dff]|[\u20d0-\u20ff]|[\ufe20-\ufe2f]/g;

/** Letters with a stroke or other mark that no decomposition removes, and the plain letter searched for. */
const UNDECOMPOSABLE: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
  ƚ: 'l',
  ɨ: 'i',
  ʉ: 'u',
  ƀ: 'b',
  ȼ: 'c',
  ɇ: 'e',
  ɍ: 'r',
  ꝁ: 'k',
};
const UNDECOMPOSABLE_LETTERS = new RegExp(`[${Object.keys(UNDECOMPOSABLE).join('')}]`, 'g');

/** What folding leaves out in one pass: apostrophe-like letters and the combining diacritics. */
const LEFT_OUT = new RegExp(`${APOSTROPHE_LIKE.source}|${COMBINING_MARKS.source}`, 'g');

/** Anything beyond ASCII: only such text can hold a letter of UNDECOMPOSABLE. */
const NON_ASCII = /[\u0080-\uffff]/;

/** Text with nothing to fold but its case and straight apostrophes: printable ASCII without the grave accent. */
const PLAIN = /^[\u0020-\u005f\u0061-\u007e]*$/;

/**
 * The forgiving form in which a search compares text: lowercase, without diacritics (ŭ and ú are
 * u), without apostrophe-like letters (he'ul, heʼul and heul alike: a phone's keyboard hides the
 * glottal stop as it hides ŭ), NFC and NFD alike (the result is decomposed: compare it only with
 * other folded text). Fold a list's texts once and each query once; never per comparison.
 */
export function foldForSearch(text: string): string {
  if (PLAIN.test(text)) {
    const lower = text.toLowerCase();
    return lower.includes("'") ? lower.replaceAll("'", '') : lower;
  }
  // One pass for what is left out (no apostrophe-like letter comes of lowercasing or decomposing),
  // and the letters no decomposition removes only where a letter beyond ASCII is left.
  const folded = text.toLowerCase().normalize('NFD').replace(LEFT_OUT, '');
  return NON_ASCII.test(folded)
    ? folded.replace(UNDECOMPOSABLE_LETTERS, (letter) => UNDECOMPOSABLE[letter]!)
    : folded;
}

/**
 * foldForSearch keeping the case: diacritics and apostrophe-like letters left out, upper case kept
 * upper (the answer rule, where an alphabet may say that case matters).
 */
export function foldKeepingCase(text: string): string {
  const folded = text.normalize('NFD').replace(LEFT_OUT, '');
  if (!NON_ASCII.test(folded)) return folded;
  return folded.replace(/\p{L}/gu, (letter) => {
    const lower = letter.toLowerCase();
    const plain = UNDECOMPOSABLE[lower];
    if (plain === undefined) return letter;
    return lower === letter ? plain : plain.toUpperCase();
  });
}

/**
 * The exact form in which a search ranks what it found: as written (diacritics and glottal stops
 * kept), lowercase, NFC, every apostrophe-like letter the straight apostrophe (ʼ ’ ' ` are one).
 */
export function exactSearchForm(text: string): string {
  // normalizeWord's NFC and lowercase; its curly apostrophes are among APOSTROPHE_LIKE.
  return text.normalize('NFC').toLowerCase().replace(APOSTROPHE_LIKE, "'");
}

/**
 * A text's two search keys: `folded` (foldForSearch), and `exact` (exactSearchForm) only when it
 * differs from `folded`.
 */
export interface SearchKeys {
  folded: string;
  exact?: string;
}

export function searchKeys(text: string): SearchKeys {
  // Most glosses and many words are plain ASCII: their keys without normalising anything.
  if (PLAIN.test(text)) {
    const lower = text.toLowerCase();
    return lower.includes("'") ? { folded: lower.replaceAll("'", ''), exact: lower } : { folded: lower };
  }
  const folded = foldForSearch(text);
  const exact = exactSearchForm(text);
  return exact === folded ? { folded } : { folded, exact };
}

/** How an item matched a query: exactly (its diacritics as typed), only once folded, or not. */
export type SearchMatch = 'exact' | 'folded' | 'none';

/** Whether `keys` contain `query` (its own SearchKeys, trimmed), and how. */
export function searchMatch(keys: SearchKeys, query: SearchKeys): SearchMatch {
  if (!keys.folded.includes(query.folded)) return 'none';
  return (keys.exact ?? keys.folded).includes(query.exact ?? query.folded) ? 'exact' : 'folded';
}

/**
 * The items whose keys contain the query, those that match it exactly (diacritics as typed) first,
 * then those that match only once folded, each group in the items' order; every item for an empty
 * query. `keys[i]` are the SearchKeys of `items[i]`, computed once per list.
 *
 * As a query grows by a letter, what it finds is among what the shorter query found: `narrow` gives
 * those (the indices `found` collected for a query whose folded form this query's contains), so a
 * keystroke looks at them only, not at every item again.
 */
export function rankSearch<T>(
  items: readonly T[],
  keys: readonly SearchKeys[],
  query: SearchKeys,
  { narrow, found }: { narrow?: readonly number[]; found?: number[] } = {},
): T[] {
  if (query.folded === '') return [...items];
  const exact: T[] = [];
  const folded: T[] = [];
  const q = query.folded;
  const qExact = query.exact ?? q;
  const end = narrow ? narrow.length : keys.length;
  for (let n = 0; n < end; n++) {
    const i = narrow ? narrow[n]! : n;
    const key = keys[i]!;
    if (!key.folded.includes(q)) continue;
    found?.push(i);
    ((key.exact ?? key.folded).includes(qExact) ? exact : folded).push(items[i]!);
  }
  return folded.length === 0 ? exact : exact.concat(folded);
}
