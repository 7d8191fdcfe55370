import { useLayoutEffect, useRef, useState } from 'react';
import type { ReviewRating } from '@langapp/shared';

/** What a key press asks of the review page (docs/decisions/028). */
export type ReviewKeyAction = { type: 'space' } | { type: 'rate'; rating: ReviewRating } | { type: 'undo' };

const RATING_KEYS: Record<string, ReviewRating> = { '1': 1, '2': 2, '3': 3, '4': 4 };

/** Fields where a key types a character: the page's keys never act there. */
const TEXT_ENTRY =
  'input:not([type=button],[type=checkbox],[type=radio],[type=submit],[type=reset]), textarea, select, [contenteditable]:not([contenteditable=false])';

/**
 * Controls that Space presses or toggles itself: Space is theirs, so it never acts twice. A link is
 * not one (Space only scrolls past it): a learner who has just followed the navbar's Review link,
 * whose focus is still on it, shows the answer with Space.
 */
const SPACE_OWNERS = `${TEXT_ENTRY}, button, input, summary, [role=button], [role=checkbox], [role=switch], [role=menuitem], [role=tab], [role=option]`;

/**
 * The action of a key pressed on the review page, or null: Space (shows the answer, then means
 * Good, as in Anki), 1 to 4 (Again, Hard, Good, Easy), U or Ctrl+Z / ⌘Z (undo). Keys count
 * wherever the focus is on the page, never in a text field, never a key held down; Space on a
 * focused button, checkbox or menu item is left to that control.
 */
export function reviewKeyAction(event: KeyboardEvent): ReviewKeyAction | null {
  if (event.defaultPrevented || event.repeat || event.isComposing) return null;
  const target = event.target instanceof Element ? event.target : null;
  const onPage = !target || target === document.body || target === document.documentElement;
  if (!onPage && target.closest(TEXT_ENTRY)) return null;
  const { key } = event;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && key.toLowerCase() === 'z')
    return { type: 'undo' };
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (key === ' ') return !onPage && target.closest(SPACE_OWNERS) ? null : { type: 'space' };
  if (key === 'u' || key === 'U') return { type: 'undo' };
  const rating = RATING_KEYS[key];
  return rating === undefined ? null : { type: 'rate', rating };
}

/**
 * Listens for the review keys on the whole document while `enabled`, calling `onAction` (its
 * newest version) for each. `onAction` answers whether it acted: a key that acted is not also
 * handled by the browser (Space would scroll the page).
 */
export function useReviewKeys(enabled: boolean, onAction: (action: ReviewKeyAction) => boolean) {
  const latest = useRef(onAction);
  // Layout effects: the listener and its newest handler are in place as soon as the page shows, so
  // a key pressed right after Show answer already rates (a passive effect waits for the next frame).
  useLayoutEffect(() => {
    latest.current = onAction;
  });
  useLayoutEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = reviewKeyAction(event);
      if (action && latest.current(action)) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}

const SHORTCUTS_STORAGE_KEY = 'review:keyboard-shortcuts';

/**
 * Whether the page's single-key shortcuts are on (WCAG 2.1.4: a learner who dictates, or whose
 * hand slips, can turn them off). On unless turned off in this browser.
 */
export function useShortcutsSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return window.localStorage.getItem(SHORTCUTS_STORAGE_KEY) !== 'off';
    } catch {
      return true;
    }
  });
  const set = (next: boolean) => {
    setOn(next);
    try {
      if (next) window.localStorage.removeItem(SHORTCUTS_STORAGE_KEY);
      else window.localStorage.setItem(SHORTCUTS_STORAGE_KEY, 'off');
    } catch {
      // Storage refused (a private window): the choice holds for this visit.
    }
  };
  return [on, set];
}
