import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BACKSPACE_KEY,
  ENTER_KEY,
  addLetter,
  deleteLetter,
  isOver,
  newGame,
  submitGuess,
  winningAttempts,
} from '@langapp/shared';
import type { LetterStatus, WordleGame, WordleSpelling } from '@langapp/shared';
import { letterLabel } from './letter-display';
import type { FinishedElsewhere } from './server-game';
import { loadGame, saveGame } from './wordle-storage';

/** How long the 'Word not found' toast shows. */
export const NOT_FOUND_TOAST_MS = 1500;

function describeRow(row: number, tiles: readonly string[], statuses: readonly LetterStatus[]): string {
  const letters = tiles.map((letter, i) => letterLabel(letter, statuses[i] as LetterStatus));
  return `Row ${row}: ${letters.join('; ')}.`;
}

interface GameStart {
  game: WordleGame;
  /** Set when the account knows the game finished without its board (ADR 056). */
  finishedElsewhere: FinishedElsewhere | null;
}

/**
 * What became of a scored guess the account was told of: kept (or waiting in the queue), or
 * discarded because another device had played on (the account's game then replaces this one).
 */
export type SavedGuess = 'kept' | 'discarded';

/**
 * One game of `gameKey`, saved to local storage as it goes, starting from `start` (this browser's
 * game, or the account's) or else what local storage kept. `press` takes a key name (a
 * KeyboardEvent key or an on-screen key) and applies the game's rules from @langapp/shared;
 * `onScored` hears of each scored guess: when it answers with a promise, the row is announced to a
 * screen reader only once the guess is kept, never a guess the account discarded; `replace` puts
 * another game in place (the account's, when another device played on), with what to announce.
 */
export function useWordleGame(
  gameKey: string,
  answer: string,
  validWords: ReadonlySet<string>,
  spelling: WordleSpelling,
  start?: GameStart,
  onScored?: (game: WordleGame) => Promise<SavedGuess> | void,
) {
  const [game, setGame] = useState<WordleGame>(
    () => start?.game ?? loadGame(gameKey, spelling) ?? newGame(spelling),
  );
  const [finishedElsewhere, setFinishedElsewhere] = useState(start?.finishedElsewhere ?? null);
  // The game as of the last key, so keys pressed before a render still build on each other.
  const latest = useRef(game);
  const [notFoundShown, setNotFoundShown] = useState(0);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => saveGame(gameKey, game), [gameKey, game]);

  useEffect(() => {
    if (notFoundShown === 0) return;
    const timer = setTimeout(() => setNotFoundShown(0), NOT_FOUND_TOAST_MS);
    return () => clearTimeout(timer);
  }, [notFoundShown]);

  const update = useCallback((next: WordleGame) => {
    latest.current = next;
    setGame(next);
  }, []);

  const press = useCallback(
    (key: string) => {
      const current = latest.current;
      if (key === ENTER_KEY) {
        const outcome = submitGuess(current, answer, validWords, spelling);
        if (outcome.kind === 'not-found') setNotFoundShown((n) => n + 1);
        if (outcome.kind === 'scored') {
          update(outcome.game);
          const { attempt } = current.currAttempt;
          const row = describeRow(attempt + 1, current.board[attempt] ?? [], outcome.statuses);
          const saved = onScored?.(outcome.game);
          if (!saved) setAnnouncement(row);
          else
            void saved.then((result) => {
              if (result === 'kept') setAnnouncement(row);
            });
        }
        return;
      }
      if (key === BACKSPACE_KEY) {
        update(deleteLetter(current));
        return;
      }
      // A letter of the game (by the alphabet, k then w may make one kw tile); anything else is ignored.
      update(addLetter(current, key, spelling));
    },
    [answer, validWords, spelling, update, onScored],
  );

  const replace = useCallback(
    (next: GameStart, said: string) => {
      update(next.game);
      setFinishedElsewhere(next.finishedElsewhere);
      setAnnouncement(said);
    },
    [update],
  );

  return {
    game,
    over: finishedElsewhere !== null || isOver(game),
    wonIn: finishedElsewhere ? finishedElsewhere.wonIn : winningAttempts(game),
    press,
    replace,
    notFoundShown: notFoundShown > 0,
    announcement,
  };
}
