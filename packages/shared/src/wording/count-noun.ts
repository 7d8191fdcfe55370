/** English plural rules: 'one' for 1 only (1.5 and 0 take the plural). */
const ENGLISH = new Intl.PluralRules('en');

/**
 * The noun in the number a count asks for: 'card' for 1, 'cards' for 0 or 3; the plural is the
 * noun with an s unless given ('entry', 'entries'). For a phrase that puts the count elsewhere.
 */
export function nounFor(count: number, one: string, other = `${one}s`): string {
  return ENGLISH.select(count) === 'one' ? one : other;
}

/**
 * A count with its noun in the right number: '1 card', '0 cards', '3 entries', '1.5 months'. The
 * one way the apps write a count in words, so no page says '1 items'.
 */
export function countNoun(count: number, one: string, other = `${one}s`): string {
  return `${count} ${nounFor(count, one, other)}`;
}
