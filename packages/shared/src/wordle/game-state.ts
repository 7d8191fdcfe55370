import { initialKeyboardStatus, mergeKeyboardStatus } from './keyboard-status';
import type { KeyboardStatus } from './keyboard-status';
import { LetterStatus } from './letter-status';
import { isWinningScore, scoreGuess } from './score-guess';
import { isAllowedLetter, MAX_ATTEMPTS, toLetters, WORD_LENGTH } from './wordle-rules';

/** One game: the spec's saved fields (see wordle-storage.ts). */
export interface WordleGame {
  /** MAX_ATTEMPTS rows of WORD_LENGTH letters; '' where no letter is typed. */
  board: string[][];
  /** The status of each board tile; Unknown until its row is scored. */
  boardStatus: LetterStatus[][];
  /** The keyboard: each letter's best status so far. */
  letterStatus: KeyboardStatus;
  /** The row being typed and the next letter's place in it; attempt is MAX_ATTEMPTS once all rows are used. */
  currAttempt: { attempt: number; letterPos: number };
}

const grid = <T>(fill: T): T[][] =>
  Array.from({ length: MAX_ATTEMPTS }, () => Array.from({ length: WORD_LENGTH }, () => fill));

export function newGame(): WordleGame {
  return {
    board: grid(''),
    boardStatus: grid<LetterStatus>(LetterStatus.Unknown),
    letterStatus: initialKeyboardStatus(),
    currAttempt: { attempt: 0, letterPos: 0 },
  };
}

/** The scored rows, oldest first. */
export function playedRows(game: WordleGame): LetterStatus[][] {
  return game.boardStatus.slice(0, game.currAttempt.attempt);
}

/** The number of guesses that won the game, or null while it is not won. */
export function winningAttempts(game: WordleGame): number | null {
  const index = playedRows(game).findIndex((row) => isWinningScore(row));
  return index === -1 ? null : index + 1;
}

export function isOver(game: WordleGame): boolean {
  return winningAttempts(game) !== null || game.currAttempt.attempt >= MAX_ATTEMPTS;
}

/** Types a letter in the current row; ignored when the row is full or the game is over. */
export function addLetter(game: WordleGame, letter: string): WordleGame {
  const { attempt, letterPos } = game.currAttempt;
  if (isOver(game) || letterPos >= WORD_LENGTH) return game;
  return {
    ...game,
    board: game.board.map((row, r) =>
      r === attempt ? row.map((l, i) => (i === letterPos ? letter : l)) : row,
    ),
    currAttempt: { attempt, letterPos: letterPos + 1 },
  };
}

/** Removes the last letter of the current row; nothing to do on an empty row. */
export function deleteLetter(game: WordleGame): WordleGame {
  const { attempt, letterPos } = game.currAttempt;
  if (isOver(game) || letterPos === 0) return game;
  return {
    ...game,
    board: game.board.map((row, r) =>
      r === attempt ? row.map((l, i) => (i === letterPos - 1 ? '' : l)) : row,
    ),
    currAttempt: { attempt, letterPos: letterPos - 1 },
  };
}

export type SubmitOutcome =
  | { kind: 'ignored' }
  | { kind: 'not-found' }
  | { kind: 'scored'; game: WordleGame; guess: string; statuses: LetterStatus[] };

/**
 * Enter: a full row that is a known word is scored against the answer and the keyboard upgraded;
 * a full row that is not a word is 'not-found'; anything else is ignored.
 */
export function submitGuess(
  game: WordleGame,
  answer: string,
  validWords: ReadonlySet<string>,
): SubmitOutcome {
  const { attempt, letterPos } = game.currAttempt;
  if (isOver(game) || letterPos !== WORD_LENGTH) return { kind: 'ignored' };
  const guess = (game.board[attempt] ?? []).join('');
  if (!validWords.has(guess)) return { kind: 'not-found' };
  const statuses = scoreGuess(guess, answer);
  return {
    kind: 'scored',
    guess,
    statuses,
    game: {
      ...game,
      boardStatus: game.boardStatus.map((row, r) => (r === attempt ? statuses : row)),
      letterStatus: mergeKeyboardStatus(game.letterStatus, guess, statuses),
      currAttempt: { attempt: attempt + 1, letterPos: 0 },
    },
  };
}

/** The words of the scored rows, oldest first: what a game is made of (ADR 056). */
export function playedGuesses(game: WordleGame): string[] {
  return game.board.slice(0, game.currAttempt.attempt).map((row) => row.join(''));
}

/**
 * The game that `guesses` (words already known to be allowed) make against `answer`, each scored in
 * turn; guesses after the game is over are left out.
 */
export function replayGuesses(guesses: readonly string[], answer: string): WordleGame {
  let game = newGame();
  for (const guess of guesses) {
    if (isOver(game)) break;
    for (const letter of toLetters(guess)) game = addLetter(game, letter);
    const outcome = submitGuess(game, answer, new Set([guess]));
    if (outcome.kind !== 'scored')
      throw new RangeError(`'${guess}' is not a guess of ${WORD_LENGTH} letters.`);
    game = outcome.game;
  }
  return game;
}

/** A word made of exactly WORD_LENGTH of the game's letters. */
export function isGuessShaped(word: string): boolean {
  const letters = toLetters(word);
  return letters.length === WORD_LENGTH && letters.every((letter) => isAllowedLetter(letter));
}
