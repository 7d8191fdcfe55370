import { describe, expect, it } from 'vitest';
import { isCorrectPronounAnswer } from './answer';
import type { PronounPair } from './answer';

const pair = (subject: PronounPair['subject'], object: PronounPair['object']): PronounPair => ({
  subject,
  object,
});

describe('isCorrectPronounAnswer', () => {
  it.each([
    [pair('2SG', '1SG'), pair('2SG', '1SG'), true],
    [pair('2SG', '1SG'), pair('1SG', '2SG'), false],
    [pair('2SG', '1SG'), pair('2SG', '3SG'), false],
    [pair('2SG', '1SG'), pair('3SG', '1SG'), false],
    [pair('3PL', '1PL'), pair('3PL', '1PL'), true],
  ])('when %j is asked and %j answered, then correct is %s', (asked, answered, expected) => {
    expect(isCorrectPronounAnswer(asked, answered)).toBe(expected);
  });
});
