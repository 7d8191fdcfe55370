import { afterEach, describe, expect, it } from 'vitest';
import { reviewKeyAction } from './review-keys';

afterEach(() => document.body.replaceChildren());

/** A keydown as the browser sends it to `target` (the page itself when none). */
function press(key: string, target: Element = document.body, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  let action: ReturnType<typeof reviewKeyAction> = null;
  document.addEventListener('keydown', (e) => (action = reviewKeyAction(e)), { once: true });
  target.dispatchEvent(event);
  return action;
}

function inMain(html: string): Element {
  document.body.innerHTML = `<nav><a href="/words">Words</a></nav><main><p>Card</p>${html}</main>`;
  return document.querySelector('main')!.lastElementChild!;
}

describe('reviewKeyAction', () => {
  it.each([
    [' ', { type: 'space' }],
    ['1', { type: 'rate', rating: 1 }],
    ['2', { type: 'rate', rating: 2 }],
    ['3', { type: 'rate', rating: 3 }],
    ['4', { type: 'rate', rating: 4 }],
    ['u', { type: 'undo' }],
    ['U', { type: 'undo' }],
    ['5', null],
    ['Enter', null],
  ])('when %j is pressed on the page, then the action follows', (key, expected) => {
    expect(press(key)).toEqual(expected);
  });

  it('when Ctrl+Z or ⌘Z is pressed, then it undoes; with another modifier a key does nothing', () => {
    expect(press('z', document.body, { ctrlKey: true })).toEqual({ type: 'undo' });
    expect(press('z', document.body, { metaKey: true })).toEqual({ type: 'undo' });
    expect(press('z', document.body, { ctrlKey: true, shiftKey: true })).toBeNull();
    expect(press('3', document.body, { altKey: true })).toBeNull();
    expect(press('u', document.body, { ctrlKey: true })).toBeNull();
  });

  it('when a key is held down, then only its first press counts', () => {
    expect(press('3', document.body, { repeat: true })).toBeNull();
  });

  it('when Space is pressed on a button or a checkbox, then it is left to that control; a number still rates', () => {
    for (const html of ['<button type="button">Good</button>', '<input type="checkbox">']) {
      const control = inMain(html);
      expect(press(' ', control)).toBeNull();
      expect(press('3', control)).toEqual({ type: 'rate', rating: 3 });
    }
  });

  it('when a key is typed in a text field, then no key acts', () => {
    for (const html of [
      '<input type="text">',
      '<textarea></textarea>',
      '<div contenteditable="true"></div>',
    ]) {
      const field = inMain(html);
      expect(press(' ', field)).toBeNull();
      expect(press('3', field)).toBeNull();
      expect(press('u', field)).toBeNull();
    }
  });

  it('when a key is pressed on a link (the navbar link just followed, or one in the page), then it acts: Space only scrolls a link', () => {
    const inPage = inMain('<a href="/vocab">Lessons</a>');
    const inNavbar = document.querySelector('nav a')!;
    for (const link of [inPage, inNavbar]) {
      expect(press(' ', link)).toEqual({ type: 'space' });
      expect(press('3', link)).toEqual({ type: 'rate', rating: 3 });
    }
  });

  it('when a key is pressed on the main content or a text in it, then it acts', () => {
    const paragraph = inMain('<p>Prompt</p>');
    expect(press(' ', paragraph)).toEqual({ type: 'space' });
    expect(press(' ', document.querySelector('main')!)).toEqual({ type: 'space' });
  });
});
