/** Curly apostrophes that phones and word processors type instead of the straight one. */
const CURLY_APOSTROPHES = /[\u2018\u2019]/g;

/** Turns typed text into the orthography's form: NFC, and the curly apostrophe made straight. */
export function straightenApostrophes(text: string): string {
  return text.normalize('NFC').replace(CURLY_APOSTROPHES, "'");
}

/**
 * The one form a username is stored and compared in: lowercase, NFC, spaces removed and the
 * curly apostrophe replaced by the straight one. Login, reset and join all pass through it, so a
 * name joined as "Mary Ann" signs in as "maryann" from any keyboard.
 */
export function normalizeUsername(raw: string): string {
  return straightenApostrophes(raw).replace(/\s+/g, '').toLowerCase();
}
