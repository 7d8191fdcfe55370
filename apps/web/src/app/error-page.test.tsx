import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { signedIn, mockFetch, visitor } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

function Broken(): never {
  throw new Error('The word list could not be drawn.');
}

function BrokenWithCause(): never {
  throw new Error('The lesson could not be shown.', { cause: new Error('Step 3 has no word.') });
}

function BrokenWithObject(): never {
  // Something that is not an Error, as a library might throw.
  throw { code: 'E_LESSON', step: 3 };
}

type Logged = MockInstance<typeof console.error>;

/** The app's own line in the console (React and the router may log their own lines too). */
const pageLine = (logged: Logged) => logged.mock.calls.find((call) => call[0] === 'The page failed:');

const renderBroken = (Page: () => never) => renderApp('/', { routes: [{ path: '/', element: <Page /> }] });

describe('error page', () => {
  it.each([
    ['a visitor', visitor],
    ['a signed-in user', signedIn()],
  ])(
    'when %s opens an unknown route, then the 404 page links home and logs nothing',
    async (_who, replies) => {
      const logged = vi.spyOn(console, 'error');
      const warned = vi.spyOn(console, 'warn');
      mockFetch(replies);
      renderApp('/no-such-page');

      expect(await screen.findByRole('heading', { level: 1, name: '404: Not Found' })).toBeInTheDocument();
      expect(screen.getByText('Sorry, the requested route cannot be found.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
      // Nothing failed: an unknown address is not an error of the app.
      expect(logged).not.toHaveBeenCalled();
      expect(warned).not.toHaveBeenCalled();
    },
  );

  it('when an admin opens an unknown console address, then the 404 shows in the console with a way home and back to its start, logging nothing', async () => {
    const logged = vi.spyOn(console, 'error');
    mockFetch(signedIn('teacher', true));
    renderApp('/admin/no-such-section');

    expect(await screen.findByRole('heading', { level: 1, name: '404: Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Back to the console' })).toHaveAttribute('href', '/admin');
    expect(logged).not.toHaveBeenCalled();
  });

  it('when a page throws, then Oops shows with the error message and the error is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBroken(Broken);

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, an unexpected error has occurred.')).toBeInTheDocument();
    expect(screen.getByText('The word list could not be drawn.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(pageLine(logged)).toEqual([
      'The page failed:',
      'The word list could not be drawn.',
      expect.stringMatching(/The word list could not be drawn\.[\s\S]*Broken/),
    ]);
  });

  it('when a page throws an error with a cause, then the cause is logged too', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBroken(BrokenWithCause);

    expect(await screen.findByText('The lesson could not be shown.')).toBeInTheDocument();
    expect(pageLine(logged)).toEqual([
      'The page failed:',
      'The lesson could not be shown.',
      expect.stringContaining('BrokenWithCause'),
      'Caused by:',
      'Step 3 has no word.',
    ]);
  });

  it('when a page throws something that is not an Error, then its contents are shown and logged as text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderBroken(BrokenWithObject);

    expect(await screen.findByText('{"code":"E_LESSON","step":3}')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(pageLine(logged)).toEqual(['The page failed:', '{"code":"E_LESSON","step":3}']),
    );
  });

  it("when a page's code cannot be downloaded, then Oops shows and a link elsewhere brings the page back", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/broken', {
      routes: [
        {
          path: '/broken',
          page: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
        },
        { path: '/', element: <h1>Home</h1> },
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    // Logged by an effect of the error page: on a busy machine, after the page shows.
    await vi.waitFor(() =>
      expect(pageLine(logged)).toEqual([
        'The page failed:',
        'Failed to fetch dynamically imported module',
        expect.any(String),
      ]),
    );
    await router.navigate('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });
});
