import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_SCREEN } from '@langapp/shared';
import { renderFirstScreens, renderWordsFirstScreen } from './prerender-words';

/** The prerendered HTML in a document, read as a person's tools read the page. */
function shown(html: string) {
  document.body.innerHTML = html;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe("/words's prerendered first screen (ADR 099)", () => {
  it("draws the signed-in menu, the page's heading, the offline line, the search field and the lexicon's loading", () => {
    shown(renderWordsFirstScreen({ admin: false, recorder: false }));

    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Words' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('button', { name: `Hello ${FIRST_SCREEN.username}` })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: FIRST_SCREEN.productName })).toHaveAttribute('href', '/');
    expect(within(menu).queryByRole('link', { name: 'Record' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Words' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offline downloads' })).toHaveAttribute('href', '/offline');
    expect(screen.getByRole('searchbox', { name: 'Search words' })).toHaveValue('');
    expect(screen.getByRole('status', { name: 'Loading lexicon...' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.queryByRole('switch', { name: 'Admin mode' })).toBeNull();
  });

  it("draws each kind of account's menu and page: Record for a recorder, the admin's switch for the teacher", () => {
    const screens = renderFirstScreens();
    expect(screens.file).toBe(FIRST_SCREEN.file);
    expect(Object.keys(screens.screens).sort()).toEqual([
      'admin',
      'admin+recorder',
      'learner',
      'learner+recorder',
    ]);

    shown(screens.screens['learner+recorder']!);
    expect(screen.getByRole('link', { name: 'Record' })).toHaveAttribute('href', '/record');
    expect(screen.queryByRole('switch', { name: 'Admin mode' })).toBeNull();

    shown(screens.screens.admin!);
    expect(screen.getByRole('switch', { name: 'Admin mode' })).not.toBeChecked();
    expect(screen.queryByRole('link', { name: 'Record' })).toBeNull();
  });
});
