import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reviewSummarySchema } from '@langapp/shared';
import { holdReplies } from '../test/hold-replies';
import { signedIn, mockFetch } from '../test/mock-fetch';
import type { Reply } from '../test/mock-fetch';
import { renderApp } from '../test/render-app';

/** The review counts as GET /api/review/summary answers them (parsed, so they cannot drift from the schema). */
const summary = (
  counts: { new: number; learning: number; review: number },
  nextDue: string | null = null,
) => ({
  body: reviewSummarySchema.parse({ counts, nextDue }),
});

const NOTHING_DUE = summary({ new: 0, learning: 0, review: 0 });

async function renderSignedInNavbar(
  path = '/',
  reviewSummary: Reply = NOTHING_DUE,
  pageReplies: Record<string, Reply> = {},
) {
  const server = mockFetch({
    ...signedIn('learner'),
    'GET /api/logout': { body: { success: true } },
    'GET /api/review/summary': reviewSummary,
    // The home page's Continue section.
    'GET /api/vocab-lessons': { body: { data: [] } },
    ...pageReplies,
  });
  const view = renderApp(path);
  // The full menu is a chunk of its own: until it arrives the bar shows the brand alone.
  await screen.findByRole('button', { name: 'Hello learner' });
  const navbar = screen.getByRole('navigation', { name: 'Main' });
  return { ...view, ...server, navbar };
}

const hrefOf = (container: HTMLElement, name: string) =>
  within(container).getByRole('link', { name }).getAttribute('href');

/** The bar's own entries, left to right, as a person meets them (the menus still closed). */
const topLevelEntries = (navbar: HTMLElement) =>
  [
    ...navbar.querySelectorAll<HTMLElement>('.navbar-nav > .nav-link, .navbar-nav > .nav-item > .nav-link'),
  ].map((entry) => [entry.getAttribute('role') ?? entry.tagName.toLowerCase(), entry.textContent]);

describe('signed-in navbar', () => {
  it("when a user is signed in, then the bar holds the spec's entries in its order, menus grouped", async () => {
    const { navbar } = await renderSignedInNavbar();

    expect(hrefOf(navbar, 'Testlang')).toBe('/');
    expect(topLevelEntries(navbar)).toEqual([
      ['a', 'Words'],
      ['a', 'Sentences'],
      ['a', 'Texts'],
      ['button', 'Exercises'],
      ['a', 'Lesson recordings'],
      ['a', 'Wordle'],
      ['a', 'Vocabulary app'],
      ['button', 'Activities'],
      ['a', 'Review'],
      ['button', 'Hello learner'],
    ]);
    expect(hrefOf(navbar, 'Words')).toBe('/words');
    expect(hrefOf(navbar, 'Sentences')).toBe('/sents');
    expect(hrefOf(navbar, 'Texts')).toBe('/texts');
    expect(hrefOf(navbar, 'Lesson recordings')).toBe('/recordings');
    expect(hrefOf(navbar, 'Wordle')).toBe('/wordle');
    expect(hrefOf(navbar, 'Vocabulary app')).toBe('/vocab');
    expect(hrefOf(navbar, 'Review')).toBe('/review');
    // The menus' entries are not in the page until opened.
    expect(within(navbar).queryByRole('link', { name: 'Numbers' })).not.toBeInTheDocument();
    expect(within(navbar).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('when the window is 1200 px wide or more, then the bar is laid out in full (Bootstrap xl), collapsing only below', async () => {
    const { navbar } = await renderSignedInNavbar();

    // jsdom lays nothing out: what can be checked is the breakpoint the bar asks Bootstrap for.
    expect(navbar).toHaveClass('navbar-expand-xl');
    expect(navbar).not.toHaveClass('navbar-expand-xxl');
    expect(within(navbar).getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute(
      'aria-controls',
      'main-menu',
    );
  });

  it('when the Exercises menu is opened, then it offers listening and written exercises', async () => {
    const { navbar, user } = await renderSignedInNavbar();

    await user.click(within(navbar).getByRole('button', { name: 'Exercises' }));

    expect(hrefOf(navbar, 'Listening exercises')).toBe('/exercises/listening');
    expect(hrefOf(navbar, 'Written exercises')).toBe('/exercises');
  });

  it('when the Activities menu is opened with the keyboard, then it offers the four activities', async () => {
    const { navbar, user } = await renderSignedInNavbar();

    within(navbar).getByRole('button', { name: 'Activities' }).focus();
    await user.keyboard('{Enter}');

    expect(hrefOf(navbar, 'Numbers')).toBe('/numbers');
    expect(hrefOf(navbar, 'Plurals')).toBe('/plurals');
    expect(hrefOf(navbar, 'Locatives (in, at on X)')).toBe('/locatives');
    expect(hrefOf(navbar, 'Pronouns (Subjects and Objects)')).toBe('/pronouns');
  });

  it('when the greeting is opened with the keyboard, then it offers Progress, Change password and Log out', async () => {
    const { navbar, user } = await renderSignedInNavbar();

    within(navbar).getByRole('button', { name: 'Hello learner' }).focus();
    await user.keyboard('{Enter}');

    expect(hrefOf(navbar, 'Progress')).toBe('/progress');
    expect(hrefOf(navbar, 'Change password')).toBe('/change-password');
    expect(within(navbar).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('when a menu is opened, then its button says so, and Escape closes it and gives the focus back', async () => {
    const { navbar, user } = await renderSignedInNavbar();
    const exercises = within(navbar).getByRole('button', { name: 'Exercises' });
    expect(exercises).toHaveAttribute('aria-expanded', 'false');

    await user.click(exercises);
    expect(exercises).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.tab();
    expect(within(navbar).getByRole('link', { name: 'Written exercises' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(within(navbar).queryByRole('link', { name: 'Written exercises' })).not.toBeInTheDocument();
    expect(exercises).toHaveAttribute('aria-expanded', 'false');
    expect(exercises).toHaveFocus();
  });

  it('when the arrow keys are pressed on a menu, then the focus moves through its entries', async () => {
    const { navbar, user } = await renderSignedInNavbar();

    within(navbar).getByRole('button', { name: 'Activities' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(within(navbar).getByRole('link', { name: 'Numbers' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(navbar).getByRole('link', { name: 'Plurals' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(navbar).getByRole('link', { name: 'Alphabet' })).toHaveFocus();
  });

  it('when the page is clicked or the focus leaves a menu, then the menu closes', async () => {
    const { navbar, user } = await renderSignedInNavbar();
    const activities = within(navbar).getByRole('button', { name: 'Activities' });

    await user.click(activities);
    await user.click(screen.getByRole('main'));
    expect(within(navbar).queryByRole('link', { name: 'Numbers' })).not.toBeInTheDocument();

    await user.click(activities);
    await user.tab();
    expect(within(navbar).getByRole('link', { name: 'Numbers' })).toHaveFocus();
    // Past the last of the five activities, to the next entry of the bar.
    for (let i = 0; i < 5; i++) await user.tab();
    expect(within(navbar).getByRole('link', { name: 'Review' })).toHaveFocus();
    expect(within(navbar).queryByRole('link', { name: 'Numbers' })).not.toBeInTheDocument();
    expect(activities).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the menu button of a narrow screen is pressed, then the menu shows, and choosing an entry folds it again', async () => {
    const { navbar, user, router } = await renderSignedInNavbar('/', NOTHING_DUE, {
      'GET /api/sents': { body: { data: [] } },
      'GET /api/sent-audios': { body: { data: [] } },
    });
    const toggle = within(navbar).getByRole('button', { name: 'Toggle navigation' });
    const menu = navbar.querySelector('#main-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('show');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveClass('show');

    await user.click(within(navbar).getByRole('link', { name: 'Sentences' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sentences' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sents');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('show');
  });

  it('when Change password is chosen, then its page opens', async () => {
    const { navbar, user, router } = await renderSignedInNavbar();

    await user.click(within(navbar).getByRole('button', { name: 'Hello learner' }));
    await user.click(within(navbar).getByRole('link', { name: 'Change password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/change-password');
  });

  it('when Log out is chosen, then the session ends and the login form shows at /', async () => {
    const { navbar, user, router, calls } = await renderSignedInNavbar('/change-password');

    await user.click(within(navbar).getByRole('button', { name: 'Hello learner' }));
    await user.click(within(navbar).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByText('Hello learner')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.some((call) => call.path === '/api/logout')).toBe(true);
  });

  it.each([
    ['12 cards are due', summary({ new: 5, learning: 2, review: 5 }), 'Review 12 cards due', '12'],
    ['one card is due', summary({ new: 0, learning: 1, review: 0 }), 'Review 1 card due', '1'],
    ['128 cards are due', summary({ new: 10, learning: 3, review: 115 }), 'Review 128 cards due', '99+'],
  ])('when %s, then Review shows the count, read as cards due', async (_case, reply, name, badge) => {
    const { navbar } = await renderSignedInNavbar('/', reply);

    const review = await within(navbar).findByRole('link', { name });
    expect(review).toHaveAttribute('href', '/review');
    // What the eye reads; a screen reader reads the name, with the whole count.
    expect(review.querySelector('.badge [aria-hidden="true"]')).toHaveTextContent(badge);
  });

  it('when nothing is due, then Review has no badge', async () => {
    const { navbar, calls } = await renderSignedInNavbar(
      '/',
      summary({ new: 0, learning: 0, review: 0 }, '2025-03-11T09:00:00Z'),
    );

    await vi.waitFor(() => expect(calls.some((call) => call.path === '/api/review/summary')).toBe(true));
    expect(within(navbar).getByRole('link', { name: 'Review' }).querySelector('.badge')).toBeNull();
  });

  it('when the count is on its way, then Review shows without a badge until it arrives', async () => {
    mockFetch({
      ...signedIn('learner'),
      'GET /api/review/summary': summary({ new: 3, learning: 0, review: 0 }),
      'GET /api/vocab-lessons': { body: { data: [] } },
    });
    const release = holdReplies('/api/review/summary');
    renderApp('/');
    const navbar = await screen.findByRole('navigation', { name: 'Main' });
    const review = await within(navbar).findByRole('link', { name: 'Review' });

    expect(review.querySelector('.badge')).toBeNull();
    release();
    expect(await within(navbar).findByRole('link', { name: 'Review 3 cards due' })).toBeInTheDocument();
  });

  it('when the count cannot be loaded, then Review shows alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { navbar } = await renderSignedInNavbar('/', {
      status: 500,
      body: { success: false, error: 'Boom.' },
    });

    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(within(navbar).getByRole('link', { name: 'Review' })).toHaveAttribute('href', '/review');
  });
});
