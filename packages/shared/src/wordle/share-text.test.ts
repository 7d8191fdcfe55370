import { describe, expect, it } from 'vitest';
import { LetterStatus } from './letter-status';
import { shareText } from './share-text';

const G = LetterStatus.LetterAndPosition;
const Y = LetterStatus.Letter;
const _ = LetterStatus.Disabled;

describe('shareText', () => {
  it('when the game is won in 2, then the header says 2/6 and each guess is an emoji row', () => {
    const text = shareText({
      gameNumber: 39,
      attempts: 2,
      rows: [
        [G, Y, _, _, Y],
        [G, G, G, G, G],
      ],
    });
    expect(text).toBe('Wordle 39 2/6\n\n🟩🟨⬜⬜🟨\n🟩🟩🟩🟩🟩');
  });

  it('when the game is lost, then the header says X/6 and all six rows are shared', () => {
    const row = [_, Y, G, _, _];
    const text = shareText({ gameNumber: 1, attempts: null, rows: Array.from({ length: 6 }, () => row) });
    const lines = text.split('\n');
    expect(lines[0]).toBe('Wordle 1 X/6');
    expect(lines[1]).toBe('');
    expect(lines.slice(2)).toEqual(Array.from({ length: 6 }, () => '⬜🟨🟩⬜⬜'));
  });

  it.each([0, 7, 2.5])('when attempts is %s, then it throws', (attempts) => {
    expect(() => shareText({ gameNumber: 1, attempts, rows: [] })).toThrow(RangeError);
  });
});
