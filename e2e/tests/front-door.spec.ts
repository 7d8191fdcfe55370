import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn } from '../support/helpers';
import { finishLesson } from '../support/lessons';
import { removeWord } from '../support/lexicon';
import { PHONE, sidewaysOverflow, smallTapTargets } from '../support/phone';

// Issue 36 (ADR 071): the front door a stranger meets at /, and the smaller things a newcomer met on
// the way: the public Wordle, the review on a phone, the console's dictionary beside its editor.

const LAPTOP = { viewport: { width: 1280, height: 800 } } as const;
const SIZES = [
  ['phone', PHONE],
  ['laptop', LAPTOP],
] as const;

/** The names the e2e server is configured with (support/env.ts): read at run time, not built in. */
const PRODUCT = 'Sample Language';
const CONTACT = 'your teacher';

/** The accessible name or text of the element that has the focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
  });

for (const [size, device] of SIZES) {
  test.describe(`on a ${size}`, () => {
    test.use(device);

    test('the front door says what the product is and how to get an account, beside the login form', async ({
      page,
    }) => {
      await page.goto('/');
      const about = page.getByRole('region', { name: `About ${PRODUCT}` });
      await expect(about).toContainText(`${PRODUCT} is where our community teaches and learns its language`);
      await expect(about).toContainText(`To get an account, ask ${CONTACT} for an invitation`);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('link', { name: "Play today's Wordle" })).toHaveAttribute(
        'href',
        '/wordle',
      );
      const navbar = page.getByRole('navigation', { name: 'Main' });
      await expect(navbar.getByRole('link', { name: PRODUCT })).toHaveAttribute('href', '/');
      await expect(navbar.getByRole('link', { name: 'Sign in' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      if (size === 'phone') expect(await smallTapTargets(page)).toEqual([]);
      await expectAccessible(page);
    });

    test('the public Wordle has How to play for the keyboard, and no letter is struck out before a guess', async ({
      page,
    }) => {
      await page.goto('/wordle');
      await expect(page.getByRole('button', { name: 'Enter' })).toBeVisible();
      const howToPlay = page.getByRole('button', { name: 'How to play' });
      await expect(howToPlay).toHaveAttribute('aria-expanded', 'false');
      // Reached with Tab and opened with Enter, which types nothing into the game.
      for (let i = 0; i < 12 && (await focused(page)) !== 'How to play'; i++)
        await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('How to play');
      await page.keyboard.press('Enter');
      await expect(page.getByText(/Guess the word of the day in 6 tries/)).toBeVisible();
      await expect(page.getByRole('group', { name: 'Row 1' }).getByRole('img').first()).toHaveAccessibleName(
        'empty',
      );
      // The letters the language does not use are marked, not struck through as if a guess ruled them out.
      const unused = page.getByRole('button', { name: 'V, not used in the language' });
      await expect(unused).toBeVisible();
      expect(await unused.evaluate((key) => getComputedStyle(key).textDecorationLine)).toBe('none');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
      ).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await expectAccessible(page);
    });
  });
}

test('a stranger uses the front door with the keyboard alone: the Wordle, back, Sign in, and in', async ({
  page,
}) => {
  const user = await createUser();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

  // Skip link, brand, Sign in, then the front door's link to the game.
  const order: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    order.push(await focused(page));
  }
  expect(order).toEqual(['Skip to main content', PRODUCT, 'Sign in', "Play today's Wordle"]);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/wordle$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wordle' })).toBeVisible();

  // "Sign in" from the game's page opens / with the username field focused.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(user.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome to the new ${PRODUCT} App!` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: `About ${PRODUCT}` })).toHaveCount(0);
});

test.describe('the review on a phone', () => {
  test.use(PHONE);

  test('the four ratings share one row of 44 px targets and the keyboard help is not shown', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const learner = await createUser();
    await logIn(page, learner.username, learner.password);
    await finishLesson(page, 's1a1');
    await page.goto('/review');
    await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Keyboard shortcuts' })).toBeHidden();
    await page.getByRole('button', { name: 'Show answer' }).click();

    const ratings = page.getByRole('group', { name: 'How well did you remember it?' }).getByRole('button');
    await expect(ratings).toHaveCount(4);
    const boxes = await ratings.evaluateAll((buttons) =>
      buttons.map((b) => b.getBoundingClientRect().toJSON()),
    );
    expect(new Set(boxes.map((box: DOMRect) => Math.round(box.top))).size).toBe(1);
    for (const box of boxes as DOMRect[]) expect(box.height).toBeGreaterThanOrEqual(44);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTapTargets(page)).toEqual([]);
    await expectAccessible(page);
  });
});

test.describe('the console dictionary at 1280 px', () => {
  test.use(LAPTOP);

  test("beside the editor, each entry's level shows whole and parts of speech are picked from the list", async ({
    page,
  }) => {
    const teacher = await createUser({ admin: true });
    await logIn(page, teacher.username, teacher.password);
    // A long word with no place to break (polysynthetic languages have them; SAMPLE, made up here).
    const long = `samplewordlongerthanitscolumn${Date.now().toString(36)}`;
    const added = await page.request.post('/api/add-lex', {
      form: { lex: long, pos: 'n', gloss: `samplegloss${long}` },
    });
    expect(added.ok()).toBe(true);
    const { id: longId } = (await added.json()) as { id: number };
    await page.goto('/admin/dictionary');
    const table = page.getByRole('table', { name: 'Dictionary entries' });
    await expect(table).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search by word or gloss' }).fill(long);
    await expect(table.getByRole('cell', { name: long, exact: true })).toBeVisible();
    await table
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const editor = page.getByRole('region', { name: /^Edit / });
    await expect(editor).toBeVisible();
    await expect(editor.getByRole('heading', { level: 2 })).not.toContainText('entry');

    // Each level select is at least as wide as the text of its level plus its arrow.
    const cut = await table.locator('select').evaluateAll((selects) =>
      (selects as HTMLSelectElement[]).flatMap((select) => {
        const probe = document.createElement('span');
        const style = getComputedStyle(select);
        probe.style.font = style.font;
        probe.style.position = 'absolute';
        probe.style.whiteSpace = 'nowrap';
        probe.textContent = select.selectedOptions[0]?.textContent ?? '';
        document.body.append(probe);
        const needed = probe.offsetWidth + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        probe.remove();
        return select.clientWidth + 1 < needed
          ? [`${probe.textContent}: ${select.clientWidth} < ${needed}`]
          : [];
      }),
    );
    expect(cut).toEqual([]);
    // The list does not scroll sideways in its column: the Edit buttons stay in view.
    const box = table.locator('xpath=..');
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);

    const picker = editor.getByRole('combobox', { name: 'Part of speech' }).first();
    await expect(picker.getByRole('option', { name: 'New part of speech…' })).toHaveCount(1);
    const filter = page.getByRole('combobox', { name: 'Part of speech' }).first();
    const labels = await filter.getByRole('option').allTextContents();
    const keys = labels.slice(1).map((label) => label.replace(/ \(\d+\)$/, '').toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    await expectAccessible(page);
    await removeWord(page, longId);
  });
});
