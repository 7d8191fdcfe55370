/** English plural rules: 'one' for 1 only (1.5 and 0 take the plural). */
const ENGLISH = new Intl.PluralRules('en');

/**
 * A count with its noun in the right number: '1 card', '0 cards', '3 entries', '1.5 months'. The
 * plural is the noun with an s unless given ('entry', 'entries'). The one way the apps write a
 * count in words, so no page says '1 items'.
 */
export function countNoun(count: number, one: string, other = `${one}s`): string {
  return `${count} ${ENGLISH.select(count) === 'one' ? one : other}`;
}
