import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';
import { removeWord } from '../support/lexicon';
import { playing, SAMPLE_MP3, watchPlayback } from '../support/playback';

/** Uploads a take of `word` (entry `lexId`) as the signed-in admin, who is its speaker; its file name. */
async function recordAs(page: Page, word: string, lexId: number): Promise<string> {
  const uploaded = await page.request.post('/api/upload-lex-audio', {
    multipart: {
      filetype: 'audio/mpeg',
      filename: `${word}.mp3`,
      word,
      lexId: String(lexId),
      audio: { name: `${word}.mp3`, mimeType: 'audio/mpeg', buffer: fs.readFileSync(SAMPLE_MP3) },
    },
  });
  expect(uploaded.ok()).toBe(true);
  return ((await uploaded.json()) as { filename: string }).filename;
}

/** Searches /words for `word` and presses its play control with the keyboard. */
async function playOnWords(page: Page, word: string) {
  await page.goto('/words');
  await page.getByLabel('Search words').fill(word);
  const play = page.getByRole('button', { name: `Play ${word}`, exact: true });
  await expect(play).toBeVisible();
  await play.press('Enter');
}

test("a learner reads a speaker's notice before the first play, and then hears the speaker they chose first", async ({
  page,
  openBrowser,
}) => {
  // Three accounts, two uploads and four pages: longer than most tests.
  test.setTimeout(90_000);
  // Two speakers of this test's own (a take's speaker is the admin who uploads it), so that no other
  // test meets the notice: Ana records first, Ben later (his take is the newest, played by default).
  const ana = await createUser({ admin: true });
  const ben = await createUser({ admin: true });
  const learner = await createUser();
  const word = uniqueName('spk');

  await logIn(page, ana.username, ana.password);
  const added = await page.request.post('/api/add-lex', {
    form: { lex: word, pos: 'n', gloss: `gloss of ${word}` },
  });
  expect(added.ok()).toBe(true);
  const { id: lexId } = (await added.json()) as { id: number };
  const anasTake = await recordAs(page, word, lexId);

  const teacher = await openBrowser();
  await logIn(teacher, ben.username, ben.password);
  const bensTake = await recordAs(teacher, word, lexId);

  // The teacher writes a notice on Ben's recordings in the console's speakers panel.
  const notice = `${ben.username} asked that his recordings be heard in class only.`;
  await teacher.goto('/admin/recordings');
  await teacher.getByRole('button', { name: `Edit ${ben.username}` }).click();
  const form = teacher.getByRole('dialog', { name: `${ben.username}: variety, note, notice and hold` });
  await form.getByLabel('Notice').fill(notice);
  await expectAccessible(teacher);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  const panel = teacher.getByRole('region', { name: 'Speakers' });
  await expect(panel.getByRole('row', { name: new RegExp(`^${ben.username}`) })).toContainText(notice);
  await expectAccessible(teacher);

  // The learner plays the word: Ben's take is the newest, so his notice shows first.
  await page.context().clearCookies();
  await watchPlayback(page);
  await logIn(page, learner.username, learner.password);
  await playOnWords(page, word);
  const dialog = page.getByRole('dialog', { name: `About the recordings of ${ben.username}` });
  await expect(dialog).toContainText(notice);
  await expectAccessible(page);
  expect(await playing(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Play' }).click();
  await expect
    .poll(() => playing(page))
    .toEqual([expect.stringMatching(new RegExp(`/api/audio/${bensTake}$`))]);

  // The learner puts Ana first: the same play control plays her take.
  await page.goto('/progress');
  const speakers = page.getByRole('region', { name: 'Speakers' });
  await speakers.getByLabel('Speaker to add').selectOption(ana.username);
  await speakers.getByRole('button', { name: 'Add speaker' }).click();
  await expect(speakers.getByRole('status')).toHaveText('Your speakers are saved.');
  await expect(speakers.getByRole('list', { name: 'Your speakers, heard first to last' })).toContainText(
    ana.username,
  );
  await expectAccessible(page);

  await playOnWords(page, word);
  await expect
    .poll(() => playing(page))
    .toEqual([expect.stringMatching(new RegExp(`/api/audio/${anasTake}$`))]);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The made-up word, its two takes and Ben's notice go, so that the tests after this one (the
  // drills, the games, the phone checks) never meet them.
  await removeWord(teacher, lexId);
  const cleared = await teacher.request.post(`/api/admin/speakers/${encodeURIComponent(ben.username)}`, {
    data: { notice: '', held_through: null },
  });
  expect(cleared.ok()).toBe(true);
});
