import { isOver, newGame, playedGuesses, replayGuesses, winningAttempts } from '@langapp/shared';
import type { WordleGame, WordleServerGame, WordleSpelling } from '@langapp/shared';

/** A game the account knows finished by its result only, without its board: how it ended. */
export interface FinishedElsewhere {
  wonIn: number | null;
}

export interface StartingGame {
  game: WordleGame;
  finishedElsewhere: FinishedElsewhere | null;
  /** Guesses to send to the account at once (this browser played further while signed out), or null. */
  upload: string[] | null;
  /** The game shown is the account's, finished on another device (this browser did not play it to its end). */
  finishedOnAnotherDevice: boolean;
}

/**
 * Why the board changed, or is over on arrival, when the account's game comes from another device
 * (ADR 071): said on the page and to a screen reader in place of the guess the account discarded.
 */
export function anotherDeviceNotice(over: boolean, today: boolean): string {
  if (!over) return 'You played this game further on another device: the board now shows its guesses.';
  return today ? "You finished today's game on another device." : 'You finished this game on another device.';
}

const startsWith = (longer: readonly string[], prefix: readonly string[]) =>
  prefix.length <= longer.length && prefix.every((guess, i) => longer[i] === guess);

/**
 * The game a page opens with, from this browser's game of the day and the account's (ADR 056). The
 * account's game stands; this browser's goes on from it only where it is the same game played
 * further (its extra guesses go to the account). With no account game (a visitor, or the call
 * failed), this browser's game is played as before.
 */
export function startingGame(
  local: WordleGame | null,
  server: WordleServerGame | null,
  solution: string,
  spelling: WordleSpelling,
): StartingGame {
  if (server === null) {
    return {
      game: local ?? newGame(spelling),
      finishedElsewhere: null,
      upload: null,
      finishedOnAnotherDevice: false,
    };
  }
  const localGuesses = local ? playedGuesses(local) : [];
  if (server.finished && server.guesses.length === 0) {
    // Finished on the account without its board: this browser's board is shown if it ended the same
    // way (and offered to the account, which keeps it once), else the result alone.
    if (local && isOver(local) && winningAttempts(local) === server.wonIn) {
      return { game: local, finishedElsewhere: null, upload: localGuesses, finishedOnAnotherDevice: false };
    }
    return {
      game: newGame(spelling),
      finishedElsewhere: { wonIn: server.wonIn },
      upload: null,
      finishedOnAnotherDevice: true,
    };
  }
  if (local && startsWith(localGuesses, server.guesses)) {
    const further = localGuesses.length > server.guesses.length;
    return {
      game: local,
      finishedElsewhere: null,
      upload: further ? localGuesses : null,
      finishedOnAnotherDevice: false,
    };
  }
  const game = replayGuesses(server.guesses, solution, spelling);
  return {
    game,
    finishedElsewhere: null,
    upload: null,
    finishedOnAnotherDevice: server.finished && isOver(game),
  };
}
