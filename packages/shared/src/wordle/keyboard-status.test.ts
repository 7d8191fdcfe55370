import { describe, expect, it } from 'vitest';
import { initialKeyboardStatus, mergeKeyboardStatus, upgradeStatus } from './keyboard-status';
import { LetterStatus } from './letter-status';

const { Unknown, Disabled, Letter, Unused, LetterAndPosition } = LetterStatus;

describe('upgradeStatus', () => {
  it.each([
    [Unknown, Disabled, Disabled],
    [Unknown, LetterAndPosition, LetterAndPosition],
    [Disabled, Letter, Letter],
    [Letter, LetterAndPosition, LetterAndPosition],
    [LetterAndPosition, Letter, LetterAndPosition],
    [Letter, Disabled, Letter],
    [Unused, Disabled, Unused],
    [Unused, LetterAndPosition, LetterAndPosition],
    [Letter, Letter, Letter],
  ])('when a key is %i and a guess scores it %i, then it becomes %i', (current, next, expected) => {
    expect(upgradeStatus(current, next)).toBe(expected);
  });
});

describe('initialKeyboardStatus', () => {
  it('when no guess is made, then the unused letters are Unused and the rest Unknown', () => {
    const keyboard = initialKeyboardStatus();
    expect(keyboard['v']).toBe(Unused);
    expect(keyboard['j']).toBe(Unused);
    expect(keyboard['a']).toBe(Unknown);
    expect(keyboard["'"]).toBe(Unknown);
    expect(Object.keys(keyboard)).toHaveLength(27);
  });
});

describe('mergeKeyboardStatus', () => {
  it('when a guess is scored, then its letters upgrade and a new map comes back', () => {
    const before = { a: Letter, p: LetterAndPosition, k: Disabled };
    const after = mergeKeyboardStatus(before, "pak'a", [
      Disabled,
      LetterAndPosition,
      Letter,
      Disabled,
      Letter,
    ]);
    expect(after).toEqual({ a: LetterAndPosition, p: LetterAndPosition, k: Letter, "'": Disabled });
    expect(before).toEqual({ a: Letter, p: LetterAndPosition, k: Disabled });
  });

  it('when a letter repeats in a guess with different scores, then the key keeps the best', () => {
    const after = mergeKeyboardStatus({}, 'lolly', [
      Disabled,
      Letter,
      LetterAndPosition,
      LetterAndPosition,
      Disabled,
    ]);
    expect(after['l']).toBe(LetterAndPosition);
    expect(after['o']).toBe(Letter);
    expect(after['y']).toBe(Disabled);
  });

  it('when the guess and its statuses differ in length, then it throws', () => {
    expect(() => mergeKeyboardStatus({}, 'plant', [Disabled])).toThrow(RangeError);
  });
});
