import type { MouseEvent } from 'react';
import { Button } from 'react-bootstrap';
import { BACKSPACE_KEY, ENTER_KEY, LetterStatus } from '@langapp/shared';
import type { KeyboardStatus } from '@langapp/shared';
import { keyVariant, letterLabel, statusMark } from './letter-display';

const LETTER_ROWS = [[...'qwertyuiop'], [...'asdfghjkl', "'"], [...'zxcvbnm']];

/** Keeps focus where it was on a mouse or touch press, so Enter on the physical keyboard still submits. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

function LetterKey({
  letter,
  status,
  onKey,
}: {
  letter: string;
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
      {letter.toUpperCase()}
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

/** The on-screen keyboard: letters in QWERTY order with the apostrophe, Enter and Delete. */
export function WordleKeyboard({ status, onKey }: { status: KeyboardStatus; onKey: (key: string) => void }) {
  return (
    <div className="wordle-keyboard" role="group" aria-label="Keyboard">
      {LETTER_ROWS.map((letters, r) => (
        <div key={r} className="wordle-key-row">
          {r === LETTER_ROWS.length - 1 && <ActionKey label="Enter" keyName={ENTER_KEY} onKey={onKey} />}
          {letters.map((letter) => (
            <LetterKey
              key={letter}
              letter={letter}
              status={status[letter] ?? LetterStatus.Unknown}
              onKey={onKey}
            />
          ))}
          {r === LETTER_ROWS.length - 1 && <ActionKey label="Delete" keyName={BACKSPACE_KEY} onKey={onKey} />}
        </div>
      ))}
    </div>
  );
}
