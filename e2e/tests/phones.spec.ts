import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn } from '../support/helpers';
import { finishLesson } from '../support/lessons';
import {
  LEARNER_ROUTES,
  openPage,
  PHONE,
  sidewaysOverflow,
  smallTapTargets,
  TEACHER_ROUTES,
  VISITOR_ROUTES,
} from '../support/phone';

// Issue 26: every page as a visitor, a learner and the teacher on a phone and on a laptop (ADR 054).

type Role = 'visitor' | 'learner' | 'teacher';

/** The pages a role checks; the teacher's learner pages are those of the learner's run. */
const ROUTES: Record<Role, string[]> = {
  visitor: VISITOR_ROUTES,
  learner: LEARNER_ROUTES,
  teacher: TEACHER_ROUTES,
};

/**
 * Signs `page` in as a new account of the role. A learner has finished a lesson and the teacher's
 * class has activity (a learner who finished one), so that the progress pages show their tables.
 */
async function signInAs(page: Page, role: Role, openBrowser: () => Promise<Page>) {
  if (role === 'visitor') return;
  const learner = await createUser();
  const learnerPage = role === 'learner' ? page : await openBrowser();
  await logIn(learnerPage, learner.username, learner.password);
  await finishLesson(learnerPage, 's1a1');
  if (role === 'teacher') {
    const teacher = await createUser({ admin: true });
    await logIn(page, teacher.username, teacher.password);
  }
}

for (const role of ['visitor', 'learner', 'teacher'] as const) {
  test(`no page scrolls sideways at 320 px, as a ${role}`, async ({ page, openBrowser }) => {
    test.setTimeout(120_000);
    await signInAs(page, role, openBrowser);
    await page.setViewportSize({ width: 320, height: 640 });
    const routes = role === 'teacher' ? [...LEARNER_ROUTES, ...TEACHER_ROUTES] : ROUTES[role];
    const wider: string[] = [];
    for (const path of routes) {
      await openPage(page, path);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) wider.push(`${path}: ${overflow} px too wide`);
    }
    expect(wider).toEqual([]);
  });

  test(`every page passes axe, target size included, at 1280 px, as a ${role}`, async ({
    page,
    openBrowser,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, role, openBrowser);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of ROUTES[role]) {
      await openPage(page, path);
      await expectAccessible(page);
    }
  });
}

test.describe('on a touch phone, 390 px wide', () => {
  test.use(PHONE);

  for (const role of ['visitor', 'learner', 'teacher'] as const) {
    test(`every page passes axe, target size included, and every control is at least 44 x 44 px, as a ${role}`, async ({
      page,
      openBrowser,
    }) => {
      test.setTimeout(180_000);
      await signInAs(page, role, openBrowser);
      const small: string[] = [];
      for (const path of ROUTES[role]) {
        await openPage(page, path);
        await expectAccessible(page);
        small.push(...(await smallTapTargets(page)).map((target) => `${path} ${target}`));
      }
      expect(small).toEqual([]);
    });
  }

  test('the play buttons of /words and of a drill are 44 x 44 px, each beside its word', async ({ page }) => {
    const learner = await createUser();
    await logIn(page, learner.username, learner.password);
    for (const path of ['/words', '/plurals']) {
      await openPage(page, path);
      const play = page.getByRole('button', { name: /^Play / });
      await expect(play.first()).toBeVisible();
      const buttons = await play.evaluateAll((all) =>
        all.slice(0, 12).map((button) => {
          const word = button.getAttribute('aria-label')!.replace(/^Play /, '');
          const walker = document.createTreeWalker(button.closest('td, li')!, NodeFilter.SHOW_TEXT);
          let text = walker.nextNode();
          while (text && text.textContent!.trim() !== word) text = walker.nextNode();
          const range = document.createRange();
          range.selectNodeContents(text!);
          const [w, b] = [range.getBoundingClientRect(), button.getBoundingClientRect()];
          const cell = button.closest('td, li')!;
          const style = getComputedStyle(cell);
          const room = cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return {
            word,
            size: [Math.round(b.width), Math.round(b.height)],
            // Beside the word: to its right, on its line; a word too long for both (another test's
            // made-up one) puts the button on the next line, at the word's edge.
            beside:
              w.width + b.width > room
                ? Math.abs(b.left - w.left) < 2 && b.top >= w.bottom - 1
                : b.left >= w.right - 1 && Math.abs((b.top + b.bottom) / 2 - (w.top + w.bottom) / 2) < 8,
          };
        }),
      );
      expect(buttons.length).toBeGreaterThan(5);
      for (const { word, size, beside } of buttons) {
        expect(size[0], `the width of Play ${word} on ${path}`).toBeGreaterThanOrEqual(44);
        expect(size[1], `the height of Play ${word} on ${path}`).toBeGreaterThanOrEqual(44);
        expect(beside, `Play ${word} beside its word on ${path}`).toBe(true);
      }
    }
  });

  test("the console's sections are one row that scrolls sideways, the current one in view, reached by Tab", async ({
    page,
  }) => {
    const teacher = await createUser({ admin: true });
    await logIn(page, teacher.username, teacher.password);
    await openPage(page, '/admin/import');
    const sections = page.getByRole('navigation', { name: 'Console sections' });
    const tabs = await sections.getByRole('link').all();
    const tops = await Promise.all(tabs.map(async (tab) => (await tab.boundingBox())!.y));
    expect(new Set(tops).size, 'one row').toBe(1);
    const row = (await sections.boundingBox())!;
    const inView = async (name: string) => {
      const box = (await sections.getByRole('link', { name }).boundingBox())!;
      return box.x >= row.x - 0.5 && box.x + box.width <= row.x + row.width + 0.5;
    };
    // The last section is the current one: the row has scrolled to show it.
    expect(await inView('Import')).toBe(true);
    expect(await inView('Overview')).toBe(false);
    await sections.getByRole('link', { name: 'Import' }).focus();
    for (let i = 0; i < tabs.length - 1; i++) await page.keyboard.press('Shift+Tab');
    await expect(sections.getByRole('link', { name: 'Overview' })).toBeFocused();
    // The browser scrolls the focused tab into view (smoothly, where it animates).
    await expect.poll(() => inView('Overview')).toBe(true);
  });

  test("the learners' accounts are cards with every action on screen; the progress table scrolls in its own region, the learner's name in view", async ({
    page,
    openBrowser,
  }) => {
    await signInAs(page, 'teacher', openBrowser);
    await openPage(page, '/admin/learners');
    const actions = page.getByRole('button', {
      name: /^(Make admin|Remove admin|Send reset e-mail|Deactivate|Reactivate): /,
    });
    expect(await actions.count()).toBeGreaterThan(2);
    for (const action of await actions.all()) {
      const box = (await action.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }

    await openPage(page, '/admin/progress');
    const region = page.getByRole('region', { name: /Every account, with its figures/ });
    const table = region.getByRole('table', { name: /Every account, with its figures/ });
    await expect(table).toBeVisible();
    const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
    // The keyboard scrolls it: the region takes the focus, and the arrow keys move the figures.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => region.evaluate((el) => el.scrollLeft + el.clientWidth - el.scrollWidth)).toBe(0);
    const regionBox = (await region.boundingBox())!;
    const firstName = (await table.getByRole('rowheader').first().boundingBox())!;
    expect(Math.abs(firstName.x - regionBox.x)).toBeLessThan(1);
  });
});

test.describe('on a small phone, 375 px wide', () => {
  test.use({ ...PHONE, viewport: { width: 375, height: 812 } });

  // The console's tables whose last columns a phone hid to the right: each row is a card there,
  // every cell on screen and labelled with its column's name (ADR 054).
  const CARDS = [
    {
      path: '/admin/dictionary',
      table: 'Dictionary entries',
      labels: ['Part of speech', 'Gloss', 'Visible to'],
    },
    {
      path: '/admin',
      table: 'How many items each level lets see',
      labels: ['Everyone (public)', 'Learners', 'Teachers only'],
    },
    {
      path: '/admin/recordings',
      table: 'Everyone who recorded, with their notice and hold',
      labels: ['Recordings', 'Notice', 'Held back'],
    },
  ];

  test("the console's dictionary, counts per level and speakers are cards: no sideways scroll, each cell on screen under its column's name", async ({
    page,
  }) => {
    const teacher = await createUser({ admin: true });
    await logIn(page, teacher.username, teacher.password);
    for (const { path, table: name, labels } of CARDS) {
      await openPage(page, path);
      const table = page
        .getByRole('table', { name })
        .or(page.getByRole('region', { name }).getByRole('table'));
      await expect(table, `the table of ${path}`).toBeVisible();
      expect(
        await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth),
        `${path} does not scroll sideways`,
      ).toBe(true);
      const rows = await table.evaluate((el) => {
        const width = window.innerWidth;
        return Array.from((el as HTMLTableElement).tBodies[0]!.rows).map((row) =>
          Array.from(row.cells).map((cell) => {
            const box = cell.getBoundingClientRect();
            const label = getComputedStyle(cell, '::before').content;
            return {
              label: label === 'none' ? null : /^"(.*)" \/ ""$/.exec(label)?.[1],
              onScreen: box.left >= 0 && box.right <= width + 0.5 && box.width > 0,
            };
          }),
        );
      });
      expect(rows.length, `${path} has rows`).toBeGreaterThan(0);
      for (const cells of rows) {
        expect(
          cells.every((cell) => cell.onScreen),
          `every cell of ${path} on screen`,
        ).toBe(true);
        expect(
          cells.flatMap((cell) => (cell.label ? [cell.label] : [])),
          `the labels of ${path}`,
        ).toEqual(labels);
      }
      expect(await smallTapTargets(page), `the controls of ${path}`).toEqual([]);
      await expectAccessible(page);
    }
  });
});

test.describe('one column for the bar and the page', () => {
  for (const width of [1280, 390]) {
    test(`the brand and the page's title start at the same edge at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const leftOf = async (selector: string) => (await page.locator(selector).first().boundingBox())!.x;
      await openPage(page, '/wordle');
      expect(await leftOf('main h1')).toBeCloseTo(await leftOf('.navbar-brand'), 0);
      const learner = await createUser();
      await logIn(page, learner.username, learner.password);
      await openPage(page, '/words');
      expect(await leftOf('main h1')).toBeCloseTo(await leftOf('.navbar-brand'), 0);
    });
  }
});

test("a text's sentences start at the same edge, recorded or not", async ({ page }) => {
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await openPage(page, '/text-view?id=1');
    const sentences = page.locator('main ol > li');
    await expect(sentences.getByRole('button', { name: /^Play / }).first()).toBeVisible();
    // Sample text 1 has recorded sentences and others without a recording.
    const recorded = await sentences.filter({ has: page.getByRole('button', { name: /^Play / }) }).count();
    expect(recorded).toBeGreaterThan(0);
    expect(recorded).toBeLessThan(await sentences.count());
    const lefts = await sentences
      .locator('p:first-of-type')
      .evaluateAll((ps) => ps.map((p) => Math.round(p.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  }
});
