import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeMicrophoneArgs } from '../../scripts/chromium-args';
import { hummedSessionWav } from '../../scripts/hummed-session-wav';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';

// Recording sessions (issue 38, ADR 084). Sample data, invented: not language material. The fake
// microphone hums ten segments separated by pauses after 2.5 s of quiet (scripts/hummed-session-wav.ts).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs(hummedSessionWav())],
  },
});

/** axe at a phone's width and at a laptop's, then back to the test's own size. */
async function expectAccessibleAtBothWidths(page: Page) {
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  await page.setViewportSize(size);
}

/** A recorder (untrusted), a speaker and a published lesson of ten new sample words, made by a teacher. */
async function tenWordsToRecord(page: Page) {
  const admin = await createUser({ admin: true });
  const recorder = await createUser();
  await logIn(page, admin.username, admin.password);
  const words: { id: number; lex: string }[] = [];
  for (let i = 0; i < 10; i++) {
    const lex = uniqueName(`sess${i}x`);
    const added = await page.request.post('/api/add-lex', {
      form: { lex, pos: 'n', gloss: `sample gloss ${i + 1}` },
    });
    expect(added.ok()).toBe(true);
    words.push({ id: ((await added.json()) as { id: number }).id, lex });
  }
  const lessonId = `s${Math.random().toString(36).slice(2, 5)}`;
  const title = uniqueName('Sample session lesson ');
  const saved = await page.request.post('/api/save-vocab-lesson', {
    data: { id: lessonId, title, steps: words.map((w) => ({ kind: 'lex', lexId: w.id, lex: w.lex })) },
  });
  expect(saved.ok()).toBe(true);
  expect((await page.request.post('/api/publish-lesson', { form: { id: lessonId } })).ok()).toBe(true);
  const speaker = uniqueName('Elder ');
  expect(
    (await page.request.post('/api/speakers', { data: { name: speaker, variety: 'Sample variety' } })).ok(),
  ).toBe(true);
  const accounts = (await (await page.request.get('/api/admin/accounts')).json()) as {
    accounts: { id: number; username: string }[];
  };
  const id = accounts.accounts.find((a) => a.username === recorder.username)!.id;
  expect(
    (await page.request.post(`/api/admin/accounts/${id}/recorder`, { data: { recorder: true } })).ok(),
  ).toBe(true);
  await page.request.post('/api/logout');
  await page.context().clearCookies();
  return { recorder, words, title, speaker };
}

/** Saves every take of the reviewed session and finds each of `words` among the recorder's takes. */
async function saveAllAndFind(page: Page, words: readonly { lex: string }[]) {
  const saveAll = page.getByRole('button', { name: /^Save all \(\d+\)$/ });
  await expect(saveAll).toBeEnabled({ timeout: 20_000 });
  await saveAll.click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved \d+ takes\./ })).toBeVisible();
  const mine = (await (await page.request.get('/api/my-recordings')).json()) as {
    data: { subject: string }[];
  };
  for (const word of words) expect(mine.data.some((t) => t.subject === word.lex)).toBe(true);
}

/**
 * Ten words to record, then, as their recorder, the session page opened from /record with the
 * keyboard, the speaker and the lesson picked: the words and the speaker.
 */
async function setUpSession(page: Page) {
  const { recorder, words, title, speaker } = await tenWordsToRecord(page);
  await logIn(page, recorder.username, recorder.password);
  await page.goto('/record');
  const link = page.getByRole('link', { name: 'Start a recording session' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Recording session' })).toBeVisible();
  await page.getByLabel('Speaker', { exact: true }).selectOption(speaker);
  await page.getByLabel('What to record').selectOption({ label: "A lesson's words" });
  await page.getByLabel('Lesson', { exact: true }).selectOption({ label: title });
  await expect(page.getByRole('status').filter({ hasText: '10 items to record' })).toBeVisible();
  return { words, speaker };
}

test('a recorder records ten words in one sitting: silence detection moves through them, the takes are reviewed, one trimmed, and saved in one step', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { words, speaker } = await setUpSession(page);
  await expectAccessibleAtBothWidths(page);

  const start = page.getByRole('button', { name: 'Start the session' });
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: words[0]!.lex })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
  await expectAccessibleAtBothWidths(page);
  // The hums come every 2.4 s: each pause brings the next word, with no key pressed.
  await expect(page.getByRole('heading', { level: 2, name: words[3]!.lex })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Review the takes' })).toBeVisible({ timeout: 40_000 });

  const takes = page.getByRole('listitem', { name: /^Take \d+/ });
  await expect(takes).toHaveCount(10);
  for (const [i, word] of words.entries())
    await expect(page.getByLabel(`Take ${i + 1} is of`)).toHaveValue(`word:${word.id}`);
  await expect(page.getByRole('button', { name: 'Save all (10)' })).toBeEnabled({ timeout: 20_000 });
  await expectAccessibleAtBothWidths(page);

  // Trim the third take by keyboard: its start 0.2 s later.
  const startField = page.getByLabel('Take 3 starts at (s)');
  const before = Number(await startField.inputValue());
  await startField.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(startField).toHaveValue(String(Math.round((before + 0.2) * 100) / 100));

  const save = page.getByRole('button', { name: 'Save all (10)' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved 10 takes.' })).toContainText(
    'They wait for a teacher’s approval',
  );

  // The ten wait for approval, each credited to the speaker, and no word is still to record.
  const mine = (await (await page.request.get('/api/my-recordings')).json()) as {
    data: { subject: string; speaker: string; waiting: boolean }[];
  };
  for (const word of words)
    expect(mine.data.find((t) => t.subject === word.lex)).toMatchObject({ speaker, waiting: true });
  await page.goto('/record');
  for (const word of words)
    await expect(page.getByRole('button', { name: `Record ${word.lex} (sample gloss` })).toHaveCount(0);
});

test('a session interrupted by going offline keeps every take; saving says it needs a connection; after a reload it resumes with nothing lost', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { words } = await setUpSession(page);
  await page.getByRole('button', { name: 'Start the session' }).click();
  await expect(page.getByRole('heading', { level: 2, name: words[2]!.lex })).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  // Offline, the sitting goes on.
  await expect(page.getByRole('heading', { level: 2, name: words[4]!.lex })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Finish and review' }).click();
  await expect(page.getByRole('listitem', { name: /^Take \d+/ })).toHaveCount(4);
  const save = page.getByRole('button', { name: 'Save all (4)' });
  await expect(save).toBeEnabled({ timeout: 20_000 });
  await save.click();
  await expect(page.getByRole('alert')).toContainText('Saving needs a connection');

  await context.setOffline(false);
  await page.reload();
  const resume = page.getByRole('button', { name: /^Resume the session of / });
  await expect(resume).toBeVisible();
  await expect(page.getByRole('region', { name: 'Unsaved sessions on this device' })).toContainText(
    '4 takes, item 5 of 10',
  );
  await expectAccessibleAtBothWidths(page);
  await resume.click();
  await expect(page.getByRole('heading', { level: 2, name: words[4]!.lex })).toBeVisible();
  await page.getByRole('button', { name: 'Finish and review' }).click();
  const takes = page.getByRole('listitem', { name: /^Take \d+/ });
  await expect(takes.first()).toBeVisible();
  for (const [i, word] of words.slice(0, 4).entries())
    await expect(page.getByLabel(`Take ${i + 1} is of`)).toHaveValue(`word:${word.id}`);
  // Their audio is all there: saving stores each of them.
  await saveAllAndFind(page, words.slice(0, 4));
});

test('a session whose tab is closed mid-sitting resumes in a new tab from the device, its takes and their audio kept', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const { words } = await setUpSession(page);
  await page.getByRole('button', { name: 'Start the session' }).click();
  // Three words said: the fourth is on screen when the tab closes, the microphone still recording.
  await expect(page.getByRole('heading', { level: 2, name: words[3]!.lex })).toBeVisible({ timeout: 20_000 });
  await page.close();

  const reopened = await context.newPage();
  await reopened.goto('/record/session');
  const unsaved = reopened.getByRole('region', { name: 'Unsaved sessions on this device' });
  await expect(unsaved).toContainText(/\b(3|4) takes, item (4|5) of 10/);
  await expectAccessibleAtBothWidths(reopened);
  const resume = reopened.getByRole('button', { name: /^Resume the session of / });
  await resume.focus();
  await reopened.keyboard.press('Enter');
  await expect(reopened.getByRole('heading', { level: 2, name: /^sess[34]x/ })).toBeVisible();
  await reopened.getByRole('button', { name: 'Finish and review' }).click();
  await expect(reopened.getByRole('listitem', { name: /^Take \d+/ }).first()).toBeVisible();
  for (const [i, word] of words.slice(0, 3).entries())
    await expect(reopened.getByLabel(`Take ${i + 1} is of`)).toHaveValue(`word:${word.id}`);
  // The audio recorded before the tab closed is on the device: each take is cut from it and saved.
  await saveAllAndFind(reopened, words.slice(0, 3));
  await reopened.goto('/record/session');
  await expect(reopened.getByRole('region', { name: 'Unsaved sessions on this device' })).toHaveCount(0);
});
