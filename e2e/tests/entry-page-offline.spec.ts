import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn } from '../support/helpers';

// Issue 36: an entry's page works offline from the dictionary download, which answers the one call
// the page makes (GET /api/lex-entry/{id}). napam is the SAMPLE entry with every part (db/seed).

test.use({ serviceWorkers: 'allow' });

test('a learner who downloaded the dictionary opens an entry from /words offline and reads it whole', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
  await page.goto('/offline');
  const dictionary = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Dictionary, one recording of each word' }) })
    .first();
  await dictionary.getByRole('button', { name: 'Make available offline' }).click();
  await expect(dictionary.getByText(/^On this device: /)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await page.goto('/words');
  await page.getByLabel('Search words').fill('napam');
  await page.getByRole('link', { name: 'napam', exact: true }).click();
  await expect(page).toHaveURL(/\/words\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'napam' })).toBeVisible();
  const senses = page.getByRole('region', { name: 'Senses' });
  await expect(senses).toContainText('Sample definition');
  await expect(page.getByRole('region', { name: 'Other forms' })).toBeVisible();
  // The sentences and texts come with the entry when the download carries them; else it says so.
  await expect(
    page
      .getByRole('region', { name: 'Sentences' })
      .or(page.getByText('The sentences and texts that use this word show when you are online.')),
  ).toBeVisible();
  await expectAccessible(page);

  // An entry the download does not hold says how to get it, not an error.
  await page.goto('/words/999999999');
  await expect(
    page
      .getByText(/this word is not in your downloads/)
      .or(page.getByRole('heading', { level: 1, name: 'Word not found' })),
  ).toBeVisible();
  await context.setOffline(false);
});
