import * as z from 'zod/mini';
import {
  initialKeyboardStatus,
  isWinningScore,
  LetterStatus,
  letterStatusSchema,
  MAX_ATTEMPTS,
  upgradeStatus,
  WORD_LENGTH,
} from '@langapp/shared';
import type { WordleGame, WordleSpelling } from '@langapp/shared';

/*
 * Each game key (the date) keeps two local-storage entries: `wordle:{key}` with boardStatus,
 * letterStatus and currAttempt, and `wordle:{key}:board` with the letters. Anything that does not
 * read back as a possible game is ignored and the game starts afresh.
 */
const stateStorageKey = (gameKey: string) => `wordle:${gameKey}`;
const boardStorageKey = (gameKey: string) => `wordle:${gameKey}:board`;

const rowOf = <T extends z.ZodMiniType>(cell: T) => z.array(cell).check(z.length(WORD_LENGTH));

const savedStateSchema = z.object({
  boardStatus: z.array(rowOf(letterStatusSchema)).check(z.length(MAX_ATTEMPTS)),
  letterStatus: z.record(z.string(), letterStatusSchema),
  currAttempt: z.object({
    attempt: z.number().check(z.int(), z.minimum(0), z.maximum(MAX_ATTEMPTS)),
    letterPos: z.number().check(z.int(), z.minimum(0), z.maximum(WORD_LENGTH)),
  }),
});

// A tile is one letter: a character, or by the alphabet a letter of up to 8 (kw, ts'; ADR 096).
const savedBoardSchema = z.array(rowOf(z.string().check(z.maxLength(8)))).check(z.length(MAX_ATTEMPTS));

/** Reads a stored value; null when it is missing, not JSON or storage is not available. */
function readJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or switched off: the game goes on, it just is not kept.
  }
}

/**
 * Whether rows and statuses agree with the place in the game: rows before `attempt` full and
 * scored, none of them won except perhaps the last, the current row filled up to `letterPos`,
 * later rows empty.
 */
function isConsistent({ board, boardStatus, currAttempt: { attempt, letterPos } }: WordleGame): boolean {
  if (attempt === MAX_ATTEMPTS && letterPos !== 0) return false;
  return board.every((row, r) => {
    const statuses = boardStatus[r] ?? [];
    if (r < attempt) {
      const wonTooEarly = r < attempt - 1 && isWinningScore(statuses);
      return !wonTooEarly && row.every((l) => l !== '') && statuses.every((s) => s !== LetterStatus.Unknown);
    }
    const filled = r === attempt ? letterPos : 0;
    return (
      row.every((l, i) => (i < filled ? l !== '' : l === '')) &&
      statuses.every((s) => s === LetterStatus.Unknown)
    );
  });
}

/** The game kept for `gameKey`, or null when there is none or it cannot be trusted. */
export function loadGame(gameKey: string, spelling?: WordleSpelling): WordleGame | null {
  const state = savedStateSchema.safeParse(readJson(stateStorageKey(gameKey)));
  const board = savedBoardSchema.safeParse(readJson(boardStorageKey(gameKey)));
  if (!state.success || !board.success) return null;
  // The spec's unused letters stay marked whatever was stored.
  const letterStatus = { ...state.data.letterStatus };
  for (const [letter, status] of Object.entries(initialKeyboardStatus(spelling)))
    letterStatus[letter] = upgradeStatus(status, letterStatus[letter] ?? LetterStatus.Unknown);
  const game: WordleGame = { ...state.data, letterStatus, board: board.data };
  return isConsistent(game) ? game : null;
}

export function saveGame(
  gameKey: string,
  { board, boardStatus, letterStatus, currAttempt }: WordleGame,
): void {
  writeJson(stateStorageKey(gameKey), { boardStatus, letterStatus, currAttempt });
  writeJson(boardStorageKey(gameKey), board);
}
