/**
 * A ref callback that focuses its element as it enters the page, in place of autoFocus: React
 * focuses an autoFocus element itself, but Preact (which the app ships on) only sets the autofocus
 * attribute, which browsers ignore on an element added after the page has loaded. Being one
 * function, it is called once per element, not at every render.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
