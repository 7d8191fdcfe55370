import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';

// The teacher sets who may see entries (issue 27, ADR 062): two entries of this test's own are
// selected in the console's dictionary and set to teachers only; the list marks them and the
// overview's counts move by two.

/** The overview's count of teachers-only dictionary entries. */
async function teachersOnlyEntries(page: Page): Promise<number> {
  await page.goto('/admin');
  const counts = page.getByRole('table', { name: 'How many items each level lets see' });
  const row = counts.getByRole('row', { name: /Dictionary entries/ });
  await expect(row).toBeVisible();
  // Cells: Everyone (public), Learners, Teachers only.
  return Number(await row.getByRole('cell').nth(2).textContent());
}

test('the teacher selects two entries in the dictionary, sets them to teachers only, sees the badge and the counts change', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const prefix = uniqueName('vis');
  const words = [`${prefix}a`, `${prefix}b`];
  for (const [i, lex] of words.entries()) {
    const added = await page.request.post('/api/add-lex', {
      form: { lex, pos: 'n', gloss: `hidden ${i + 1}` },
    });
    expect(added.ok()).toBe(true);
  }
  const before = await teachersOnlyEntries(page);

  await page.goto('/admin/dictionary');
  await page.getByRole('searchbox', { name: 'Search by word or gloss' }).fill(prefix);
  await expect(page.getByText('2 entries.')).toBeVisible();
  for (const [i, lex] of words.entries()) {
    await expect(page.getByRole('combobox', { name: `Visible to: ${lex} (hidden ${i + 1})` })).toHaveValue(
      'learners',
    );
    await page.getByRole('checkbox', { name: `Select ${lex} (hidden ${i + 1})` }).check();
  }
  await page.getByRole('combobox', { name: 'Visibility for the selected entries' }).selectOption('teachers');
  await page.getByRole('button', { name: 'Set visibility of 2 selected' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 entries set to Teachers only.' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Dictionary entries' });
  for (const [i, lex] of words.entries()) {
    const row = table.getByRole('row').filter({ hasText: lex });
    await expect(row.getByText('Teachers only', { exact: true }).first()).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Visible to: ${lex} (hidden ${i + 1})` })).toHaveValue(
      'teachers',
    );
  }
  await expectAccessible(page);

  expect(await teachersOnlyEntries(page)).toBe(before + 2);
  await expectAccessible(page);
});

// Lesson recordings have a level like every other recording (issue 37, ADR 072): the teacher sets
// one on /recordings, at a phone's and a desktop's width, and a learner no longer lists or gets it.
for (const width of [390, 1280]) {
  test(`at ${width} px the teacher makes a lesson recording teachers only and a learner no longer gets it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const admin = await createUser({ admin: true });
    await logIn(page, admin.username, admin.password);
    const file = 'sample-lesson-2-numbers.mp3';
    await page.goto('/recordings');
    const level = page.getByRole('combobox', { name: `Visible to: lesson recording ${file}` });
    await expect(level).toHaveValue('learners');
    await expectAccessible(page);
    await level.selectOption('teachers');
    await expect(level).toHaveValue('teachers');
    await expect(level).toBeEnabled();

    const learnerContext = await browser.newContext({ viewport: { width, height: 900 } });
    const learnerPage = await learnerContext.newPage();
    const learner = await createUser();
    await logIn(learnerPage, learner.username, learner.password);
    await learnerPage.goto('/recordings');
    await expect(learnerPage.getByRole('link', { name: /sample-lesson-1/ })).toBeVisible();
    await expect(learnerPage.getByRole('link', { name: file })).toHaveCount(0);
    expect((await learnerPage.request.get(`/lesson-recordings/${file}`)).status()).toBe(404);
    await expectAccessible(learnerPage);

    // Back as it was, for the other tests of this server.
    await level.selectOption('learners');
    await expect(level).toHaveValue('learners');
    await expect(level).toBeEnabled();
    await learnerPage.reload();
    await expect(learnerPage.getByRole('link', { name: file })).toBeVisible();
    await learnerContext.close();
  });
}
