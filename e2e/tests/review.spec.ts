import path from 'node:path';
import type { Page } from '@playwright/test';
import { startAppServer } from '../support/app-server';
import { E2E_DATA_DIR, E2E_PORT, serverEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn } from '../support/helpers';
import { finishLesson } from '../support/lessons';

const LESSON = 's1a1';
const UNIT_DAYS: Record<string, number> = { minute: 1 / 1440, hour: 1 / 24, day: 1, month: 30, year: 365 };

/** The days until a card comes back, from a rating button's name ('Easy, next in 8 days'). */
function daysIn(buttonName: string): number {
  if (/less than a minute/.test(buttonName)) return 0;
  const match = /(\d+(?:\.\d+)?) (minute|hour|day|month|year)s?/.exec(buttonName);
  if (!match) throw new Error(`No interval in "${buttonName}"`);
  return Number(match[1]) * UNIT_DAYS[match[2]!]!;
}

/** The number of cards due the navbar's Review link names (0 when it names none). */
async function dueInNavbar(page: Page): Promise<number> {
  // The badge shows '12' (hidden from screen readers) and is read as '12 cards due'.
  const link = page.getByRole('link', { name: /^Review/ });
  const spoken = await link.evaluate((el) =>
    Array.from(el.querySelectorAll('.visually-hidden'), (hidden) => hidden.textContent).join(' '),
  );
  const match = /(\d+) cards? due/.exec(spoken);
  return match ? Number(match[1]) : 0;
}

test('a learner finishes a lesson, reviews its cards by keyboard, starts a streak, and the cards come back as scheduled', async ({
  page,
}) => {
  // A lesson, a dozen reviews and two more servers: give the flow the time its steps need.
  test.setTimeout(120_000);
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);

  const { cards } = await finishLesson(page, LESSON);
  // Ten new cards a day (the default limit); the lesson has more.
  const newPerDay = 10;
  expect(cards).toBeGreaterThan(newPerDay);
  await page.getByRole('link', { name: 'Back to Lesson Selection' }).click();
  await expect.poll(() => dueInNavbar(page)).toBe(newPerDay);

  await page.getByRole('link', { name: /^Review/ }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
  await expectAccessible(page);

  // Each card by keyboard: Space shows the answer, a digit rates it. The first card is forgotten
  // (1, Again) and comes back the same day; every card ends rated Easy (4), whose interval the
  // button names.
  const easyDays: number[] = [];
  let ratings = 0;
  for (; ratings < 3 * newPerDay; ratings++) {
    const showAnswer = page.getByRole('button', { name: 'Show answer' });
    const nothingLeft = page.getByText('Nothing to review right now.');
    await expect(showAnswer.or(nothingLeft)).toBeVisible();
    if (await nothingLeft.isVisible()) break;
    await page.keyboard.press('Space');
    const easy = page.getByRole('button', { name: /^Easy, next in/ });
    await expect(easy).toBeVisible();
    if (ratings === 0) {
      await expectAccessible(page);
      await page.keyboard.press('1');
      // The due count falls: one new card fewer, and the forgotten one is not due for a minute.
      await expect.poll(() => dueInNavbar(page)).toBe(newPerDay - 1);
      continue;
    }
    easyDays.push(daysIn((await easy.getAttribute('aria-label')) ?? (await easy.innerText())));
    await page.keyboard.press('4');
  }
  await expect(page.getByText('Nothing to review right now.')).toBeVisible();
  expect(easyDays).toHaveLength(newPerDay);
  expect(await dueInNavbar(page)).toBe(0);
  await expectAccessible(page);

  // Progress is in the account menu.
  await page.getByRole('button', { name: `Hello ${learner.username}` }).click();
  await page
    .getByRole('menuitem', { name: 'Progress' })
    .or(page.getByRole('link', { name: 'Progress' }))
    .click();
  await expect(page.getByText('1-day streak')).toBeVisible();
  await expectAccessible(page);

  // The next days, on a server whose clock runs ahead (same data, same session): the two new cards
  // the limit held back, and every card whose interval has run out.
  const soonest = Math.min(...easyDays);
  for (const ahead of [1, Math.ceil(Math.max(...easyDays))]) {
    const port = E2E_PORT + 10 + ahead;
    const stop = await startAppServer(
      { ...serverEnv(''), PORT: String(port), TEST_CLOCK_OFFSET_DAYS: String(ahead) },
      path.join(E2E_DATA_DIR, `server-ahead-${ahead}.log`),
    );
    try {
      const tz = encodeURIComponent(
        await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
      );
      const summary = (await (
        await page.request.get(`http://127.0.0.1:${port}/api/review/summary?tz=${tz}`)
      ).json()) as { counts: { new: number; learning: number; review: number } };
      const due = easyDays.filter((days) => days <= ahead).length;
      expect(summary.counts).toEqual({ new: cards - newPerDay, learning: 0, review: due });
      if (ahead >= soonest) {
        await page.goto(`http://127.0.0.1:${port}/review`);
        await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
      }
    } finally {
      await stop();
    }
  }
});
