import { useCallback, useEffect, useRef, useState } from 'react';
import {
  BACKSPACE_KEY,
  ENTER_KEY,
  isAllowedLetter,
  normalizeTypedLetter,
  addLetter,
  deleteLetter,
  isOver,
  newGame,
  submitGuess,
} from '@langapp/shared';
import type { LetterStatus, WordleGame } from '@langapp/shared';
import { letterLabel } from './letter-display';
import { loadGame, saveGame } from './wordle-storage';

/** How long the 'Word not found' toast shows. */
export const NOT_FOUND_TOAST_MS = 1500;

function describeRow(row: number, guess: string, statuses: readonly LetterStatus[]): string {
  const letters = Array.from(guess).map((letter, i) => letterLabel(letter, statuses[i] as LetterStatus));
  return `Row ${row}: ${letters.join('; ')}.`;
}

/**
 * One game of `gameKey`, restored from and saved to local storage. `press` takes a key name (a
 * KeyboardEvent key or an on-screen key) and applies the game's rules from @langapp/shared.
 */
export function useWordleGame(gameKey: string, answer: string, validWords: ReadonlySet<string>) {
  const [game, setGame] = useState<WordleGame>(() => loadGame(gameKey) ?? newGame());
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
        const outcome = submitGuess(current, answer, validWords);
        if (outcome.kind === 'not-found') setNotFoundShown((n) => n + 1);
        if (outcome.kind === 'scored') {
          update(outcome.game);
          setAnnouncement(describeRow(current.currAttempt.attempt + 1, outcome.guess, outcome.statuses));
        }
        return;
      }
      if (key === BACKSPACE_KEY) {
        update(deleteLetter(current));
        return;
      }
      const letter = normalizeTypedLetter(key);
      if (isAllowedLetter(letter)) update(addLetter(current, letter));
    },
    [answer, validWords, update],
  );

  return { game, over: isOver(game), press, notFoundShown: notFoundShown > 0, announcement };
}
