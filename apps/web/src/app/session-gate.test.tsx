import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, signedIn } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

// The signed-in menu's code, held back until the test lets it arrive (a slow connection).
const menuCode = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('../components/signed-in-navbar', async (importOriginal) => {
  await menuCode.arrived;
  return importOriginal();
});

describe('the session gate (ADR 082)', () => {
  it('when a signed-in learner opens /words before the menu has arrived, then Loading... stays until the page can show whole, with its menu', async () => {
    mockFetch({
      ...signedIn('learner'),
      'GET /api/lexs': { body: { data: [] } },
      'GET /api/audio-recordings-info': { body: { data: [] } },
    });
    // The page's own code is on hand (transformed once here, as the browser has it from the Link header).
    await import('./pages/words-route');
    renderApp('/words');

    // The session has answered and the page's code is on hand: only the menu is missing.
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading...'));
    // Longer than React's 300 ms hold of a Suspense boundary's content: without the gate the page
    // would show by now, beside a brand-only bar.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByRole('heading', { name: 'Words' })).not.toBeInTheDocument();

    await act(async () => menuCode.arrive());

    expect(await screen.findByRole('heading', { level: 1, name: 'Words' })).toBeInTheDocument();
    const navbar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(navbar).getByRole('button', { name: 'Hello learner' })).toBeInTheDocument();
  });
});
