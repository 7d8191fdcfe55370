import { describe, expect, it } from 'vitest';
import { attachSuffix, endsInVowel, locativeSuffix, pluralSuffix } from './noun-suffixes';

describe('noun suffixes', () => {
  it.each([
    ['pa', true, '-kma', '-tka'],
    ['kwe', true, '-kma', '-tka'],
    ['shi', true, '-kma', '-tka'],
    ['tomo', true, '-kma', '-tka'],
    ['anu', true, '-kma', '-tka'],
    ['kay', false, '-mak', '-tak'],
    ['taw', false, '-mak', '-tak'],
    ['tah', false, '-mak', '-tak'],
    ["ta'", false, '-mak', '-tak'],
    ['ta\u2019', false, '-mak', '-tak'],
    ['pan', false, '-mak', '-tak'],
    ['PA', true, '-kma', '-tka'],
    ['KaY', false, '-mak', '-tak'],
    ['tomo  ', true, '-kma', '-tka'],
    ['pan \t', false, '-mak', '-tak'],
    ['a', true, '-kma', '-tka'],
  ])(
    'when the word is %j, then vowel-final is %s, the plural %s and the locative %s',
    (word, vowel, plural, locative) => {
      expect(endsInVowel(word)).toBe(vowel);
      expect(pluralSuffix(word)).toBe(plural);
      expect(locativeSuffix(word)).toBe(locative);
    },
  );

  it.each(['', '   '])(
    'when the word is blank (%j), then it does not end in a vowel and takes no suffix',
    (word) => {
      expect(endsInVowel(word)).toBe(false);
      expect(() => pluralSuffix(word)).toThrow(RangeError);
      expect(() => locativeSuffix(word)).toThrow(RangeError);
    },
  );

  it('when a word ends in a vowel with a combining accent, then NFC makes it one letter that is not a plain vowel', () => {
    // 'e' + U+0301 becomes 'é' under NFC; only a, e, i, o, u count as vowels.
    expect(endsInVowel('kase\u0301')).toBe(false);
  });

  it.each([
    ['okihu', '-kma', 'okihukma'],
    ['napam', '-mak', 'napammak'],
    ["pa'no", '-tka', "pa'notka"],
    ['tiyay  ', '-tak', 'tiyaytak'],
  ])('when %j takes %j, then the form is %j', (word, suffix, form) => {
    expect(attachSuffix(word, suffix)).toBe(form);
  });
});
