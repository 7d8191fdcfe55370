import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';

test('the teacher imports a CSV through the browser, reads the dry run, confirms, and sees the new words on /words', async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  // Words of this test's own (sample data, not language material), so no other test's are counted.
  const first = uniqueName('imp');
  const second = uniqueName('imp');
  const csv = `lex,pos,gloss,notes\n${first},n,sample import one,\n${second},v,sample import two,made up for a test\n,n,no word here,\n`;

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Import' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  await page.getByLabel('File to import').setInputFiles({
    name: 'new-words.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();

  // The dry run: two new entries, one rejected row named by its line; nothing written yet.
  await expect(page.getByRole('heading', { name: 'What new-words.csv would change' })).toBeFocused();
  const entries = page
    .getByRole('table', { name: 'If imported' })
    .getByRole('row', { name: /Dictionary entries/ });
  await expect(entries.getByRole('cell')).toHaveText(['2', '0', '0']);
  await expect(page.getByText('Dictionary entries, line 4:')).toBeVisible();
  await expect(page.getByText('lex is required.')).toBeVisible();
  await expectAccessible(page);
  const before = await page.request.get('/api/lexs');
  expect(JSON.stringify(await before.json())).not.toContain(first);

  await page.getByRole('button', { name: 'Import the rest, leaving out the rejected' }).click();
  await expect(page.getByRole('heading', { name: 'Imported new-words.csv' })).toBeFocused();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'See the words' }).click();
  await expect(page).toHaveURL(/\/words$/);
  await page.getByLabel('Search words').fill(first);
  await expect(page.getByText('sample import one')).toBeVisible();
  await page.getByLabel('Search words').fill(second);
  await expect(page.getByText('sample import two')).toBeVisible();
});
