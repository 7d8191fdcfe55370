import { describe, expect, it } from 'vitest';
import { graphemes, lettersOf } from './alphabet';
import { alphabetSortKey, sortByAlphabet } from './alphabet-order';
import { CASE_SENSITIVE_ALPHABET, SAMPLE_ALPHABET } from './test-support/answer-cases';

// SAMPLE: invented words, not language material.

describe('lettersOf', () => {
  it.each([
    ['a combining accent after a plain letter', 'ha\u0301tu\u0301'],
    ['a carriage return and line feed', 'ka\r\nta'],
    ['an emoji with its skin tone and a joiner', 'a👍🏽b👩‍👩‍👧c'],
    ['a modifier letter and a letter beyond U+0300', 'taʼakŋ\u0331ɨ'],
    ['Hangul written in jamo', '\u1100\u1161\u11a8a'],
  ])('cuts %s into the grapheme clusters Intl.Segmenter finds, where no letter is longer', (_name, text) => {
    expect(lettersOf(text, { letters: [], caseMatters: true })).toEqual(graphemes(text.normalize('NFC')));
  });

  it.each([
    ['kwasi', ['kw', 'a', 's', 'i']],
    ['kasi', ['k', 'a', 's', 'i']],
    ["ts'uka", ["ts'", 'u', 'k', 'a']],
    ['tsʼuka', ["ts'", 'u', 'k', 'a']],
    ['TSʼUKA', ["ts'", 'u', 'k', 'a']],
    ['tsuka', ['ts', 'u', 'k', 'a']],
    ['tuka', ['t', 'u', 'k', 'a']],
    ['ha\u0301tuk', ['h', 'á', 't', 'u', 'k']],
    ['Kwasi', ['kw', 'a', 's', 'i']],
    ["ta’ak", ['t', 'a', "'", 'a', 'k']],
  ])('%s is %j', (word, letters) => {
    expect(lettersOf(word, SAMPLE_ALPHABET)).toEqual(letters);
  });

  it('keeps a letter the alphabet lacks whole, with its marks', () => {
    expect(lettersOf('ŭ\u0301ka', SAMPLE_ALPHABET)).toEqual(['ŭ\u0301', 'k', 'a']);
  });

  it('does not take a digraph out of a letter with a combining mark', () => {
    const alphabet = { letters: [{ letter: 'k' }, { letter: 'kw' }, { letter: 'w' }] };
    expect(lettersOf('kw\u0331', alphabet)).toEqual(['k', 'w\u0331']);
  });

  it('keeps case apart where it matters', () => {
    expect(lettersOf('Kwasi', CASE_SENSITIVE_ALPHABET)).toEqual(['Kw', 'a', 's', 'i']);
  });

  it('reads any text without an alphabet, grapheme by grapheme', () => {
    expect(lettersOf('a\u0301b', { letters: [] })).toEqual(['á', 'b']);
    expect(graphemes('e\u0301\u0331x')).toEqual(['e\u0301\u0331', 'x']);
  });
});

describe('sortByAlphabet', () => {
  const sorted = (words: string[], alphabet = SAMPLE_ALPHABET) => sortByAlphabet(words, (w) => w, alphabet);

  it('sorts a digraph as one letter, in its place in the alphabet', () => {
    // Code points would give ka, kwa, kza, sa; kw comes after every k word here, z (not a letter) after every letter.
    expect(sorted(['sa', 'kwa', 'kza', 'ka'])).toEqual(['ka', 'kza', 'kwa', 'sa']);
  });

  it("sorts ts' after ts after t", () => {
    expect(sorted(["ts'a", 'tsa', 'ta', 'tua'])).toEqual(['ta', 'tua', 'tsa', "ts'a"]);
  });

  it('sorts a letter the alphabet lacks just after its plain letter', () => {
    // ŭ is not a letter of the sample alphabet: after u, before w.
    expect(sorted(['wa', 'ŭa', 'ua', 'uka'])).toEqual(['ua', 'uka', 'ŭa', 'wa']);
  });

  it('sorts an accented letter of the alphabet in its own place', () => {
    expect(sorted(['ása', 'asa', 'esa'])).toEqual(['asa', 'ása', 'esa']);
  });

  it('puts spaces and hyphens before letters and ignores case and spelling variants', () => {
    expect(sorted(['amak', 'ama ka', 'Ama', 'ama-ka'])).toEqual(['Ama', 'ama ka', 'ama-ka', 'amak']);
    expect(alphabetSortKey('ta’a', SAMPLE_ALPHABET)).toBe(alphabetSortKey("ta'a", SAMPLE_ALPHABET));
  });

  it('keeps equal words in their order', () => {
    const items = [
      { id: 1, w: 'ka' },
      { id: 2, w: 'ka' },
    ];
    expect(sortByAlphabet(items, (i) => i.w, SAMPLE_ALPHABET).map((i) => i.id)).toEqual([1, 2]);
  });
});
