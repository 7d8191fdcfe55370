import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { createUser, expectAccessible, logIn } from '../support/helpers';

/**
 * /words comes with its first screen drawn (ADR 099): the page a signed-in learner sees before the
 * app's code has run, which the app then replaces without anything moving.
 */

/** Holds the app's entry script until `release` is called: the page as it is before its code has arrived. */
async function holdTheEntry(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const boxOf = async (page: Page, name: 'heading' | 'search') =>
  (name === 'heading'
    ? page.getByRole('heading', { level: 1, name: 'Words' })
    : page.getByRole('searchbox', { name: 'Search words' })
  ).boundingBox();

for (const width of [390, 1280]) {
  test(`at ${width} px, a signed-in learner's /words is drawn before its code, accessible, and the app takes its place without a shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const user = await createUser();
    await logIn(page, user.username, user.password);
    await page.goto('/');
    const release = await holdTheEntry(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        // What was drawn before the code (the list's own columns settle as its rows come, apart).
        for (const entry of list.getEntries()) {
          const { value, sources } = entry as unknown as { value: number; sources: { node?: Node }[] };
          if (sources.some(({ node }) => !(node instanceof Element && node.closest('table'))))
            shifts.push(value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    const navigation = page.goto('/words', { waitUntil: 'commit' });
    await navigation;
    // Before the code: the page's own first screen, the learner's name in the menu.
    await expect(page.getByRole('heading', { level: 1, name: 'Words' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search words' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading lexicon...' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Offline downloads' })).toBeVisible();
    await expect(page.locator('#first-screen')).toHaveCount(1);
    if (width >= 1200)
      await expect(page.getByRole('button', { name: `Hello ${user.username}` })).toBeVisible();
    else await expect(page.getByRole('button', { name: 'Toggle navigation' })).toBeVisible();
    await expect(page).toHaveTitle(/^Words \| /);
    await expectAccessible(page);
    const before = { heading: await boxOf(page, 'heading'), search: await boxOf(page, 'search') };
    // The keyboard reaches the search field before the code has come: what is typed there is searched for.
    await page.getByRole('searchbox', { name: 'Search words' }).fill('zzzz-no-such-word');

    release();
    await expect(page.locator('#first-screen')).toHaveCount(0);
    await expect(page.getByText('No matching lexical entries found.')).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search words' })).toHaveValue('zzzz-no-such-word');
    await expect(page.getByRole('searchbox', { name: 'Search words' })).toBeFocused();
    expect({ heading: await boxOf(page, 'heading'), search: await boxOf(page, 'search') }).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);

    // The app's page works: cleared, the search shows every entry.
    await page.getByRole('searchbox', { name: 'Search words' }).fill('');
    await expect(page.getByRole('status').filter({ hasText: /entries\.$/ })).toBeVisible();
    await expectAccessible(page);
  });
}

test('a visitor, or /words with a search in its address, gets the ordinary page', async ({ page }) => {
  const res = await page.request.get('/words');
  expect(await res.text()).not.toContain('id="first-screen"');
  const user = await createUser();
  await logIn(page, user.username, user.password);
  const withQuery = await page.request.get('/words?lex=a');
  expect(await withQuery.text()).not.toContain('id="first-screen"');
  const signedIn = await page.request.get('/words');
  expect(await signedIn.text()).toContain('id="first-screen"');
});
