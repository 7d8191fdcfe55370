import { describe, expect, it } from 'vitest';
import {
  addLetter,
  deleteLetter,
  isGuessShaped,
  isOver,
  newGame,
  playedGuesses,
  submitGuess,
  winningAttempts,
} from './game-state';
import type { WordleGame } from './game-state';
import { LetterStatus } from './letter-status';
import { replayGuesses } from './replay-guesses';

const VALID = new Set(['tahak', 'nipem', "ko'sa", 'lumah', 'sepik', 'yamut', 'honak']);
const type = (game: WordleGame, word: string) => [...word].reduce((g, key) => addLetter(g, key), game);
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

describe('replaying guesses', () => {
  it.each([
    [[], 0, false],
    [['tahak'], 1, false],
    [['tahak', 'nipem'], 2, true],
    [['tahak', 'nipem', 'lumah'], 2, true],
    [['tahak', 'tahak', 'tahak', 'tahak', 'tahak', 'tahak'], 6, true],
  ])(
    'when %j are replayed against nipem, then %i rows are played (over: %s), as typing them would',
    (guesses, rows, over) => {
      const game = replayGuesses(guesses, 'nipem');
      expect(game.currAttempt).toEqual({ attempt: rows, letterPos: 0 });
      expect(isOver(game)).toBe(over);
      expect(playedGuesses(game)).toEqual(guesses.slice(0, rows));
      expect(game).toEqual(play('nipem', ...guesses.slice(0, rows)));
    },
  );

  it('when a guess is not five letters, then replaying refuses it', () => {
    expect(() => replayGuesses(['tah'], 'nipem')).toThrow(RangeError);
  });

  it.each([
    ['tahak', true],
    ["ko'sa", true],
    ['taha', false],
    ['tahaks', false],
    ['tah1k', false],
    ['TAHAK', false],
    ['', false],
  ])('when the word is %j, then it is shaped like a guess: %s', (word, shaped) => {
    expect(isGuessShaped(word)).toBe(shaped);
  });
});
