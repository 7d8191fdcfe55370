import { describe, expect, it } from 'vitest';
import { barLetters } from './bar-letters';

// SAMPLE alphabets, invented: not language material.
const alphabet = (letters: { letter: string; upper?: string; equivalents?: string[] }[]) => ({
  letters,
  caseMatters: false,
  almostCounts: false,
});

describe('barLetters', () => {
  it('when a letter is a to z only (a digraph too), then the bar leaves it to the keyboard', () => {
    expect(barLetters(alphabet([{ letter: 'a' }, { letter: 'kw' }, { letter: 'ts' }]))).toEqual([]);
  });

  it('when a letter is one unusual character, then the bar offers it with its upper case', () => {
    expect(barLetters(alphabet([{ letter: 'á' }, { letter: 'ŋ', upper: 'Ŋ' }, { letter: "'" }]))).toEqual([
      { lower: 'á', upper: 'Á' },
      { lower: 'ŋ', upper: 'Ŋ' },
      { lower: "'", upper: "'" },
    ]);
  });

  it('when a letter of several characters has unusual ones, then the bar offers those once each', () => {
    expect(barLetters(alphabet([{ letter: "ts'" }, { letter: "k'w" }, { letter: 'ɨ' }]))).toEqual([
      { lower: "'", upper: "'" },
      { lower: 'ɨ', upper: 'Ɨ' },
    ]);
  });

  it('when a letter is written decomposed, then the bar offers it composed (NFC), once', () => {
    expect(barLetters(alphabet([{ letter: 'u\u0306' }, { letter: 'ŭ' }]))).toEqual([
      { lower: 'ŭ', upper: 'Ŭ' },
    ]);
  });

  it('when a letter has equivalents, then they add no button (typing the letter is right)', () => {
    expect(barLetters(alphabet([{ letter: "'", equivalents: ['’', 'ʼ'] }]))).toEqual([
      { lower: "'", upper: "'" },
    ]);
  });
});
