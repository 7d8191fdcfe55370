import { describe, expect, it } from 'vitest';
import { addLetter, deleteLetter, isOver, newGame, submitGuess, winningAttempts } from './game-state';
import type { WordleGame } from './game-state';
import { LetterStatus } from './letter-status';

const VALID = new Set(['tahak', 'nipem', "ko'sa", 'lumah', 'sepik', 'yamut', 'honak']);
const type = (game: WordleGame, word: string) => [...word].reduce(addLetter, game);
function play(answer: string, ...guesses: string[]): WordleGame {
  let game = newGame();
  for (const g of guesses) {
    const outcome = submitGuess(type(game, g), answer, VALID);
    if (outcome.kind !== 'scored') throw new Error(`${g} was ${outcome.kind}`);
    game = outcome.game;
  }
  return game;
}

describe('the game state', () => {
  it('when more than five letters are typed, then the extra ones are ignored; delete on an empty row does nothing', () => {
    const typed = type(newGame(), 'tahakxyz');
    expect(typed.board[0]).toEqual(['t', 'a', 'h', 'a', 'k']);
    expect(deleteLetter(newGame())).toEqual(newGame());
    expect(deleteLetter(typed).currAttempt).toEqual({ attempt: 0, letterPos: 4 });
  });

  it.each([
    ['tah', 'ignored'],
    ['xxxxx', 'not-found'],
  ])('when %j is submitted, then it is %s and the row stays', (word, kind) => {
    const game = type(newGame(), word);
    expect(submitGuess(game, 'tahak', VALID).kind).toBe(kind);
  });

  it('when the answer is guessed on the second try, then the game is over, won in 2', () => {
    const game = play('nipem', 'tahak', 'nipem');
    expect(isOver(game)).toBe(true);
    expect(winningAttempts(game)).toBe(2);
    expect(game.letterStatus.n).toBe(LetterStatus.LetterAndPosition);
    expect(submitGuess(type(game, 'honak'), 'nipem', VALID).kind).toBe('ignored');
  });

  it('when six wrong guesses are made, then the game is over and not won', () => {
    const game = play('nipem', 'tahak', "ko'sa", 'lumah', 'sepik', 'yamut', 'honak');
    expect(isOver(game)).toBe(true);
    expect(winningAttempts(game)).toBeNull();
  });
});
