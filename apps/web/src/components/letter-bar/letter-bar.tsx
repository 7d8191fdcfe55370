import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { useAlphabet } from '../../api/alphabet';
import { barLetters } from './bar-letters';
import type { BarLetter } from './bar-letters';
import { isLanguageField } from './is-language-field';
import './letter-bar.css';

// The letter bar (issue 40, ADR 090), loaded when a language field first gets focus: the letters
// of the alphabet a standard keyboard lacks, as buttons in one row above the focused field (below
// it when there is no room above), inserting at the caret. It follows focus: shown while a language
// field or the bar itself has it. Its host sits just after the field in the document, so Tab
// reaches its buttons from the field and a dialog's focus trap keeps them; it is fixed on screen,
// never in the page's flow, so nothing moves when it shows.

type LanguageField = HTMLInputElement | HTMLTextAreaElement;

const LONG_PRESS_MS = 500;
const GAP = 4;

/** Inserts `text` at the caret of `field` (over the selection), as typing would: React's onChange sees it. */
function insertAtCaret(field: LanguageField, text: string): boolean {
  const start = field.selectionStart ?? field.value.length;
  const end = field.selectionEnd ?? start;
  if (field.maxLength >= 0 && field.value.length - (end - start) + text.length > field.maxLength)
    return false;
  field.setRangeText(text, start, end, 'end');
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: text }));
  return true;
}

/** Keeps focus in the field on a mouse or touch press of a key. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

interface Place {
  top: number;
  left: number;
  width: number;
}

/** Where the bar goes: above the field, else below it; as wide as the field, within the screen. */
function placeFor(field: LanguageField, barHeight: number): Place {
  const rect = field.getBoundingClientRect();
  const screenWidth = document.documentElement.clientWidth;
  const width = Math.min(screenWidth - 2 * GAP, Math.max(rect.width, 280));
  const left = Math.max(GAP, Math.min(rect.left, screenWidth - width - GAP));
  const above = rect.top - barHeight - GAP;
  return { top: above >= 0 ? above : rect.bottom + GAP, left, width };
}

function LetterKey({
  letter,
  upper,
  onInsert,
}: {
  letter: BarLetter;
  upper: boolean;
  onInsert: (text: string) => void;
}) {
  const timer = useRef<number | undefined>(undefined);
  const longPressed = useRef(false);
  const text = upper ? letter.upper : letter.lower;
  const stop = () => window.clearTimeout(timer.current);
  return (
    <button
      type="button"
      className="btn btn-light letter-bar-key"
      aria-label={`Insert ${text}`}
      onMouseDown={keepFocus}
      onContextMenu={(event) => event.preventDefault()}
      onPointerDown={() => {
        longPressed.current = false;
        stop();
        timer.current = window.setTimeout(() => {
          longPressed.current = true;
          onInsert(letter.upper);
        }, LONG_PRESS_MS);
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onClick={() => {
        stop();
        if (longPressed.current) longPressed.current = false;
        else onInsert(text);
      }}
    >
      {text}
    </button>
  );
}

function LetterBar({ field }: { field: LanguageField | null }) {
  const alphabet = useAlphabet();
  const letters = useMemo(() => (alphabet ? barLetters(alphabet) : []), [alphabet]);
  const [upper, setUpper] = useState(false);
  const [place, setPlace] = useState<Place | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  const shown = field !== null && letters.length > 0;

  useLayoutEffect(() => {
    if (!shown) return;
    const update = () => setPlace(placeFor(field, bar.current?.offsetHeight ?? 0));
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    window.visualViewport?.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
      window.visualViewport?.removeEventListener('resize', update);
    };
  }, [field, shown]);

  if (!shown) return null;
  const insert = (text: string) => {
    insertAtCaret(field, text);
    setUpper(false);
    // A keyboard user pressed the key after Tab: back to the field to go on typing.
    if (document.activeElement !== field) field.focus();
  };
  return (
    <div
      ref={bar}
      role="group"
      aria-label="Letters"
      className="letter-bar"
      style={place ? { top: place.top, left: place.left, width: place.width } : { visibility: 'hidden' }}
    >
      <button
        type="button"
        className="btn btn-outline-secondary letter-bar-key"
        aria-label="Upper case"
        aria-pressed={upper}
        onMouseDown={keepFocus}
        onClick={() => setUpper((u) => !u)}
      >
        <span aria-hidden="true">⇧</span>
      </button>
      {letters.map((letter) => (
        <LetterKey key={letter.lower} letter={letter} upper={upper} onInsert={insert} />
      ))}
    </div>
  );
}

/**
 * Starts the bar: from now on it follows focus (shown for a language field, kept while focus is in
 * the bar, hidden elsewhere). Answers `show`, for the field that had focus when the code arrived,
 * and `stop`.
 */
export function startLetterBar(queryClient: QueryClient) {
  const host = document.createElement('div');
  host.className = 'letter-bar-host';
  // No box of its own: beside the field in a flex row it takes no gap (the bar is fixed on screen).
  host.style.display = 'contents';
  const root = createRoot(host);
  const render = (field: LanguageField | null) =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <LetterBar field={field} />
      </QueryClientProvider>,
    );
  const show = (field: LanguageField) => {
    if (field.nextElementSibling !== host) field.after(host);
    render(field);
  };
  const hide = () => {
    render(null);
    // Out of the page's markup while hidden, so no layout rule (an input group's last child) sees it.
    if (host.parentElement !== document.body) document.body.append(host);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (isLanguageField(event.target)) show(event.target);
    else if (!(event.target instanceof Node && host.contains(event.target))) hide();
  };
  const onFocusOut = (event: FocusEvent) => {
    // Focus left for nothing (a press on the page's background): the bar goes with it.
    if (event.relatedTarget === null && !(event.target instanceof Node && host.contains(event.target)))
      hide();
  };
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', onFocusOut);
  const stop = () => {
    document.removeEventListener('focusin', onFocusIn);
    document.removeEventListener('focusout', onFocusOut);
    host.remove();
    // After the render that stopped it (the app's cleanup runs inside React's commit).
    window.setTimeout(() => root.unmount());
  };
  return { show, stop };
}
