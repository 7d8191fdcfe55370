import { normalizeWord } from '../orthography/normalize-word';

/**
 * The one form a username is stored and compared in: lowercase, NFC, spaces removed and the
 * curly apostrophe replaced by the straight one. Login, reset and join all pass through it, so a
 * name joined as "Mary Ann" signs in as "maryann" from any keyboard.
 */
export function normalizeUsername(raw: string): string {
  return normalizeWord(raw).replace(/\s+/g, '');
}
