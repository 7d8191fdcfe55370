/** Curly apostrophes that phones and word processors type instead of the straight one. */
const CURLY_APOSTROPHES = /[\u2018\u2019]/g;

/** Turns typed text into the orthography's form: NFC, and the curly apostrophe made straight. */
export function straightenApostrophes(text: string): string {
  return text.normalize('NFC').replace(CURLY_APOSTROPHES, "'");
}

/**
 * A headword as it is stored: as written (its case and diacritics kept), in NFC, the curly apostrophe
 * made straight unless the data says to keep it (`keepCurly`), spaces around it trimmed. Lookups fold
 * it with normalizeWord.
 */
export function headwordForm(word: string, { keepCurly = false }: { keepCurly?: boolean } = {}): string {
  const nfc = word.normalize('NFC').trim();
  return keepCurly ? nfc : straightenApostrophes(nfc);
}

/**
 * The one form in which words are compared and looked up, in the browser and on the server: NFC,
 * the curly apostrophe made straight (the glottal stop is a letter), lowercase. The Wordle words,
 * the searches over the lexicon, the lexicon's stored forms and the recordings' words all use it.
 */
export function normalizeWord(word: string): string {
  return straightenApostrophes(word).toLowerCase();
}
