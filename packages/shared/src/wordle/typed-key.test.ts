import { describe, expect, it } from 'vitest';
import { isAcceptedKey } from './typed-key';

describe('isAcceptedKey', () => {
  it.each([
    ['a', true],
    ['Z', true],
    ["'", true],
    ['\u2019', true],
    ['\u2018', true],
    ['Enter', true],
    ['Backspace', true],
    ['1', false],
    [' ', false],
    ['é', false],
    ['Shift', false],
    ['enter', false],
    ['ab', false],
    ['', false],
  ])('when the key is %j, then accepted is %s', (key, expected) => {
    expect(isAcceptedKey(key)).toBe(expected);
  });
});
