import { createHash } from 'node:crypto';

// The guids the product gives what it added to a text (ADR 086): a text typed here, a sentence
// added to a FLEx text, a word without FieldWorks' guid. They are derived from where the item is
// (the text's id, the sentence's id, the word's place), never stored: every export gives the same
// ones, so FLEx sees the same text each time, and an import of the product's own export knows them
// as the product's (`isProductGuid`) and stores nothing for them, so it changes nothing.

type Place =
  | ['text', number]
  | ['paragraph', number, number]
  | ['phrase', number, number]
  | ['word', number, number, number];

/** The guid of the item at `place` (a version 5-shaped UUID from a SHA-1 of the place). */
export function productGuid(...place: Place): string {
  const h = createHash('sha1')
    .update(`langapp/${place.join('/')}`)
    .digest('hex');
  const variant = (8 | (parseInt(h[16]!, 16) & 3)).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
