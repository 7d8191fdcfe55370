import { LetterStatus } from '@langapp/shared';

/** How a status reads without colour: in an accessible name, and as a small mark on tile and key. */
const STATUS_TEXT: Record<LetterStatus, { words: string; mark: string } | null> = {
  [LetterStatus.Unknown]: null,
  [LetterStatus.Disabled]: { words: 'absent', mark: '✕' },
  [LetterStatus.Letter]: { words: 'present', mark: '↔' },
  [LetterStatus.Unused]: { words: 'not used in the language', mark: '' },
  [LetterStatus.LetterAndPosition]: { words: 'correct position', mark: '✓' },
};

/** The letter as a screen reader should say it: the apostrophe by name, the others as capitals. */
export function spokenLetter(letter: string): string {
  return letter === "'" ? 'Apostrophe' : letter.toUpperCase();
}

/** 'T, correct position'; just 'T' while nothing is known about the letter. */
export function letterLabel(letter: string, status: LetterStatus): string {
  const text = STATUS_TEXT[status];
  return text ? `${spokenLetter(letter)}, ${text.words}` : spokenLetter(letter);
}

export function statusMark(status: LetterStatus): string {
  return STATUS_TEXT[status]?.mark ?? '';
}

/** Bootstrap colour classes of a scored tile. */
export function tileColour(status: LetterStatus): string {
  switch (status) {
    case LetterStatus.LetterAndPosition:
      return 'bg-success text-white border-success';
    case LetterStatus.Letter:
      return 'bg-warning text-dark border-warning';
    case LetterStatus.Disabled:
      return 'bg-secondary text-white border-secondary';
    default:
      return '';
  }
}

/** The react-bootstrap variant of a keyboard key. */
export function keyVariant(status: LetterStatus): string {
  switch (status) {
    case LetterStatus.LetterAndPosition:
      return 'success';
    case LetterStatus.Letter:
      return 'warning';
    case LetterStatus.Disabled:
      return 'secondary';
    case LetterStatus.Unused:
      return 'outline-secondary';
    default:
      return 'light';
  }
}
