import { describe, expect, it } from 'vitest';
import { headwordForm, normalizeWord, straightenApostrophes } from './normalize-word';

describe('straightenApostrophes', () => {
  it.each([
    ['Ta\u2019ak', "Ta'ak"],
    ['\u2018Ahu', "'Ahu"],
    ["ta'ak", "ta'ak"],
    // e + combining acute becomes the single precomposed letter (NFC)
    ['Jose\u0301', 'Jos\u00e9'],
  ])('when given %j, then it gives %j (case kept)', (raw, expected) => {
    expect(straightenApostrophes(raw)).toBe(expected);
  });
});

describe('normalizeWord', () => {
  it.each([
    ['Himma', 'himma'],
    ['TA\u2019AK', "ta'ak"],
    ['\u2018ahu', "'ahu"],
    ["ta'ak", "ta'ak"],
    ['Jose\u0301', 'jos\u00e9'],
    // spaces are kept: a phrase stays a phrase
    [' Two Words ', ' two words '],
    ['', ''],
  ])('when given %j, then it compares as %j', (raw, expected) => {
    expect(normalizeWord(raw)).toBe(expected);
  });
});

describe('headwordForm', () => {
  it.each([
    ['Sawir', 'Sawir'],
    [' TA\u2019AK ', "TA'AK"],
    ['Jose\u0301', 'Jos\u00e9'],
  ])('when given %j, then it stores %j (case kept, apostrophe straight)', (raw, expected) => {
    expect(headwordForm(raw)).toBe(expected);
  });

  it('keeps the curly apostrophe when the data says to', () => {
    expect(headwordForm('Ta\u2019ak', { keepCurly: true })).toBe('Ta\u2019ak');
  });
});
