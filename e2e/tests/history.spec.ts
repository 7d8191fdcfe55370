import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';

// The History of an entry and "Restore this version" (issue 27, ADR 059). The entry is the test's
// own, made up: not language material.
test('the teacher edits a gloss, sees it before and after in the History, restores the old version and the dictionary shows the old gloss again', async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const word = uniqueName('hist');
  const added = await page.request.post('/api/add-lex', {
    form: { lex: word, pos: 'n', gloss: 'sample old gloss' },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/admin/dictionary');
  await page.getByLabel('Search by word or gloss').fill(word);
  await page.getByRole('button', { name: `Edit ${word} (sample old gloss)` }).click();
  await page.getByLabel('Gloss', { exact: true }).fill('sample new gloss');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Saved ${word}.`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Dictionary entries' });
  await expect(table.getByRole('cell', { name: 'sample new gloss', exact: true })).toBeVisible();

  // The History, opened with the keyboard: the edit, newest first, before → after.
  const historyButton = page.getByRole('button', { name: `History of ${word}` });
  await historyButton.focus();
  await page.keyboard.press('Enter');
  const history = page.getByRole('region', { name: `History of ${word}` });
  const versions = history.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4 }) });
  await expect(versions).toHaveCount(2);
  const edit = versions.first();
  await expect(edit).toContainText(`${admin.username}, in the console. This is the entry as it is now.`);
  await expect(edit).toContainText('Sense 1 gloss: sample old gloss → changed to sample new gloss');
  await expect(edit.getByRole('button', { name: 'Restore this version' })).toHaveCount(0);
  await expectAccessible(page);

  // The entry as it was added is the older version: restore it.
  const created = versions.last();
  await expect(created).toContainText('Sense 1 gloss: (empty) → changed to sample old gloss');
  await created.getByRole('button', { name: 'Restore this version' }).press('Enter');
  await expect(history.getByRole('status')).toContainText(
    'is restored. The restore is now the newest version.',
  );
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText(`${admin.username}, by restoring an earlier version.`);
  await expect(versions.first()).toContainText(
    'Sense 1 gloss: sample new gloss → changed to sample old gloss',
  );
  await expect(page.getByLabel('Gloss', { exact: true })).toHaveValue('sample old gloss');
  await expect(table.getByRole('cell', { name: 'sample old gloss', exact: true })).toBeVisible();
  await expectAccessible(page);

  // A fresh load of the dictionary shows the old gloss too.
  await page.goto('/admin/dictionary');
  await page.getByLabel('Search by word or gloss').fill(word);
  await expect(page.getByRole('button', { name: `Edit ${word} (sample old gloss)` })).toBeVisible();
});
