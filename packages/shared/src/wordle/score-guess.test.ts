import { describe, expect, it } from 'vitest';
import { LetterStatus } from './letter-status';
import { isWinningScore, scoreGuess } from './score-guess';

// Short names so each expected row reads like the board: G right place, Y elsewhere, _ absent.
const G = LetterStatus.LetterAndPosition;
const Y = LetterStatus.Letter;
const _ = LetterStatus.Disabled;

describe('scoreGuess', () => {
  it.each([
    ['every letter is in its place', 'plant', 'plant', [G, G, G, G, G]],
    ['no letter is in the solution', 'hokey', 'plant', [_, _, _, _, _]],
    ['letters are present but all misplaced', 'tnalp', 'plant', [Y, Y, G, Y, Y]],
    // guess has a letter twice, the solution once
    ['the exact match of a doubled letter comes first', 'allot', 'plant', [Y, G, _, _, G]],
    ['the exact match of a doubled letter comes second', 'llama', 'plant', [_, G, G, _, _]],
    ['a doubled letter is misplaced and only its first copy counts', 'lilac', 'plant', [Y, _, _, Y, _]],
    // solution has a letter twice, the guess once or more
    ['the solution doubles a letter the guess has once', 'lamps', 'hello', [Y, _, _, _, _]],
    ['both of a doubled letter are misplaced', 'llama', 'hello', [Y, Y, _, _, _]],
    ['two exact matches use up a doubled letter before a third copy', 'lolly', 'hello', [_, Y, G, G, _]],
    ['a doubled letter is once exact and once misplaced', 'lulal', 'hello', [Y, _, G, _, _]],
    // the apostrophe is a letter like any other
    ['apostrophes are in their place', "ka'ah", "ha'ak", [Y, G, G, G, Y]],
    ['the apostrophe is absent from the solution', "pla'n", 'plant', [G, G, G, _, Y]],
    ['the apostrophe is misplaced', "'haka", "ha'ak", [Y, Y, Y, Y, Y]],
  ])('when %s (%s against %s), then it scores %j', (_case, guess, solution, expected) => {
    expect(scoreGuess(guess, solution)).toEqual(expected);
  });

  it.each([
    ['plan', 'plant'],
    ['plants', 'plant'],
    ['plant', 'plan'],
    ['', 'plant'],
  ])('when %j is scored against %j, then it throws for the length', (guess, solution) => {
    expect(() => scoreGuess(guess, solution)).toThrow(RangeError);
  });
});

describe('isWinningScore', () => {
  it.each([
    [[G, G, G, G, G], true],
    [[G, G, G, G, Y], false],
    [[], false],
  ])('when the row is %j, then winning is %s', (row, expected) => {
    expect(isWinningScore(row)).toBe(expected);
  });
});
