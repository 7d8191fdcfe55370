import { describe, expect, it } from 'vitest';
import { detectAlphabet } from './detect-alphabet';

// SAMPLE: invented headwords, not language material.
const HEADWORDS = [
  'kwasi',
  'kwitu',
  'Kwesi',
  'akwo',
  'sukwe',
  'kasi',
  "ts'uka",
  "ts'ewa",
  "ts'ati",
  "uts'a",
  "ts'ik",
  'hátuk',
  "ta'ak",
  'ŭka',
  'ama ka',
  'wa-ta',
  'owe',
  'tiwi',
  'situ',
  'asio',
  'ihi',
];

/** Occurrences of `text` in the headwords (lower case, NFC), counted the plain way. */
function occurrences(text: string): number {
  let count = 0;
  for (const word of HEADWORDS) {
    const w = word.normalize('NFC').toLowerCase();
    for (let at = w.indexOf(text); at !== -1; at = w.indexOf(text, at + 1)) count++;
  }
  return count;
}

describe('detectAlphabet', () => {
  const proposed = detectAlphabet(HEADWORDS);
  const byLetter = new Map(proposed.map((p) => [p.letter, p]));

  it('proposes every character used in a headword, with its count', () => {
    const used = new Set(HEADWORDS.flatMap((w) => [...w.normalize('NFC').toLowerCase()]));
    used.delete(' ');
    used.delete('-');
    for (const character of used) {
      expect(byLetter.get(character)?.count, character).toBe(occurrences(character));
    }
    expect(proposed.filter((p) => !p.cluster).map((p) => p.letter).sort()).toEqual([...used].sort());
  });

  it('proposes the sequences that behave as one letter, by frequency', () => {
    const suggested = proposed.filter((p) => p.cluster && p.suggested).map((p) => p.letter);
    expect(suggested).toEqual(expect.arrayContaining(['kw', "ts'"]));
    expect(byLetter.get('kw')).toMatchObject({ count: occurrences('kw'), share: 0.56 });
    expect(byLetter.get("ts'")?.count).toBe(occurrences("ts'"));
    // ts and s' are found only inside ts' here: parts of the trigraph, not letters.
    expect(byLetter.has('ts')).toBe(false);
    expect(byLetter.has("s'")).toBe(false);
    // Frequent, but together only now and then: listed at most, never suggested.
    expect(suggested).not.toContain('si');
    expect(byLetter.get('si')).toMatchObject({ count: occurrences('si'), suggested: false });
    expect(byLetter.has('ka')).toBe(false);
  });

  it('gives an example word and the upper case the headwords write', () => {
    expect(byLetter.get('kw')).toMatchObject({ upper: 'Kw', example: 'akwo' });
    expect(byLetter.get('á')).toMatchObject({ upper: 'Á', example: 'hátuk', count: 1 });
    expect(byLetter.get('ŭ')?.example).toBe('ŭka');
  });

  it('orders letters by their plain letter, a sequence after its first letter', () => {
    const letters = proposed.map((p) => p.letter);
    expect(letters.indexOf('a')).toBeLessThan(letters.indexOf('á'));
    expect(letters.indexOf('k')).toBeLessThan(letters.indexOf('kw'));
    expect(letters.indexOf('kw')).toBeLessThan(letters.indexOf('s'));
    expect(letters.indexOf('u')).toBeLessThan(letters.indexOf('ŭ'));
  });

  it('reads NFD headwords as NFC and proposes nothing from an empty list', () => {
    expect(detectAlphabet(['ha\u0301tu']).map((p) => p.letter)).toContain('á');
    expect(detectAlphabet([])).toEqual([]);
    expect(detectAlphabet(['  ', '123'])).toEqual([]);
  });
});
