/**
 * A ref callback that focuses its element as it enters the page. It says what it does where it is
 * used, and it focuses in the commit that adds the element (a modal's button, a card's first
 * control), whichever component renders it. Being one function, it is called once per element,
 * not at every render.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
