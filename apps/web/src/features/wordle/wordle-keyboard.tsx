import type { MouseEvent } from 'react';
import { Button } from 'react-bootstrap';
import { BACKSPACE_KEY, ENTER_KEY, LetterStatus } from '@langapp/shared';
import type { KeyboardStatus, WordleSpelling } from '@langapp/shared';
import { keyVariant, letterLabel, statusMark } from './letter-display';

const LETTER_ROWS = [[...'qwertyuiop'], [...'asdfghjkl', "'"], [...'zxcvbnm']];

/** The alphabet's letters in teaching order, in rows of at most ten keys, as even as they go (ADR 096). */
function alphabetRows(keys: readonly string[]): string[][] {
  const perRow = Math.ceil(keys.length / Math.ceil(keys.length / 10));
  return Array.from({ length: Math.ceil(keys.length / perRow) }, (_, r) => keys.slice(r * perRow, (r + 1) * perRow));
}

/** Keeps focus where it was on a mouse or touch press, so Enter on the physical keyboard still submits. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

function LetterKey({
  letter,
  shown,
  status,
  onKey,
}: {
  letter: string;
  shown: string;
  status: LetterStatus;
  onKey: (key: string) => void;
}) {
  const mark = statusMark(status);
  const label = letterLabel(letter, status);
  return (
    <Button
      variant={keyVariant(status)}
      className={`wordle-key ${status === LetterStatus.Unused ? 'wordle-key-unused' : ''}`}
      aria-label={label === letter.toUpperCase() ? undefined : label}
      onMouseDown={keepFocus}
      onClick={() => onKey(letter)}
    >
      {shown}
      {mark && (
        <span className="wordle-mark" aria-hidden="true">
          {mark}
        </span>
      )}
    </Button>
  );
}

function ActionKey({
  label,
  keyName,
  onKey,
}: {
  label: string;
  keyName: string;
  onKey: (key: string) => void;
}) {
  return (
    <Button
      variant="light"
      className="wordle-key wordle-key-wide"
      onMouseDown={keepFocus}
      onClick={() => onKey(keyName)}
    >
      {label}
    </Button>
  );
}

/**
 * The on-screen keyboard: letters in QWERTY order with the apostrophe, or by the teacher's alphabet
 * its letters in teaching order, a digraph one key typing one tile (ADR 096); Enter and Delete.
 */
export function WordleKeyboard({
  status,
  onKey,
  spelling,
}: {
  status: KeyboardStatus;
  onKey: (key: string) => void;
  spelling: WordleSpelling;
}) {
  const rows = spelling.keys ? alphabetRows(spelling.keys) : LETTER_ROWS;
  return (
    <div className="wordle-keyboard" role="group" aria-label="Keyboard">
      {rows.map((letters, r) => (
        <div key={r} className="wordle-key-row">
          {r === rows.length - 1 && <ActionKey label="Enter" keyName={ENTER_KEY} onKey={onKey} />}
          {letters.map((letter) => (
            <LetterKey
              key={letter}
              letter={letter}
              shown={spelling.shown(letter)}
              status={status[letter] ?? LetterStatus.Unknown}
              onKey={onKey}
            />
          ))}
          {r === rows.length - 1 && <ActionKey label="Delete" keyName={BACKSPACE_KEY} onKey={onKey} />}
        </div>
      ))}
    </div>
  );
}
