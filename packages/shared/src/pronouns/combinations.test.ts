import { describe, expect, it } from 'vitest';
import { isAllowedCombination, promptForm, PRONOUN_COMBINATIONS } from './combinations';
import { PERSON_NUMBERS, personNumberSchema, type PersonNumber } from './person-number';

describe('PRONOUN_COMBINATIONS', () => {
  it('when listed, then there are 28 with unique keys', () => {
    expect(PRONOUN_COMBINATIONS).toHaveLength(28);
    expect(new Set(PRONOUN_COMBINATIONS.map((c) => c.key)).size).toBe(28);
  });

  it('when listed, then no pair is reflexive and neither 1SG>1PL nor 1PL>1SG appears', () => {
    const keys = PRONOUN_COMBINATIONS.map((c) => c.key);
    for (const code of PERSON_NUMBERS) expect(keys).not.toContain(`${code}>${code}`);
    expect(keys).not.toContain('1SG>1PL');
    expect(keys).not.toContain('1PL>1SG');
  });

  it('when listed, then every key is its subject and object codes, all valid', () => {
    for (const { key, subject, object } of PRONOUN_COMBINATIONS) {
      expect(key).toBe(`${subject}>${object}`);
      expect(personNumberSchema.safeParse(subject).success).toBe(true);
      expect(personNumberSchema.safeParse(object).success).toBe(true);
    }
  });
});

describe('personNumberSchema', () => {
  it.each([
    ['3PL', true],
    ['1sg', false],
    ['4SG', false],
    ['', false],
  ])('when the code is %j, then valid is %s', (code, expected) => {
    expect(personNumberSchema.safeParse(code).success).toBe(expected);
  });
});

describe('isAllowedCombination', () => {
  it.each<[PersonNumber, PersonNumber, boolean]>([
    ['2SG', '1SG', true],
    ['1SG', '2PL', true],
    ['1PL', '3SG', true],
    ['3PL', '3SG', true],
    ['2SG', '2SG', false],
    ['1SG', '1PL', false],
    ['1PL', '1SG', false],
  ])('when the subject is %s and the object %s, then allowed is %s', (subject, object, expected) => {
    expect(isAllowedCombination(subject, object)).toBe(expected);
  });
});

describe('promptForm', () => {
  it.each<[PersonNumber, PersonNumber, string]>([
    ['2SG', '1SG', 'kish himmam'],
    ['1SG', '2SG', 'mish himmak'],
    ['3SG', '1SG', 'kish himma'],
    ['1PL', '3SG', "'esh himmamak"],
    ['2PL', '3PL', 'satish himmakam'],
    ['3PL', '1PL', 'makish himmasa'],
    ['1SG', '2PL', 'kamish himmak'],
  ])('when the subject is %s and the object %s, then the prompt is %j', (subject, object, expected) => {
    expect(promptForm(subject, object)).toBe(expected);
  });

  it('when every combination is prompted, then each prompt is different', () => {
    const prompts = PRONOUN_COMBINATIONS.map((c) => promptForm(c.subject, c.object));
    expect(new Set(prompts).size).toBe(28);
  });

  it.each<[PersonNumber, PersonNumber]>([
    ['1SG', '1SG'],
    ['1SG', '1PL'],
    ['1PL', '1SG'],
  ])('when the pair %s>%s is asked for, then it throws', (subject, object) => {
    expect(() => promptForm(subject, object)).toThrow(RangeError);
  });
});
