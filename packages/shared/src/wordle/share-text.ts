import { LetterStatus } from './letter-status';
import { MAX_ATTEMPTS } from './wordle-rules';

export interface ShareTextInput {
  /** The day number of the game (see gameNumberForDate). */
  gameNumber: number;
  /** Guesses taken to win, or null for a lost game (shared as X/6). */
  attempts: number | null;
  /** The scored rows played, in order. */
  rows: readonly (readonly LetterStatus[])[];
}

function emojiFor(status: LetterStatus): string {
  if (status === LetterStatus.LetterAndPosition) return '\u{1F7E9}'; // 🟩
  if (status === LetterStatus.Letter) return '\u{1F7E8}'; // 🟨
  return '\u2B1C'; // ⬜
}

/**
 * The result a player shares: 'Wordle {gameNumber} {attempts}/6', a blank line, then one emoji
 * row per guess (🟩 right place, 🟨 elsewhere in the word, ⬜ absent).
 */
export function shareText({ gameNumber, attempts, rows }: ShareTextInput): string {
  if (attempts !== null && !(Number.isInteger(attempts) && attempts >= 1 && attempts <= MAX_ATTEMPTS)) {
    throw new RangeError(`Attempts must be a whole number from 1 to ${MAX_ATTEMPTS}, or null for a loss.`);
  }
  const header = `Wordle ${gameNumber} ${attempts ?? 'X'}/${MAX_ATTEMPTS}`;
  const grid = rows.map((row) => row.map(emojiFor).join(''));
  return [header, '', ...grid].join('\n');
}
