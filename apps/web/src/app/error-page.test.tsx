import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { signedIn, mockFetch, visitor } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';
import { ErrorPage } from './error-page';

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

const renderBroken = (Page: () => never) =>
  renderApp('/', { routes: [{ path: '/', element: <Page />, errorElement: <ErrorPage /> }] });

describe('error page', () => {
  it.each([
    ['a visitor', visitor],
    ['a signed-in user', signedIn()],
  ])('when %s opens an unknown route, then the 404 page links home', async (_who, replies) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch(replies);
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: '404: Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the requested route cannot be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    // Readable words, not an object whose class name a production build has minified.
    expect(pageLine(logged)).toEqual([
      'The page failed:',
      '404 Not Found',
      expect.stringContaining('/no-such-page'),
    ]);
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

  it('when a route answers an error status, then Oops shows its status text', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/', {
      routes: [
        {
          path: '/',
          loader: () => {
            throw new Response('', { status: 503, statusText: 'Service Unavailable' });
          },
          element: <p>never shown</p>,
          errorElement: <ErrorPage />,
        },
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
    await vi.waitFor(() => expect(pageLine(logged)).toEqual(['The page failed:', '503 Service Unavailable']));
  });
});
