import { LetterStatus } from '@langapp/shared';
import { letterLabel, spokenLetter, statusMark, tileColour } from './letter-display';

function tileLabel(letter: string, status: LetterStatus): string {
  if (letter === '') return 'empty';
  if (status === LetterStatus.Unknown) return `${spokenLetter(letter)}, not checked yet`;
  return letterLabel(letter, status);
}

function Tile({ letter, status, shown }: { letter: string; status: LetterStatus; shown: string }) {
  const mark = statusMark(status);
  const filled = letter !== '' ? 'wordle-tile-filled' : '';
  return (
    <div
      role="img"
      aria-label={tileLabel(letter, status)}
      className={`wordle-tile ${filled} ${tileColour(status)}`}
    >
      {shown}
      {mark && (
        <span className="wordle-mark" aria-hidden="true">
          {mark}
        </span>
      )}
    </div>
  );
}

/**
 * The six rows of five tiles, a letter a tile (kw one, by the alphabet), shown as `shown` gives it;
 * each tile names its letter and status for assistive technology.
 */
export function WordleBoard({
  board,
  boardStatus,
  shown,
}: {
  board: string[][];
  boardStatus: LetterStatus[][];
  shown: (letter: string) => string;
}) {
  return (
    <div className="wordle-board" role="group" aria-label="Guesses">
      {board.map((row, r) => (
        <div key={r} className="wordle-row" role="group" aria-label={`Row ${r + 1}`}>
          {row.map((letter, i) => (
            <Tile key={i} letter={letter} shown={shown(letter)} status={boardStatus[r]?.[i] ?? LetterStatus.Unknown} />
          ))}
        </div>
      ))}
    </div>
  );
}
