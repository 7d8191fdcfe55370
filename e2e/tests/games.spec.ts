import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { createUser, expectAccessible, logIn } from '../support/helpers';

async function answerFor(page: Page, date: string): Promise<string> {
  const res = await page.request.get(`/api/wordle-answer?date=${date}`);
  const body = (await res.json()) as { lex: { lex: string } };
  return body.lex.lex;
}

async function validWords(page: Page): Promise<string[]> {
  return ((await (await page.request.get('/api/wordle-valid')).json()) as { lexs: string[] }).lexs;
}

async function typeGuess(page: Page, word: string) {
  for (const ch of word) await page.keyboard.press(ch === "'" ? 'Quote' : ch);
  await page.keyboard.press('Enter');
}

test.describe('the daily word game', () => {
  test("a visitor wins today's game and the board survives a reload", async ({ page }) => {
    await page.goto('/wordle');
    await expect(page.getByRole('link', { name: 'Previous Wordles' })).toBeVisible();
    await expectAccessible(page);
    // Today's answer for the day the page plays, even if the day turns meanwhile.
    const today = (await page.getByText(/^Game #\d+, \d{4}-\d{2}-\d{2}$/).textContent())!.slice(-10);
    const answer = await answerFor(page, today);
    const wrong = (await validWords(page)).find((w) => w !== answer)!;

    const firstRow = page.getByRole('group', { name: 'Row 1', exact: true });
    const scored = firstRow.getByRole('img', { name: /, (absent|present|correct position)$/ });
    await typeGuess(page, wrong);
    // Reload only once the guess is scored: until then the game has nothing to keep.
    await expect(scored).toHaveCount(5);
    await page.reload();
    // The first row is still there after the reload.
    await expect(scored).toHaveCount(5);
    await expect(scored.first()).toHaveAccessibleName(new RegExp(`^${wrong[0]!.toUpperCase()},`));

    await typeGuess(page, answer);
    await expect(page.getByText('Good job!')).toBeVisible();
    await expect(page.getByText('You guessed in 2 attempts')).toBeVisible();
    await expectAccessible(page);
  });

  test('an invalid word shows the toast and a lost game shows the answer', async ({ page }) => {
    const date = '2025-02-01';
    const answer = await answerFor(page, date);
    const others = (await validWords(page)).filter((w) => w !== answer);
    await page.goto(`/wordle?date=${date}`);
    await expect(page.getByRole('link', { name: 'Previous Wordles' })).toBeVisible();

    await typeGuess(page, 'ccccc');
    await expect(page.getByText('Word not found')).toBeVisible();
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');

    for (const w of others.slice(0, 6)) await typeGuess(page, w);
    await expect(page.getByText('Too  bad!', { exact: true })).toBeVisible();
    await expect(page.getByText(`Correct: ${answer}`)).toBeVisible();
  });

  test('the archive opens a past date from its month calendar, and a bad date is refused', async ({
    page,
  }) => {
    await page.goto('/wordle/previous');
    // The latest month, one tab stop for the grid.
    await expect(page.getByRole('grid')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/wordle/previous?month=2025-02');
    const grid = page.getByRole('grid', { name: 'February 2025' });
    await expect(grid.getByRole('columnheader')).toHaveCount(7);
    // The keyboard: from the 1st, two days on, then Enter opens the 3rd's game.
    await grid.getByRole('link', { name: /February 1, 2025/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(grid.getByRole('link', { name: /February 2, 2025/ })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wordle\?date=2025-02-02$/);
    await expect(page.getByRole('link', { name: 'Previous Wordles' })).toBeVisible();
    await page.goto('/wordle?date=2024-12-31');
    await expect(
      page.getByText(
        'The provided date is invalid. Please pick a date between 2025-01-31 and the current date.',
      ),
    ).toBeVisible();
  });

  test("a learner who finished today's game on one browser finds it finished on another, with no replay", async ({
    browser,
  }) => {
    const user = await createUser();
    const phone = await browser.newContext();
    const laptop = await browser.newContext();
    try {
      const page = await phone.newPage();
      await logIn(page, user.username, user.password);
      await page.goto('/wordle');
      const today = (await page.getByText(/^Game #\d+, \d{4}-\d{2}-\d{2}$/).textContent())!.slice(-10);
      const answer = await answerFor(page, today);
      const wrong = (await validWords(page)).find((w) => w !== answer)!;
      await typeGuess(page, wrong);
      await expect(
        page.getByRole('group', { name: 'Row 1', exact: true }).getByRole('img', { name: /, / }),
      ).toHaveCount(5);
      await typeGuess(page, answer);
      await expect(page.getByText('You guessed in 2 attempts')).toBeVisible();

      const other = await laptop.newPage();
      await logIn(other, user.username, user.password);
      await other.goto('/wordle');
      await expect(other.getByText('You guessed in 2 attempts')).toBeVisible();
      await expect(other.getByRole('button', { name: 'Enter' })).toHaveCount(0);
      const firstRow = other.getByRole('group', { name: 'Row 1', exact: true });
      await expect(firstRow.getByRole('img').first()).toHaveAccessibleName(
        new RegExp(`^${wrong[0]!.toUpperCase()},`),
      );
      // Typing does nothing: the game is over.
      await typeGuess(other, wrong);
      await expect(
        other.getByRole('group', { name: 'Row 3', exact: true }).getByRole('img', { name: 'empty' }),
      ).toHaveCount(5);
      await expectAccessible(other);

      // The archive marks the day won, from the account.
      await other.goto('/wordle/previous');
      await expect(other.getByRole('link', { name: /, won in 2 guesses$/ })).toBeVisible();
      await expectAccessible(other);
    } finally {
      await phone.close();
      await laptop.close();
    }
  });

  test('the on-screen keyboard alone can play', async ({ page }) => {
    await page.goto('/wordle?date=2025-02-03');
    await expect(page.getByRole('button', { name: 'Enter' })).toBeVisible();
    await page.getByRole('button', { name: /^T$/i }).first().click();
    await expect(page.getByLabel(/^T,/).first()).toBeVisible();
  });
});

test.describe('activities for signed-in learners', () => {
  test.beforeEach(async ({ page }) => {
    const user = await createUser();
    await logIn(page, user.username, user.password);
  });

  test('the numbers page plays a number and shows its name', async ({ page }) => {
    await page.goto('/numbers');
    await expect(page.getByRole('button', { name: '3', exact: true })).toBeVisible();
    await expectAccessible(page);
    const audioRequest = page.waitForRequest((r) => r.url().includes('/media/numbers/3.mp3'));
    await page.getByRole('button', { name: '3', exact: true }).click();
    await audioRequest;
    const numbers = (
      (await (await page.request.get('/api/numbers')).json()) as { data: { value: number; name: string }[] }
    ).data;
    await expect(page.getByText(numbers.find((n) => n.value === 3)!.name)).toBeVisible();
  });

  test('the pronoun quiz runs to its finish screen', async ({ page }) => {
    // Each answer shows for half a second before the next: about 10 s alone, 13 s beside a second worker.
    test.slow();
    await page.goto('/pronouns');
    await expect(page.getByLabel('Number of Items')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Number of Items').fill('5');
    await page.getByLabel('Number of Items').press('Enter');
    await expect(page).toHaveURL(/\/pronouns\/practice\?num=5$/);
    await expect(page.getByText('#1/5')).toBeVisible();
    await expectAccessible(page);
    const logged: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/log_pronoun_answer')) logged.push(r.postDataJSON());
    });
    for (let i = 1; i <= 5; i++) {
      await expect(page.getByText(`#${i}/5`)).toBeVisible();
      const key = await page.getByTestId('pronoun-prompt').getAttribute('data-combination');
      const [subject, object] = key!.split('>');
      await page.getByLabel('Subject').selectOption(subject!);
      await page.getByLabel('Object').selectOption(object!);
      await page.getByRole('button', { name: 'Submit' }).click();
    }
    await expect(page.getByText('Congratulations, you finished the pronoun quiz!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Practice again!' })).toBeVisible();
    // Each answer is logged as it is given; the last request may still be on its way.
    await expect.poll(() => logged.length).toBe(5);
  });

  test('the matching game clears a set and loads a new one', async ({ page }) => {
    const sets: { lex: string; gloss: string }[][] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/api/random-vocab'))
        sets.push(((await r.json()) as { result: { lex: string; gloss: string }[] }).result);
    });
    await page.goto('/vocab-random');
    await expect.poll(() => sets.length).toBe(1);
    await expect(page.getByRole('button', { name: sets[0]![0]!.lex, exact: true })).toBeVisible();
    await expectAccessible(page);
    for (const item of sets[0]!) {
      await page.getByRole('button', { name: item.lex, exact: true }).click();
      await page.getByRole('button', { name: item.gloss, exact: true }).click();
      await expect(page.getByRole('button', { name: item.lex, exact: true })).toHaveCount(0);
    }
    await expect.poll(() => sets.length).toBe(2);
  });
});
