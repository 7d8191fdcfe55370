import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../../test/axe';
import { mockFetch, visitor } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

const openDictionary = {
  ...visitor,
  'GET /api/who': { body: { username: null, admin: false, publicDictionary: true } },
};

describe('the front door (/ for a visitor)', () => {
  it('when a visitor opens /, then two sentences say what the product is and how to get an account, above the login form', async () => {
    mockFetch(visitor);
    renderApp('/');

    const about = await screen.findByRole('region', { name: 'About Testlang' });
    expect(about).toHaveTextContent(/^Testlang is where our community teaches and learns its language/);
    expect(about).toHaveTextContent('To get an account, ask Ms. Rivera for an invitation');
    // The spec's login form stays as it is, after the introduction.
    const heading = screen.getByRole('heading', { level: 1, name: 'Log in' });
    expect(about.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot');
  });

  it('when the names come from another configuration, then the front door says those', async () => {
    mockFetch(visitor);
    renderApp('/', { config: { productName: 'Other Name', contactName: 'Mr. Okafor', oldSiteUrl: null } });

    const about = await screen.findByRole('region', { name: 'About Other Name' });
    expect(about).toHaveTextContent('Other Name is where');
    expect(about).toHaveTextContent('ask Mr. Okafor for an invitation');
  });

  it('when the dictionary is not public, then only the Wordle is offered to a visitor', async () => {
    mockFetch(visitor);
    renderApp('/');

    const open = await screen.findByRole('navigation', { name: 'Open to everyone' });
    expect(within(open).getByRole('link', { name: "Play today's Wordle" })).toHaveAttribute(
      'href',
      '/wordle',
    );
    expect(within(open).queryByRole('link', { name: 'Browse the dictionary' })).not.toBeInTheDocument();
  });

  it('when the teacher has made the dictionary public, then the front door links to it', async () => {
    mockFetch(openDictionary);
    renderApp('/');

    const open = await screen.findByRole('navigation', { name: 'Open to everyone' });
    expect(within(open).getByRole('link', { name: 'Browse the dictionary' })).toHaveAttribute(
      'href',
      '/words',
    );
  });

  it('when a visitor follows the navbar’s Sign in, then / opens with the username field focused', async () => {
    mockFetch({ ...visitor, 'GET /api/wordle-dates-all': { body: [] } });
    const { user, router } = renderApp('/wordle/previous');

    const navbar = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(navbar).getByRole('link', { name: 'Sign in' }));

    expect(await screen.findByLabelText('Username')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/');
  });

  it('when a visitor opens / without Sign in, then no field takes the focus and the page passes axe', async () => {
    mockFetch(visitor);
    renderApp('/');

    expect(await screen.findByLabelText('Username')).not.toHaveFocus();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
