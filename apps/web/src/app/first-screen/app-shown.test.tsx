import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAnimationFrames } from '../../test/animation-frames';
import { AppShown, showApp, startAfterFirstScreen } from './app-shown';

/** A page as the server sends /words with its first screen: the drawn page, then the app's hidden root. */
function servedWithFirstScreen() {
  document.body.innerHTML =
    '<div id="first-screen"><h1>Words</h1><label for="words-search">Search words</label>' +
    '<input id="words-search" type="search"></div>' +
    '<div id="root" hidden><label for="words-search">Search words</label><input id="words-search" type="search"></div>';
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the app in place of the first screen (ADR 099)', () => {
  it('when the app shows its page, then the first screen goes and the app shows, with the focus where it was', () => {
    servedWithFirstScreen();
    (document.querySelector('#first-screen input') as HTMLInputElement).focus();
    expect(screen.queryByRole('searchbox')).toBe(document.activeElement);

    showApp();

    expect(document.getElementById('first-screen')).toBeNull();
    expect(document.getElementById('root')).not.toHaveAttribute('hidden');
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveFocus();
    expect(screen.getByRole('searchbox').closest('#root')).not.toBeNull();
  });

  it('when AppShown commits, then the swap is made; without a first screen nothing changes', () => {
    servedWithFirstScreen();
    render(<AppShown />);
    expect(document.getElementById('first-screen')).toBeNull();
    expect(document.getElementById('root')).not.toHaveAttribute('hidden');

    document.body.innerHTML = '<div id="root"><p>The app</p></div>';
    showApp();
    expect(document.body.innerHTML).toBe('<div id="root"><p>The app</p></div>');
  });
});

describe('the first render with a first screen (ADR 099)', () => {
  it('starts at once without a first screen, and after a painted frame with one', async () => {
    // The frames held by the test: jsdom's own can be left stalled by an earlier file's fake timers.
    const frames = holdAnimationFrames();
    document.body.innerHTML = '<div id="root"></div>';
    let started = 0;
    startAfterFirstScreen(() => started++);
    expect(started).toBe(1);
    expect(frames.waiting).toBe(0);

    servedWithFirstScreen();
    startAfterFirstScreen(() => started++);
    expect(frames.waiting).toBe(1);
    frames.run();
    // Not in the frame itself: in the task after it, once the frame has been painted.
    expect(started).toBe(1);
    await vi.waitFor(() => expect(started).toBe(2));
  });
});

function SearchField() {
  const [query, setQuery] = useState('');
  return (
    <>
      <label htmlFor="words-search">Search words</label>
      <input id="words-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <p>Searching for: {query}</p>
    </>
  );
}

describe('what was typed on the first screen (ADR 099)', () => {
  it('when a word was typed before the app came, then the app searches for it', async () => {
    document.body.innerHTML =
      '<div id="first-screen"><label for="words-search">Search words</label><input id="words-search" type="search" value=""></div>' +
      '<div id="root" hidden></div>';
    const typed = document.querySelector<HTMLInputElement>('#first-screen input')!;
    typed.value = 'okihu';
    typed.focus();
    const root = createRoot(document.getElementById('root')!);
    act(() => root.render(<SearchField />));

    act(() => showApp());

    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveValue('okihu');
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveFocus();
    expect(await screen.findByText('Searching for: okihu')).toBeInTheDocument();
    act(() => root.unmount());
  });
});
