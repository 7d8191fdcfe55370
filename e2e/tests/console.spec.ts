import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, firstLink, logIn, uniqueName, waitForMail } from '../support/helpers';
import { finishLesson } from '../support/lessons';
import { expectMicrophoneHeardSound, tapMicrophone } from '../support/microphone';

/** The console's pages and their headings. */
const CONSOLE_PAGES = [
  ['/admin', 'Administration'],
  ['/admin/learners', 'Learners and invitations'],
  ['/admin/progress', 'Class progress'],
  ['/admin/recordings', 'Recording coverage'],
  ['/admin/dictionary', 'Dictionary'],
  ['/admin/import', 'Import'],
  ['/admin/alphabet', 'Alphabet'],
] as const;

/** Opens a console section from the console's own navigation, as a teacher would. */
async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name }).click();
}

/** Adds a dictionary entry of this test's own, so that no other test's data is counted. */
async function addEntry(page: Page, entry: { lex: string; pos: string; gloss: string }) {
  const added = await page.request.post('/api/add-lex', { form: entry });
  expect(added.ok()).toBe(true);
}

for (const width of [1280, 390]) {
  test(`every console page passes axe at ${width} px`, async ({ page }) => {
    // Six pages, each loaded and checked with axe: one width per test, so neither runs long.
    test.setTimeout(60_000);
    const admin = await createUser({ admin: true });
    await logIn(page, admin.username, admin.password);
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of CONSOLE_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      await expectAccessible(page);
    }
  });
}

test('the teacher invites a learner from /admin; the learner joins from the e-mail, finishes a lesson and shows up in the progress table', async ({
  page,
  openBrowser,
}) => {
  // An invitation by e-mail, a join, a whole lesson in a second browser.
  test.setTimeout(90_000);
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  await page.goto('/admin');
  await openSection(page, 'Learners and invitations');
  await expect(page.getByRole('heading', { level: 1, name: 'Learners and invitations' })).toBeVisible();

  const username = uniqueName('invitee');
  const email = `${username}@example.org`;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  // The link is shown once, for copying; the invitation waits in the open list.
  await expect(page.getByLabel('Join link')).toHaveValue(/\/join\?code=/);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await expectAccessible(page);

  const mail = await waitForMail(email, 10_000, /invited/);
  const link = new URL(firstLink(mail, '/join?code='));
  const learner = await openBrowser();
  await learner.goto(link.pathname + link.search);
  await learner.getByLabel('Username').fill(username);
  // The address the teacher typed is shown, not asked again; the password rule shows before typing.
  await expect(learner.getByLabel(/e-mail/i)).toHaveValue(email);
  await expect(learner.getByLabel(/e-mail/i)).not.toBeEditable();
  const passwords = learner.getByLabel(/password/i);
  await expect(passwords.nth(0)).toHaveAccessibleDescription('At least 8 characters.');
  await passwords.nth(0).fill('invitee-pass-1');
  await passwords.nth(1).fill('invitee-pass-1');
  await learner.getByRole('button', { name: 'Join' }).click();
  await expect(learner.getByText(`Hello ${username}`)).toBeVisible();
  await finishLesson(learner, 's1a1');

  // The teacher sees the learner's account, then the finished lesson in the progress table.
  await page.reload();
  await expect(page.getByRole('cell', { name: email })).toHaveCount(1);
  await expect(page.getByRole('row', { name: new RegExp(username) }).first()).toBeVisible();
  await openSection(page, 'Progress');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: username }) });
  await expect(row).toBeVisible();
  // Username, last active, lessons finished: one.
  await expect(row.getByRole('cell').nth(1)).toHaveText('1');
  await expectAccessible(page);
});

test("the teacher corrects an entry in the dictionary and the learner's /words shows the correction", async ({
  page,
  openBrowser,
}) => {
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const word = uniqueName('fix');
  await addEntry(page, { lex: word, pos: 'n', gloss: 'sample gloss, misspelt' });

  // The learner has the lexicon already, with the old gloss.
  const learnerAccount = await createUser();
  const learner = await openBrowser();
  await logIn(learner, learnerAccount.username, learnerAccount.password);
  await learner.goto('/words');
  await learner.getByLabel('Search words').fill(word);
  await expect(learner.getByText('sample gloss, misspelt')).toBeVisible();

  await page.goto('/admin');
  await openSection(page, 'Dictionary');
  await page.getByLabel('Search by word or gloss').fill(word);
  await page.getByRole('button', { name: `Edit ${word} (sample gloss, misspelt)` }).click();
  const gloss = page.getByLabel('Gloss', { exact: true });
  await gloss.fill('sample gloss, corrected');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Saved ${word}.`)).toBeVisible();
  await expectAccessible(page);

  // The learner's next visit to /words brings the correction.
  await learner.goto('/words');
  await learner.getByLabel('Search words').fill(word);
  await expect(learner.getByText('sample gloss, corrected')).toBeVisible();
  await expect(learner.getByText('sample gloss, misspelt')).toHaveCount(0);
});

test('the teacher gives an entry a second sense and a pronunciation with the keyboard; a learner sees both senses and the form on /words', async ({
  page,
  openBrowser,
}) => {
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  // Invented sample data, not language material.
  const word = uniqueName('sense');
  await addEntry(page, { lex: word, pos: 'n', gloss: 'sample river' });

  await page.goto('/admin');
  await openSection(page, 'Dictionary');
  await page.getByLabel('Search by word or gloss').fill(word);
  await page.getByRole('button', { name: `Edit ${word} (sample river)` }).focus();
  await page.keyboard.press('Enter');
  // Named by its headword, not its id (ADR 071).
  const editor = page.getByRole('region', { name: new RegExp(`^Edit ${word}$`) });
  await expect(editor.getByRole('textbox', { name: 'Word' })).toBeFocused();

  // A second sense, typed where the focus lands, then moved up to be the first.
  await editor.getByRole('button', { name: 'Add a sense' }).focus();
  await page.keyboard.press('Enter');
  const second = editor.getByRole('group', { name: 'Sense 2' });
  await expect(second.getByRole('combobox', { name: 'Part of speech' })).toBeFocused();
  // Picked from the lexicon's list by typing its first letter (ADR 071).
  await page.keyboard.type('v');
  await expect(second.getByRole('combobox', { name: 'Part of speech' })).toHaveValue('v');
  await page.keyboard.press('Tab');
  await page.keyboard.type('sample flow');
  await second.getByRole('button', { name: 'Move sense 2 up' }).focus();
  await page.keyboard.press('Enter');
  const first = editor.getByRole('group', { name: 'Sense 1' });
  await expect(first.getByRole('textbox', { name: 'Gloss' })).toHaveValue('sample flow');
  await expect(first.getByRole('button', { name: 'Move sense 1 down' })).toBeFocused();

  // A pronunciation in IPA's writing system.
  await editor.getByRole('button', { name: 'Add a form' }).focus();
  await page.keyboard.press('Enter');
  const forms = editor.getByRole('group', { name: 'Other forms' });
  await expect(forms.getByRole('combobox', { name: 'Kind of form 1' })).toBeFocused();
  await forms.getByRole('combobox', { name: 'Kind of form 1' }).selectOption('Pronunciation');
  await page.keyboard.press('Tab');
  await page.keyboard.type('qaa-fonipa');
  await page.keyboard.press('Tab');
  await page.keyboard.type('sam.pl');
  await page.keyboard.press('Enter');
  await expect(editor.getByText(`Saved ${word}.`)).toBeVisible();
  await expectAccessible(page);

  // The learner's /words numbers both senses, and the opened row shows the form.
  const learnerAccount = await createUser();
  const learner = await openBrowser();
  await logIn(learner, learnerAccount.username, learnerAccount.password);
  await learner.goto('/words');
  await learner.getByLabel('Search words').fill(word);
  const row = learner.getByRole('row').filter({ hasText: 'sample flow' });
  await expect(row.getByRole('cell').nth(1).getByRole('listitem')).toHaveText(['v', 'n']);
  await expect(row.getByRole('cell').nth(2).getByRole('listitem')).toHaveText(['sample flow', 'sample river']);
  await learner.getByRole('button', { name: `Show sentences for ${word}` }).focus();
  await learner.keyboard.press('Enter');
  await expect(learner.getByRole('heading', { name: 'Other forms' })).toBeVisible();
  await expect(learner.getByText('Pronunciation (qaa-fonipa):')).toBeVisible();
  await expect(learner.getByText('sam.pl')).toBeVisible();
  await expectAccessible(learner);
});

test('recording coverage rises after the teacher records a word from the list of words without a recording', async ({
  page,
}) => {
  // One take, waiting for the fake microphone's beep.
  test.setTimeout(60_000);
  const admin = await createUser({ admin: true });
  await tapMicrophone(page);
  await logIn(page, admin.username, admin.password);
  // A part of speech of this test's own: the filtered list holds exactly its word.
  const word = uniqueName('cov');
  const pos = uniqueName('pos');
  await addEntry(page, { lex: word, pos, gloss: 'sample gloss' });

  await page.goto('/admin');
  await openSection(page, 'Recording coverage');
  const figure = page.getByText(/^\d+ of \d+ words? recorded/);
  const recordedIn = async () => Number(/^(\d+) of/.exec(await figure.innerText())![1]);
  await expect(figure).toBeVisible();
  const before = await recordedIn();

  await page.getByLabel('Part of speech').selectOption(pos);
  const record = page.getByRole('button', { name: `Record ${word} (sample gloss)` });
  await expect(record).toBeVisible();
  await record.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'RECORD', exact: true }).click();
  await expect(dialog.getByText('● Recording…')).toBeVisible();
  await expectMicrophoneHeardSound(page);
  await dialog.getByRole('button', { name: 'STOP', exact: true }).click();
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(dialog.getByText('Audio recording successfully uploaded!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The word has left the list, and the figure counts it.
  await expect(record).toHaveCount(0);
  await expect(page.getByText('Every one of the words these filters show has a recording.')).toBeVisible();
  await expect.poll(recordedIn).toBeGreaterThan(before);
  await expectAccessible(page);
});
