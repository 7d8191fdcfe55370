import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName, waitForMail } from '../support/helpers';
import { removeWord } from '../support/lexicon';

/** The open suggestions the navbar counts for the teacher: its greeting reads 'Hello x, 2 suggestions to review'. */
async function countInNavbar(page: Page, username: string): Promise<number> {
  const greeting = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: new RegExp(`^Hello ${username}`) });
  const words = greeting.locator('.visually-hidden');
  if ((await words.count()) === 0) return 0;
  return Number(/^(\d+) suggestions? to review$/.exec((await words.textContent()) ?? '')?.[1] ?? Number.NaN);
}

/** A teacher signed in in a browser of their own, a learner to sign in, and a made-up word the teacher added. */
async function teacherWithWord(openBrowser: () => Promise<Page>, prefix: string, gloss: string) {
  const admin = await createUser({ admin: true });
  const learner = await createUser();
  const teacher = await openBrowser();
  await logIn(teacher, admin.username, admin.password);
  const word = uniqueName(prefix).slice(0, 12).toLowerCase();
  const added = await teacher.request.post('/api/add-lex', { form: { lex: word, pos: 'n', gloss } });
  expect(added.ok()).toBe(true);
  const { id } = (await added.json()) as { id: number };
  return { admin, learner, teacher, word, id };
}

test('a learner suggests a new gloss, the teacher edits and accepts it, and the learner reads the outcome and the e-mail', async ({
  page,
  openBrowser,
}) => {
  // Two browsers, the word list twice, the console and the mailbox: about 10 s alone.
  test.slow();
  const { admin, learner, teacher, word, id } = await teacherWithWord(openBrowser, 's', 'e2e rivr');
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

  // The made-up word leaves the dictionary (the suggestion stays, its entry marked deleted).
  await removeWord(teacher, id);
});

test("a learner suggests a new translation of an example from an entry's details, and the teacher's accepting it shows there", async ({
  page,
  openBrowser,
}) => {
  test.slow();
  // A word of this test's own with one example, removed at the end.
  const { learner, teacher, word, id } = await teacherWithWord(openBrowser, 'x', 'e2e lake');
  const whole = (await (await teacher.request.get(`/api/lex-entry/${id}`)).json()) as {
    data: { senses: { id: number }[] };
  };
  const example = `${word} e2e.`;
  const saved = await teacher.request.post('/api/update-lex-entry', {
    data: {
      id,
      lex: word,
      senses: [
        {
          id: whole.data.senses[0]!.id,
          pos: 'n',
          gloss: 'e2e lake',
          examples: [{ text: example, translation: 'The lake is calm e2e.' }],
        },
      ],
    },
  });
  expect(saved.ok()).toBe(true);

  // The learner opens the word on /words and suggests from its details, with the keyboard.
  await logIn(page, learner.username, learner.password);
  await page.goto('/words');
  await page.getByLabel('Search words').fill(word);
  await page.getByRole('button', { name: `Show sentences for ${word}` }).click();
  const fromExample = page.getByRole('button', { name: `Suggest a correction to ${example}` });
  await expect(fromExample).toBeVisible();
  // The whole entry's form is offered in the details too, beside the row's.
  await expect(
    page.getByRole('button', { name: `Suggest a correction to ${word}`, exact: true }),
  ).toHaveCount(2);
  await expectAccessible(page);
  await fromExample.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Suggest a correction to ${example}` });
  const field = dialog.getByLabel('Field');
  await expect(field.getByRole('option')).toHaveText(['Example sentence 1', 'Example translation 1']);
  await field.selectOption({ label: 'Example translation 1' });
  await expect(dialog.getByLabel('Proposed text')).toHaveValue('The lake is calm e2e.');
  await dialog.getByLabel('Proposed text').fill('The lake is still e2e.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send suggestion' }).press('Enter');
  await expect(dialog.getByText('Thank you! Your suggestion was sent to your teacher.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // The teacher reads it in the console beside the translation now, and accepts it.
  await teacher.goto('/admin/suggestions');
  const card = teacher.getByRole('article', { name: `Example translation of ${word}` });
  await expect(card.getByText('The lake is calm e2e.')).toBeVisible();
  await expect(card.getByText('The lake is still e2e.')).toBeVisible();
  await card
    .getByRole('button', { name: `Accept the suggestion for Example translation of ${word}`, exact: true })
    .click();
  await expect(
    teacher.getByRole('status').getByText(`The suggestion for example translation of ${word} was accepted`),
  ).toBeVisible();

  // The learner's details show the example as accepted.
  await page.goto('/words');
  await page.getByLabel('Search words').fill(word);
  await page.getByRole('button', { name: `Show sentences for ${word}` }).click();
  await expect(page.getByText('(The lake is still e2e.)')).toBeVisible();

  await removeWord(teacher, id);
});
