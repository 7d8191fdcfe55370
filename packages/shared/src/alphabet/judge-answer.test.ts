import { describe, expect, it } from 'vitest';
import { judgeAnswer } from './judge-answer';
import { ANSWER_CASES, SAMPLE_ALPHABET } from './test-support/answer-cases';

describe('judgeAnswer', () => {
  it.each(ANSWER_CASES)('$name: $given for $expected', (c) => {
    const judgement = judgeAnswer(c.given, c.expected, {
      alphabet: c.alphabet ?? SAMPLE_ALPHABET,
      variants: c.variants,
      almostCounts: c.almostCounts,
    });
    expect(judgement).toEqual(c.judgement);
  });

  it('without an alphabet, still takes the curly apostrophe for the straight one', () => {
    expect(judgeAnswer('ta’ak', "ta'ak").verdict).toBe('right');
    expect(judgeAnswer('hatuk', 'hátuk').verdict).toBe('almost');
    expect(judgeAnswer('hatok', 'hátuk').verdict).toBe('wrong');
  });

  it('takes an alphabet letter written in its upper-case form as the letter', () => {
    expect(judgeAnswer('KWASI', 'kwasi', { alphabet: SAMPLE_ALPHABET }).verdict).toBe('right');
  });
});
