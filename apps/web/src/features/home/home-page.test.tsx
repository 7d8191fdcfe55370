import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn, mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

async function renderHome(admin: boolean) {
  mockFetch(signedIn(admin ? 'teacher' : 'learner', admin));
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Welcome to the new Testlang App!' });
  return screen.getByRole('main');
}

describe('home page', () => {
  it('when a user is signed in, then the welcome, the menu note and the quick links show', async () => {
    const main = await renderHome(false);

    expect(within(main).getByText(/moved into the menus/)).toBeInTheDocument();
    const quickLinks = within(main).getByRole('region', { name: 'Quick links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Wordle', '/wordle'],
      ['Vocabulary', '/vocab'],
      ['Words', '/words'],
      ['Sentences', '/sents'],
      ['Texts', '/texts'],
      ['Lesson Recordings', '/recordings'],
    ]);
    expect(within(main).queryByRole('heading', { name: 'Admin Functions' })).not.toBeInTheDocument();
  });

  it('when an admin is signed in, then the Admin Functions list shows too', async () => {
    const main = await renderHome(true);

    const adminFunctions = await within(main).findByRole('region', { name: 'Admin Functions' });
    expect(
      within(adminFunctions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Administration', '/admin'],
      ['Annotate texts', '/annotate'],
      ['Sentence Of The Week Admin', '/admin-sotw'],
    ]);
    // The navbar is a lazy chunk of its own, which may arrive after the page.
    expect(await screen.findByText('Hello teacher')).toBeInTheDocument();
  });
});
