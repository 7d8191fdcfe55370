import { expect, test } from '@playwright/test';
import { createUser, logIn } from '../support/helpers';

test('moving between /words, /sents and /vocab downloads the lexicon and the sentences once each', async ({
  page,
}) => {
  const { username, password } = await createUser();
  await logIn(page, username, password);

  // Every answer to the two large calls, by status: 200 with a body is a download, 304 is not.
  const answers: { path: string; status: number }[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname === '/api/lexs' || pathname === '/api/sents')
      answers.push({ path: pathname, status: res.status() });
  });
  const menu = page.getByRole('navigation', { name: 'Main' });

  await menu.getByRole('link', { name: 'Words' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Words' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();

  await menu.getByRole('link', { name: 'Sentences' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sentences' })).toBeVisible();
  await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);

  await menu.getByRole('link', { name: 'Vocabulary app' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vocabulary lessons' })).toBeVisible();

  await menu.getByRole('link', { name: 'Words' }).click();
  await expect(page.getByRole('table')).toBeVisible();

  const downloads = (path: string) => answers.filter((a) => a.path === path && a.status === 200).length;
  expect(downloads('/api/lexs')).toBe(1);
  expect(downloads('/api/sents')).toBe(1);
});
