import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { startAppServer } from '../support/app-server';
import { E2E_PORT, serverEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { finishLesson } from '../support/lessons';
import { expectStyled } from '../support/styles';

/**
 * The look of the key screens, at a touch phone's width and a laptop's, compared with the baselines
 * in e2e/visual-baselines (`pnpm test:visual:update` writes them anew after a change made on
 * purpose; docs/testing.md). Each run has a server of its own: fresh sample data, the same accounts
 * and activity, and a clock, the server's and the browser's, that starts at the same instant, so a
 * screen looks the same whatever the day and whichever tests ran before.
 */

const VISUAL_PORT = E2E_PORT + 1000;
const VISUAL_URL = `http://127.0.0.1:${VISUAL_PORT}`;
const VISUAL_DATA_DIR = path.join(os.tmpdir(), `langapp-visual-${VISUAL_PORT}`);
/** A Wednesday, 10:00 in Los Angeles: in the future, so the session cookie is not already expired. */
const NOW = new Date('2030-03-06T18:00:00Z');

const WIDTHS = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
  },
  laptop: { viewport: { width: 1280, height: 800 } },
} as const;

const ACCOUNTS = {
  learner: { username: 'learner', password: 'learner-sample' },
  teacher: { username: 'teacher', password: 'teacher-sample' },
} as const;

interface Screen {
  name: string;
  as: keyof typeof ACCOUNTS | 'visitor';
  /** Opens the screen and waits until it shows what the baseline shows. */
  open: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: 'wordle-word-not-found',
    as: 'visitor',
    open: async (page) => {
      await page.goto('/wordle');
      await expect(page.getByRole('link', { name: 'Previous Wordles' })).toBeVisible();
      for (const key of 'aaaaa') await page.keyboard.press(key);
      // The toast hides after a moment: the browser's clock stands still while it is compared.
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: 'Word not found' })).toBeVisible();
    },
  },
  {
    name: 'words',
    as: 'learner',
    open: async (page) => {
      await page.goto('/words');
      await expect(page.getByRole('status').filter({ hasText: /entries\.$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: "Play are'e", exact: true })).toBeVisible();
    },
  },
  {
    name: 'text',
    as: 'learner',
    open: async (page) => {
      await page.goto('/text-view?id=1');
      await expect(page.getByText('Today we go to the river.').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Play Wosro okihu yuecamak.' })).toBeVisible();
    },
  },
  {
    name: 'review-front',
    as: 'learner',
    open: async (page) => {
      await page.goto('/review');
      await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
    },
  },
  {
    name: 'review-back',
    as: 'learner',
    open: async (page) => {
      await page.goto('/review');
      await page.getByRole('button', { name: 'Show answer' }).click();
      await expect(page.getByRole('button', { name: /^Easy, next in/ })).toBeVisible();
    },
  },
  {
    name: 'progress',
    as: 'learner',
    open: async (page) => {
      await page.goto('/progress');
      await expect(page.getByText(/day streak/)).toBeVisible();
    },
  },
  {
    name: 'lesson-step',
    as: 'learner',
    open: async (page) => {
      await page.goto('/vocab/s1a1');
      await page.getByRole('button', { name: 'Start' }).click();
      await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    },
  },
  {
    name: 'sentences',
    as: 'learner',
    open: async (page) => {
      await page.goto('/sents');
      await expect(page.getByRole('status').filter({ hasText: /sentences\.$/ })).toBeVisible();
    },
  },
  {
    name: 'console-learners',
    as: 'teacher',
    open: async (page) => {
      await page.goto('/admin/learners');
      await expect(page.getByRole('rowheader', { name: 'learner', exact: true })).toBeVisible();
    },
  },
  {
    name: 'console-progress',
    as: 'teacher',
    open: async (page) => {
      await page.goto('/admin/progress');
      await expect(page.getByRole('table').getByText('learner', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'console-import',
    as: 'teacher',
    open: async (page) => {
      await page.goto('/admin/import');
      await expect(page.getByRole('button', { name: 'Check the file' })).toBeVisible();
    },
  },
  {
    name: 'lessons',
    as: 'learner',
    open: async (page) => {
      await page.goto('/vocab');
      await expect(page.getByRole('link', { name: /Sample lesson 1/ }).first()).toBeVisible();
    },
  },
];

/** A browser of its own at this width, on this run's server and clock, signed in as `as`. */
async function openAs(
  browser: Browser,
  width: keyof typeof WIDTHS,
  as: Screen['as'],
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...WIDTHS[width],
    baseURL: VISUAL_URL,
    locale: 'en-US',
    timezoneId: 'America/Los_Angeles',
  });
  await context.clock.install({ time: NOW });
  if (as !== 'visitor') {
    const res = await context.request.post('/api/login', { form: ACCOUNTS[as] });
    expect(res.ok(), `signing in as ${as}`).toBe(true);
  }
  return context;
}

test.describe('the look of the key screens', () => {
  let stopServer: (() => Promise<void>) | undefined;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    fs.rmSync(VISUAL_DATA_DIR, { recursive: true, force: true });
    fs.mkdirSync(VISUAL_DATA_DIR, { recursive: true });
    stopServer = await startAppServer(
      {
        ...serverEnv(''),
        PORT: String(VISUAL_PORT),
        PUBLIC_URL: VISUAL_URL,
        DATA_DIR: VISUAL_DATA_DIR,
        TEST_CLOCK_START: NOW.toISOString(),
      },
      path.join(VISUAL_DATA_DIR, 'server.log'),
    );
    // The learner's activity the screens show: the first lesson taken, and three cards reviewed.
    const context = await openAs(browser, 'laptop', 'learner');
    const page = await context.newPage();
    await finishLesson(page, 's1a1');
    await page.goto('/review');
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Show answer' }).click();
      await page.getByRole('button', { name: /^Good, next in/ }).click();
    }
    await context.close();
  });

  test.afterAll(async () => {
    await stopServer?.();
  });

  test('the "Word not found" toast lies over the board, on screen on a 375×667 phone', async ({
    browser,
  }) => {
    const context = await openAs(browser, 'phone', 'visitor');
    const page = await context.newPage();
    await page.setViewportSize({ width: 375, height: 667 });
    await SCREENS.find((s) => s.name === 'wordle-word-not-found')!.open(page);
    const toast = (await page.getByRole('alert').filter({ hasText: 'Word not found' }).boundingBox())!;
    const board = (await page.getByRole('group', { name: 'Row 1', exact: true }).boundingBox())!;
    expect(toast.y).toBeGreaterThanOrEqual(0);
    expect(toast.x).toBeGreaterThanOrEqual(0);
    expect(toast.y + toast.height).toBeLessThanOrEqual(667);
    expect(toast.x + toast.width).toBeLessThanOrEqual(375);
    // Over the board's first row: centred on it, covering part of it.
    expect(Math.abs(toast.x + toast.width / 2 - (board.x + board.width / 2))).toBeLessThan(2);
    expect(toast.y).toBeLessThan(board.y + board.height);
    expect(toast.y + toast.height).toBeGreaterThan(board.y);
    await context.close();
  });

  test("the menu's review count and a finished lesson's mark are pills", async ({ browser }) => {
    const context = await openAs(browser, 'laptop', 'learner');
    const page = await context.newPage();
    await page.goto('/vocab');
    const pills = [
      page.getByRole('link', { name: /^Review/ }).locator('.badge'),
      page.getByText('Finished', { exact: true }),
    ];
    for (const pill of pills) {
      await expect(pill).toBeVisible();
      const { radius, height } = await pill.evaluate((el) => ({
        radius: parseFloat(getComputedStyle(el).borderTopLeftRadius),
        height: el.getBoundingClientRect().height,
      }));
      expect(radius).toBeGreaterThanOrEqual(height / 2);
    }
    await context.close();
  });

  for (const width of Object.keys(WIDTHS) as (keyof typeof WIDTHS)[])
    for (const screen of SCREENS)
      test(`${screen.name} at ${WIDTHS[width].viewport.width} px looks as its baseline`, async ({
        browser,
      }) => {
        const context = await openAs(browser, width, screen.as);
        try {
          const page = await context.newPage();
          await screen.open(page);
          await expectStyled(page);
          // Times of day (a learner's last activity) move with the seconds the run takes: masked.
          await expect(page).toHaveScreenshot(`${screen.name}-${width}.png`, {
            mask: [page.getByText(/\b\d{1,2}:\d\d\s?[AP]M\b/)],
          });
        } finally {
          await context.close();
        }
      });
});
