import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn } from '../support/helpers';

// What a learner or a teacher meets first (issue 26, ADR 055): a deep link while signed out, an
// unknown address, an e-mail page opened without its link, and adding a word to the review.

/** Every console error and every refused call (4xx or 5xx) the page meets, from now on. */
function watchFailures(page: Page) {
  const errors: string[] = [];
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { errors, refused };
}

test('a signed-out deep link goes to the login form without a call that is refused', async ({ page }) => {
  const user = await createUser();
  const seen = watchFailures(page);

  for (const path of ['/words', '/plurals', '/progress']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  }
  expect(seen.refused).toEqual([]);
  expect(seen.errors).toEqual([]);

  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Hello ${user.username}`)).toBeVisible();
  await page.goto('/words');
  await expect(page.getByRole('table', { name: 'Lexical entries' })).toBeVisible();
  expect(seen.refused).toEqual([]);
});

test('the 404 page logs nothing and always offers a way home, inside the console a way back to its start', async ({
  page,
}) => {
  const seen = watchFailures(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404: Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  await expectAccessible(page);

  const teacher = await createUser({ admin: true });
  await logIn(page, teacher.username, teacher.password);
  await page.goto('/admin/no-such-section');
  await expect(page.getByRole('heading', { name: '404: Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to the console' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();

  expect(seen.errors).toEqual([]);
  expect(seen.refused).toEqual([]);
});

test('the word-of-the-day and sentence-of-the-week pages opened without a link say what they are', async ({
  page,
}) => {
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  const seen = watchFailures(page);

  await page.goto('/wotd');
  await expect(page.getByRole('heading', { name: 'Word of the day', level: 1 })).toBeVisible();
  await expect(page.getByText(/The word of the day comes by e-mail/)).toBeVisible();
  await expect(page.getByText('The chosen answer is invalid.')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/sotw');
  await expect(page.getByRole('heading', { name: 'Sentence of the week', level: 1 })).toBeVisible();
  await expect(page.getByText(/invites you to write a sentence of your own/)).toBeVisible();
  await expect(page.getByText(/Authorization code invalid/)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to the new/ })).toBeVisible();

  expect(seen.refused).toEqual([]);
  expect(seen.errors).toEqual([]);
});

test('a learner adds a word to the review from its row of /words, without opening it', async ({ page }) => {
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  await page.goto('/words');
  const table = page.getByRole('table', { name: 'Lexical entries' });
  const firstRow = table.getByRole('row').nth(1);
  const word = (await firstRow.getByRole('cell').first().innerText()).trim();

  const add = firstRow.getByRole('button', { name: `Add to my review: ${word}` });
  await expect(add).toBeVisible();
  await expect(firstRow.getByRole('button', { name: `Show sentences for ${word}` })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expectAccessible(page);
  await add.click();
  await expect(firstRow.getByRole('button', { name: `In my review: ${word}` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // The deck keeps it: the next visit shows the word in the review.
  await page.reload();
  await expect(
    table
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: `In my review: ${word}` }),
  ).toBeVisible();
});
