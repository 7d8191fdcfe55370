import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName, waitForMail } from '../support/helpers';

/** The open suggestions the navbar counts for the teacher: its greeting reads 'Hello x, 2 suggestions to review'. */
async function countInNavbar(page: Page, username: string): Promise<number> {
  const greeting = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: new RegExp(`^Hello ${username}`) });
  const words = greeting.locator('.visually-hidden');
  if ((await words.count()) === 0) return 0;
  return Number(/^(\d+) suggestions? to review$/.exec((await words.textContent()) ?? '')?.[1] ?? Number.NaN);
}

test('a learner suggests a new gloss, the teacher edits and accepts it, and the learner reads the outcome and the e-mail', async ({
  page,
  openBrowser,
}) => {
  // Two browsers, the word list twice, the console and the mailbox: about 10 s alone.
  test.slow();
  const admin = await createUser({ admin: true });
  const learner = await createUser();
  const teacher = await openBrowser();
  await logIn(teacher, admin.username, admin.password);
  const word = uniqueName('s').slice(0, 12).toLowerCase();
  const added = await teacher.request.post('/api/add-lex', {
    form: { lex: word, pos: 'n', gloss: 'e2e rivr' },
  });
  expect(added.ok()).toBe(true);
  const before = await countInNavbar(teacher, admin.username);

  // The learner suggests a correction of the gloss from the word list.
  await logIn(page, learner.username, learner.password);
  await page.goto('/words');
  await page.getByLabel('Search words').fill(word);
  await page.getByRole('button', { name: `Suggest a correction to ${word}` }).click();
  const dialog = page.getByRole('dialog', { name: `Suggest a correction to ${word}` });
  await dialog.getByLabel('Field').selectOption({ label: 'Gloss' });
  await expect(dialog.getByLabel('Proposed text')).toHaveValue('e2e rivr');
  await expectAccessible(page);
  await dialog.getByLabel('Proposed text').fill('e2e river');
  await dialog.getByLabel('Comment (optional)').fill('A letter is missing.');
  await dialog.getByRole('button', { name: 'Send suggestion' }).click();
  await expect(dialog.getByText('Thank you! Your suggestion was sent to your teacher.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // The teacher sees one more in the navbar, then edits and accepts it in the console.
  await teacher.goto('/admin/suggestions');
  await expect.poll(() => countInNavbar(teacher, admin.username)).toBe(before + 1);
  const card = teacher.getByRole('article', { name: `Gloss of ${word}` });
  await expect(card.getByText('e2e rivr')).toBeVisible();
  await expect(card.getByText('e2e river')).toBeVisible();
  await expect(card.getByText('A letter is missing.')).toBeVisible();
  await expectAccessible(teacher);
  await card.getByRole('button', { name: `Edit then accept the suggestion for Gloss of ${word}` }).click();
  await card.getByLabel('Text to accept').fill('e2e river (stream)');
  await card.getByRole('button', { name: 'Accept this text' }).click();
  await expect(
    teacher.getByRole('status').getByText(`The suggestion for gloss of ${word} was accepted`),
  ).toBeVisible();
  await expect.poll(() => countInNavbar(teacher, admin.username)).toBe(before);

  // The word shows the new gloss; the learner's page says "Accepted"; the e-mail reached the sink.
  await page.goto('/words');
  await page.getByLabel('Search words').fill(word);
  await expect(page.getByRole('cell', { name: 'e2e river (stream)', exact: true })).toBeVisible();
  await page.goto('/suggestions');
  const mine = page.getByRole('listitem').filter({ hasText: `Gloss of ${word}` });
  await expect(mine.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(mine.getByText('e2e river (stream)')).toBeVisible();
  await expectAccessible(page);
  const mail = await waitForMail(learner.email, 10_000, /your suggestion was accepted/);
  expect(mail.text).toContain(`Your teacher accepted your suggestion for the gloss of “${word}”.`);
  expect(mail.text).toContain('The gloss now reads:\n\n  e2e river (stream)');
  expect(mail.text).toMatch(
    /All your suggestions and their outcomes: http:\/\/127\.0\.0\.1:\d+\/suggestions/,
  );
});
