import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';
import { expectMicrophoneHeardSound, tapMicrophone } from '../support/microphone';

// The recorder role and speakers as people (issue 38, ADR 080): the teacher makes an account a
// recorder; the recorder records a word with a speaker they name; the take waits; the teacher
// approves it; a learner hears it, with the speaker's name and variety beside it.

/** axe at a phone's width and at a laptop's, then back to the test's own size. */
async function expectAccessibleAtBothWidths(page: Page) {
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  await page.setViewportSize(size);
}

test('a recorder records a word as a named speaker; the take waits until the teacher approves it; then a learner hears it with the speaker and variety', async ({
  page,
  openBrowser,
}) => {
  // Three people, a recording waiting for the fake microphone's beep, and four screens.
  test.setTimeout(120_000);
  const admin = await createUser({ admin: true });
  const recorder = await createUser();
  const learner = await createUser();
  // Early in the alphabet: the Record page lists the first words still to record.
  const word = uniqueName('aaarec');
  const speaker = uniqueName('Elder ');
  const variety = 'Upriver (sample variety)';

  await logIn(page, admin.username, admin.password);
  const added = await page.request.post('/api/add-lex', {
    form: { lex: word, pos: 'n', gloss: 'sample gloss' },
  });
  expect(added.ok()).toBe(true);
  const { id: lexId } = (await added.json()) as { id: number };

  // The teacher makes the account a recorder in the console's learners section, with the keyboard.
  await page.goto('/admin/learners');
  const box = page.getByRole('checkbox', { name: `Recorder (${recorder.username})` });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: `Trusted: no approval needed (${recorder.username})` }),
  ).not.toBeChecked();
  await expectAccessible(page);

  // The recorder finds Record in their menu and records the word, naming the speaker first.
  const rec = await openBrowser();
  await tapMicrophone(rec);
  await logIn(rec, recorder.username, recorder.password);
  const menuLink = rec
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Record', exact: true });
  await menuLink.focus();
  await rec.keyboard.press('Enter');
  await expect(rec.getByRole('heading', { level: 1, name: 'Record' })).toBeVisible();
  await rec.getByLabel('Speaker', { exact: true }).selectOption({ label: 'New speaker…' });
  const form = rec.getByRole('form', { name: 'New speaker' });
  await form.getByLabel("Speaker's name").fill(speaker);
  await form.getByLabel('Variety (dialect), if any').fill(variety);
  await form.getByRole('button', { name: 'Add speaker' }).press('Enter');
  await expect(rec.getByLabel('Speaker', { exact: true })).toHaveValue(speaker);
  await expectAccessibleAtBothWidths(rec);

  const recordButton = rec.getByRole('button', { name: `Record ${word} (sample gloss)` });
  await recordButton.focus();
  await rec.keyboard.press('Enter');
  const recording = rec.getByRole('region', { name: `Recording: ${word} (sample gloss)` });
  await recording.getByRole('button', { name: 'RECORD', exact: true }).click();
  await expect(recording.getByText('● Recording…')).toBeVisible();
  await expectMicrophoneHeardSound(rec);
  await recording.getByRole('button', { name: 'STOP', exact: true }).click();
  await recording.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(recording.getByText('Audio recording successfully uploaded!')).toBeVisible();
  const mine = rec.getByRole('region', { name: 'My recordings' });
  const row = mine.getByRole('row').filter({ hasText: word });
  await expect(row).toContainText('Waiting for approval');
  await expect(row.getByLabel(`Speaker of ${word}`)).toHaveValue(speaker);
  await expectAccessibleAtBothWidths(rec);
  // Nothing of the console is theirs.
  expect((await rec.request.get('/api/admin/accounts')).status()).toBe(403);

  // Waiting: a learner does not hear it.
  const learnerPage = await openBrowser();
  await logIn(learnerPage, learner.username, learner.password);
  const before = await learnerPage.request.get(`/api/audio-recordings-info?lexId=${lexId}`);
  expect(((await before.json()) as { data: unknown[] }).data).toEqual([]);

  // The teacher approves it from the recording coverage's queue, where it can be played first.
  await page.goto('/admin/recordings');
  const queue = page.getByRole('region', { name: /^Recordings waiting for approval/ });
  await expect(queue.getByRole('button', { name: `Play ${word} by ${speaker}` })).toBeVisible();
  await expect(queue).toContainText(`by ${speaker} (${variety})`);
  await expectAccessibleAtBothWidths(page);
  const approve = queue.getByRole('button', { name: `Approve the recording of ${word} by ${speaker}` });
  await approve.focus();
  await page.keyboard.press('Enter');
  await expect(queue.getByRole('status')).toHaveText(`The recording of ${word} was approved.`);
  await expect(approve).toHaveCount(0);

  // The learner hears it on the word's page, with the speaker's name and variety beside it.
  await learnerPage.goto(`/words/${lexId}`);
  await expect(learnerPage.getByRole('heading', { level: 1, name: word })).toBeVisible();
  const play = learnerPage.getByRole('button', { name: `Play ${word} by ${speaker}` });
  await expect(play).toBeVisible();
  await expect(learnerPage.getByRole('listitem').filter({ has: play })).toHaveText(`${speaker} (${variety})`);
  await expectAccessible(learnerPage);
  await expect(rec.getByRole('region', { name: 'My recordings' })).toBeVisible();
  await rec.reload();
  await expect(
    rec.getByRole('region', { name: 'My recordings' }).getByRole('row').filter({ hasText: word }),
  ).toContainText('Approved');
});
