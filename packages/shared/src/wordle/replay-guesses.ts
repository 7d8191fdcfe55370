import { normalizeWord } from '../orthography/normalize-word';
import { isOver, newGame, submitGuess } from './game-state';
import type { WordleGame } from './game-state';
import { toLetters, WORD_LENGTH } from './wordle-rules';
import { PLAIN_SPELLING } from './wordle-spelling';
import type { WordleSpelling } from './wordle-spelling';

// A game made again from its guesses (the account's game, ADR 056), in a module of its own: the
// server and a signed-in learner's device replay games, a visitor's game never does (ADR 096).

/**
 * A kept guess's tiles: its letters by `spelling`; a guess kept before the alphabet changed, which
 * no longer makes WORD_LENGTH letters by it, as it was typed (one character a letter) when that does.
 */
function guessTiles(guess: string, spelling: WordleSpelling): string[] {
  const letters = spelling.letters(spelling.spell(guess));
  const typed = toLetters(normalizeWord(guess));
  return letters.length !== WORD_LENGTH && typed.length === WORD_LENGTH ? typed : letters;
}

/**
 * The game that `guesses` (words already known to be allowed) make against `answer` (spelled), each
 * scored in turn; guesses after the game is over are left out.
 */
export function replayGuesses(
  guesses: readonly string[],
  answer: string,
  spelling: WordleSpelling = PLAIN_SPELLING,
): WordleGame {
  let game = newGame(spelling);
  for (const guess of guesses) {
    if (isOver(game)) break;
    const tiles = guessTiles(guess, spelling);
    const { attempt } = game.currAttempt;
    game = {
      ...game,
      board: game.board.map((row, r) => (r === attempt ? tiles : row)),
      currAttempt: { attempt, letterPos: tiles.length },
    };
    const outcome = submitGuess(game, answer, new Set([tiles.join('')]), spelling);
    if (outcome.kind !== 'scored')
      throw new RangeError(`'${guess}' is not a guess of ${WORD_LENGTH} letters.`);
    game = outcome.game;
  }
  return game;
}
