import { describe, expect, it } from 'vitest';
import type { Alphabet } from '../alphabet/alphabet';
import { alphabetDataSchema, alphabetResponseSchema } from './alphabet';
import type { AlphabetData, AlphabetLetterData, AlphabetResponse } from './alphabet';

// SAMPLE letters, not an alphabet of any language.
const kw: AlphabetLetterData = { letter: 'kw', upper: 'Kw', sample: { word: 'kwasi', lexId: 3 } };

describe('alphabetDataSchema', () => {
  it('takes letters of one or more characters with their forms, trimmed', () => {
    const data: AlphabetData = alphabetDataSchema.parse({
      letters: [{ letter: ' a ' }, kw, { letter: "'", equivalents: ['’', 'ʼ'] }],
      caseMatters: false,
      almostCounts: true,
    });
    expect(data.letters[0]).toEqual({ letter: 'a' });
    // What the API gives is an alphabet the shared rule reads as it is.
    const alphabet: Alphabet = data;
    expect(alphabet.letters).toHaveLength(3);
  });

  it.each([
    [{ letter: '' }, 'A letter cannot be empty.'],
    [{ letter: 'abcdefghi' }, 'A letter is 8 characters at most.'],
    [{ letter: 'a', equivalents: ['  '] }, 'An equivalent spelling cannot be empty.'],
    [{ letter: 'a', upper: '' }, 'An upper-case form cannot be empty.'],
  ])('refuses %j with a clear message', (letter, message) => {
    const result = alphabetDataSchema.safeParse({ letters: [letter], caseMatters: false, almostCounts: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses more than 200 letters', () => {
    const letters = Array.from({ length: 201 }, (_, i) => ({ letter: `a${i}` }));
    const result = alphabetDataSchema.safeParse({ letters, caseMatters: false, almostCounts: false });
    expect(result.error?.issues[0]?.message).toBe('An alphabet has 200 letters at most.');
  });
});

describe('alphabetResponseSchema', () => {
  it('reads an answer without an alphabet yet', () => {
    const answer: AlphabetResponse = alphabetResponseSchema.parse({ writingSystem: 'und', alphabet: null });
    expect(answer.alphabet).toBeNull();
  });
});
