import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedIn, mockFetch, visitor } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';
import { ErrorPage } from './error-page';

function Broken(): never {
  throw new Error('The word list could not be drawn.');
}

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
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  });

  it('when a page throws, then Oops shows with the error message and the error is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/', { routes: [{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Oops!' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, an unexpected error has occurred.')).toBeInTheDocument();
    expect(screen.getByText('The word list could not be drawn.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'The word list could not be drawn.' }),
    );
  });

  it('when a route answers an error status, then Oops shows its status text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
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
  });
});
