import * as z from 'zod/mini';

/**
 * The status of a letter on the board or a keyboard key, with the spec's numeric values (they are
 * what the browser keeps in local storage). Higher values win on the keyboard: see upgradeStatus.
 */
export const LetterStatus = {
  Unknown: 0,
  Disabled: 1,
  Letter: 2,
  Unused: 3,
  LetterAndPosition: 4,
} as const;
export type LetterStatus = (typeof LetterStatus)[keyof typeof LetterStatus];

/** Parses a stored status value (for saved game state read back from local storage). */
export const letterStatusSchema = z.literal([
  LetterStatus.Unknown,
  LetterStatus.Disabled,
  LetterStatus.Letter,
  LetterStatus.Unused,
  LetterStatus.LetterAndPosition,
]);
