import { initialKeyboardStatus, mergeKeyboardStatus } from './keyboard-status';
import type { KeyboardStatus } from './keyboard-status';
import { LetterStatus } from './letter-status';
import { isWinningScore, scoreGuess } from './score-guess';
import { isAllowedLetter, MAX_ATTEMPTS, WORD_LENGTH } from './wordle-rules';
import { PLAIN_SPELLING } from './wordle-spelling';
import type { WordleSpelling } from './wordle-spelling';

/** One game: the spec's saved fields (see wordle-storage.ts). */
export interface WordleGame {
  /** MAX_ATTEMPTS rows of WORD_LENGTH letters (a digraph one letter, ADR 096); '' where no letter is typed. */
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

export function newGame(spelling?: WordleSpelling): WordleGame {
  return {
    board: grid(''),
    boardStatus: grid<LetterStatus>(LetterStatus.Unknown),
    letterStatus: initialKeyboardStatus(spelling),
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

/**
 * Types a key (a character, or an on-screen letter) in the current row: the row is read again with
 * the key at its end, so k then w make one kw tile where the alphabet has kw (the longest letter, as
 * lettersOf reads words). Ignored when the key is no letter of the game, when the row would pass
 * WORD_LENGTH letters, or when the game is over.
 */
export function addLetter(game: WordleGame, key: string, spelling: WordleSpelling = PLAIN_SPELLING): WordleGame {
  const { attempt, letterPos } = game.currAttempt;
  if (isOver(game) || !spelling.accepts(key)) return game;
  const typed = (game.board[attempt] ?? []).slice(0, letterPos).join('') + key;
  const letters = spelling.letters(spelling.spell(typed));
  if (letters.length > WORD_LENGTH) return game;
  return {
    ...game,
    board: game.board.map((row, r) => (r === attempt ? row.map((_, i) => letters[i] ?? '') : row)),
    currAttempt: { attempt, letterPos: letters.length },
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
  spelling: WordleSpelling = PLAIN_SPELLING,
): SubmitOutcome {
  const { attempt, letterPos } = game.currAttempt;
  if (isOver(game) || letterPos !== WORD_LENGTH) return { kind: 'ignored' };
  const row = game.board[attempt] ?? [];
  const guess = row.join('');
  if (!validWords.has(guess)) return { kind: 'not-found' };
  const statuses = scoreGuess(row, spelling.letters(answer));
  return {
    kind: 'scored',
    guess,
    statuses,
    game: {
      ...game,
      boardStatus: game.boardStatus.map((row, r) => (r === attempt ? statuses : row)),
      letterStatus: mergeKeyboardStatus(game.letterStatus, row, statuses),
      currAttempt: { attempt: attempt + 1, letterPos: 0 },
    },
  };
}

/** The words of the scored rows, oldest first: what a game is made of (ADR 056). */
export function playedGuesses(game: WordleGame): string[] {
  return game.board.slice(0, game.currAttempt.attempt).map((row) => row.join(''));
}

/**
 * A word made of exactly WORD_LENGTH of the game's letters: a to z and the apostrophe (spelled
 * already); by an alphabet, letters without spaces or control characters.
 */
export function isGuessShaped(word: string, spelling: WordleSpelling = PLAIN_SPELLING): boolean {
  const letters = spelling.letters(spelling.spell(word));
  return (
    letters.length === WORD_LENGTH &&
    (spelling.keys ? /^[^\s\p{C}]+$/u.test(word) : word === spelling.spell(word) && letters.every(isAllowedLetter))
  );
}
