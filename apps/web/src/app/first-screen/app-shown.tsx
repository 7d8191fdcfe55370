import { useLayoutEffect } from 'react';

/** The prerendered first screen the server may send in place of index.html's shell (ADR 099). */
const FIRST_SCREEN_ID = 'first-screen';

/**
 * Puts the app in place of the prerendered first screen, if one is showing: removes it and unhides
 * the app's root (hidden until then, so that React's 'Loading...' states never replace a page that
 * is already drawn). Where the focus was on the first screen (its search field), it goes to the
 * app's element of the same id, and so does what was typed there.
 */
export function showApp(): void {
  const firstScreen = document.getElementById(FIRST_SCREEN_ID);
  if (!firstScreen) return;
  const focused = document.activeElement;
  const had = focused instanceof HTMLElement && firstScreen.contains(focused) ? focused : null;
  const typed = [...firstScreen.querySelectorAll('input')].filter((input) =>
    input.type === 'checkbox' ? input.checked !== input.defaultChecked : input.value !== input.defaultValue,
  );
  firstScreen.remove();
  document.getElementById('root')?.removeAttribute('hidden');
  for (const input of typed) carryInto(document.getElementById(input.id), input);
  if (had?.id) document.getElementById(had.id)?.focus();
}

/**
 * What was typed or ticked on the first screen before the app came (its search field, the admin's
 * switch), given to the app's field of the same id as if typed there: React reads an input event.
 */
function carryInto(target: HTMLElement | null, from: HTMLInputElement): void {
  if (!(target instanceof HTMLInputElement) || !from.id) return;
  if (from.type === 'checkbox') {
    if (target.checked !== from.checked) target.click();
    return;
  }
  // The element's own value setter is React's to watch; the prototype's sets it as typing does.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(target, from.value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Rendered where the app shows a page rather than 'Loading...' (inside the page's Suspense, in the
 * error page, offline's 'connection needed'): its layout effect swaps the first screen for the app
 * in the commit that draws the page, before the browser paints, so no blank frame shows between.
 */
export function AppShown() {
  useLayoutEffect(showApp, []);
  return null;
}

/**
 * Runs `start` (the app's first render) at once, or, when the server sent a prerendered first screen,
 * once the browser has painted it: a rendering frame (requestAnimationFrame runs just before it),
 * then a task. The page is then on the screen before any of the app's rendering work, which would
 * otherwise run first whenever the code arrives as soon as the stylesheet does.
 */
export function startAfterFirstScreen(start: () => void): void {
  if (!document.getElementById(FIRST_SCREEN_ID)) start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}
