import type { Alphabet } from '../alphabet';
import type { AnswerJudgement } from '../judge-answer';

// The answer rule's table of cases (issue 40, ADR 088), one list for every test that judges a typed
// answer: the shared rule's own, and the server's and the device's where they judge through it.
// SAMPLE: an invented alphabet and invented words, not language material.

export const SAMPLE_ALPHABET: Alphabet = {
  letters: [
    { letter: 'a' },
    { letter: 'á' },
    { letter: 'e' },
    { letter: 'h' },
    { letter: 'i' },
    { letter: 'k' },
    { letter: 'kw', upper: 'Kw' },
    { letter: 'o' },
    { letter: 's' },
    { letter: 't' },
    { letter: 'ts' },
    { letter: "ts'", equivalents: ['tsʼ', 'ts’'] },
    { letter: 'u' },
    { letter: 'w' },
    { letter: "'", equivalents: ['’', 'ʼ', 'ꞌ'] },
  ],
};

export const CASE_SENSITIVE_ALPHABET: Alphabet = { ...SAMPLE_ALPHABET, caseMatters: true };

export interface AnswerCase {
  name: string;
  given: string;
  expected: string;
  variants?: string[];
  alphabet?: Alphabet;
  almostCounts?: boolean;
  judgement: AnswerJudgement;
}

export const ANSWER_CASES: readonly AnswerCase[] = [
  {
    name: 'the same word',
    given: 'hátuk',
    expected: 'hátuk',
    judgement: { verdict: 'right', counts: true, form: 'hátuk' },
  },
  {
    name: 'NFD against NFC',
    given: 'ha\u0301tuk',
    expected: 'hátuk',
    judgement: { verdict: 'right', counts: true, form: 'hátuk' },
  },
  {
    name: 'the curly apostrophe for the glottal stop',
    given: 'ta’ak',
    expected: "ta'ak",
    judgement: { verdict: 'right', counts: true, form: "ta'ak" },
  },
  {
    name: 'the modifier letter apostrophe for the glottal stop',
    given: 'taʼak',
    expected: "ta'ak",
    judgement: { verdict: 'right', counts: true, form: "ta'ak" },
  },
  {
    name: 'the saltillo for the glottal stop',
    given: 'taꞌak',
    expected: "ta'ak",
    judgement: { verdict: 'right', counts: true, form: "ta'ak" },
  },
  {
    name: "an equivalent spelling of a trigraph",
    given: 'tsʼuka',
    expected: "ts'uka",
    judgement: { verdict: 'right', counts: true, form: "ts'uka" },
  },
  {
    name: 'upper case, where case is ignored',
    given: 'Hátuk',
    expected: 'hátuk',
    judgement: { verdict: 'right', counts: true, form: 'hátuk' },
  },
  {
    name: 'spaces around and doubled inside',
    given: '  kwasi   tue ',
    expected: 'kwasi tue',
    judgement: { verdict: 'right', counts: true, form: 'kwasi tue' },
  },
  {
    name: 'a missing accent',
    given: 'hatuk',
    expected: 'hátuk',
    judgement: {
      verdict: 'almost',
      counts: false,
      form: 'hátuk',
      marks: [
        { text: 'h', differs: false },
        { text: 'á', differs: true },
        { text: 'tuk', differs: false },
      ],
    },
  },
  {
    name: 'a missing accent, counted as right by the teacher',
    given: 'hatuk',
    expected: 'hátuk',
    almostCounts: true,
    judgement: {
      verdict: 'almost',
      counts: true,
      form: 'hátuk',
      marks: [
        { text: 'h', differs: false },
        { text: 'á', differs: true },
        { text: 'tuk', differs: false },
      ],
    },
  },
  {
    name: 'an accent on the wrong vowel',
    given: 'hatúk',
    expected: 'hátuk',
    judgement: {
      verdict: 'almost',
      counts: false,
      form: 'hátuk',
      marks: [
        { text: 'h', differs: false },
        { text: 'á', differs: true },
        { text: 't', differs: false },
        { text: 'u', differs: true },
        { text: 'k', differs: false },
      ],
    },
  },
  {
    name: 'a missing glottal stop',
    given: 'taak',
    expected: "ta'ak",
    judgement: {
      verdict: 'almost',
      counts: false,
      form: "ta'ak",
      marks: [
        { text: 'ta', differs: false },
        { text: "'", differs: true },
        { text: 'ak', differs: false },
      ],
    },
  },
  {
    name: 'a glottal stop too many',
    given: "ta'ak",
    expected: 'taak',
    judgement: {
      verdict: 'almost',
      counts: false,
      form: 'taak',
      marks: [
        { text: 'ta', differs: false },
        { text: 'a', differs: true },
        { text: 'k', differs: false },
      ],
    },
  },
  {
    name: 'a wrong letter',
    given: 'hátok',
    expected: 'hátuk',
    judgement: { verdict: 'wrong', counts: false, form: 'hátuk' },
  },
  {
    name: 'a letter missing',
    given: 'hátu',
    expected: 'hátuk',
    judgement: { verdict: 'wrong', counts: false, form: 'hátuk' },
  },
  {
    name: 'nothing typed',
    given: '   ',
    expected: 'hátuk',
    judgement: { verdict: 'wrong', counts: false, form: 'hátuk' },
  },
  {
    name: 'a variant form of the entry',
    given: 'okiu',
    expected: 'okihu',
    variants: ['okiu'],
    judgement: { verdict: 'right', counts: true, form: 'okiu', mainForm: 'okihu' },
  },
  {
    name: 'a variant form missing its accent',
    given: 'okiu',
    expected: 'okihu',
    variants: ['okíu'],
    judgement: {
      verdict: 'almost',
      counts: false,
      form: 'okíu',
      mainForm: 'okihu',
      marks: [
        { text: 'ok', differs: false },
        { text: 'í', differs: true },
        { text: 'u', differs: false },
      ],
    },
  },
  {
    name: 'upper case, where the alphabet says case matters',
    given: 'Hátuk',
    expected: 'hátuk',
    alphabet: CASE_SENSITIVE_ALPHABET,
    judgement: { verdict: 'wrong', counts: false, form: 'hátuk' },
  },
  {
    name: 'a missing accent, where case matters',
    given: 'hatuk',
    expected: 'hátuk',
    alphabet: CASE_SENSITIVE_ALPHABET,
    judgement: {
      verdict: 'almost',
      counts: false,
      form: 'hátuk',
      marks: [
        { text: 'h', differs: false },
        { text: 'á', differs: true },
        { text: 'tuk', differs: false },
      ],
    },
  },
];
