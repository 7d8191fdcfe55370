import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';
import { removeWord, wordWithTake } from '../support/lexicon';

// Who sees what (issue 27, ADR 058), end to end: the teacher keeps a word and a recording of
// another word back; a learner no longer finds the word, hears either recording, nor reviews the
// word; the teacher shows them again and they come back, the review card as it was.

/** The learner's review counts now. */
async function reviewCounts(page: Page) {
  const res = await page.request.get('/api/review/summary?tz=UTC');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { counts: { new: number; learning: number; review: number } }).counts;
}

/** Sets the level of the entry `lex` (gloss `gloss`) in the console's dictionary. */
async function setEntryLevel(page: Page, lex: string, gloss: string, level: 'learners' | 'teachers') {
  await page.goto('/admin/dictionary');
  await page.getByRole('searchbox', { name: 'Search by word or gloss' }).fill(lex);
  await expect(page.getByText('1 entry.')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/visibility'));
  await page.getByRole('combobox', { name: `Visible to: ${lex} (${gloss})` }).selectOption(level);
  expect((await saved).status()).toBe(200);
}

/** Sets the level of the one take of `lex` in its Manage Audio dialog on /words. */
async function setTakeLevel(page: Page, lex: string, level: 'learners' | 'teachers') {
  await page.goto('/words');
  await page.getByLabel('Admin mode').check();
  await page.getByLabel('Search words').fill(lex);
  await page.getByRole('button', { name: `Manage Audio for ${lex}` }).click();
  const dialog = page.getByRole('dialog');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/visibility'));
  await dialog.getByRole('combobox', { name: /^Visible to: the recording by / }).selectOption(level);
  expect((await saved).status()).toBe(200);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The learner's /words, searched for `lex`, freshly loaded. */
async function searchWords(page: Page, lex: string) {
  await page.goto('/words');
  await page.getByLabel('Search words').fill(lex);
}

test('the teacher hides a word and a recording; a learner no longer finds, hears or reviews them; shown again, they return', async ({
  page,
  openBrowser,
}) => {
  test.setTimeout(90_000);
  const teacher = await createUser({ admin: true });
  const learner = await createUser();
  await logIn(page, teacher.username, teacher.password);
  const hidden = uniqueName('h');
  const voiced = uniqueName('v');
  const { id: hiddenId, file: hiddenFile } = await wordWithTake(page, hidden, 'kept back');
  const { id: voicedId, file: voicedFile } = await wordWithTake(page, voiced, 'heard then kept back');

  const learnerPage = await openBrowser();
  await logIn(learnerPage, learner.username, learner.password);
  await searchWords(learnerPage, hidden);
  await expect(learnerPage.getByRole('cell', { name: 'kept back' })).toBeVisible();
  await learnerPage.getByRole('button', { name: `Add to my review: ${hidden}` }).click();
  await expect(learnerPage.getByRole('button', { name: `In my review: ${hidden}` })).toBeVisible();
  const before = await reviewCounts(learnerPage);
  expect(before.new).toBeGreaterThan(0);
  expect((await learnerPage.request.get(`/api/audio/${hiddenFile}`)).status()).toBe(200);
  expect((await learnerPage.request.get(`/api/audio/${voicedFile}`)).status()).toBe(200);

  // The teacher keeps the word and the other word's recording back.
  await setEntryLevel(page, hidden, 'kept back', 'teachers');
  await expectAccessible(page);
  await setTakeLevel(page, voiced, 'teachers');

  // The learner finds neither the word nor the recording, anywhere they would meet them.
  await searchWords(learnerPage, hidden);
  await expect(learnerPage.getByText('No matching lexical entries found.')).toBeVisible();
  await searchWords(learnerPage, voiced);
  await expect(learnerPage.getByRole('cell', { name: 'heard then kept back' })).toBeVisible();
  await expect(learnerPage.getByRole('button', { name: `Play ${voiced}`, exact: true })).toHaveCount(0);
  await expectAccessible(learnerPage);
  for (const file of [hiddenFile, voicedFile])
    expect((await learnerPage.request.get(`/api/audio/${file}`)).status()).toBe(404);
  expect((await reviewCounts(learnerPage)).new).toBe(0);
  await learnerPage.goto('/review');
  await expect(learnerPage.getByText('Nothing to review right now.')).toBeVisible();
  for (let draw = 0; draw < 10; draw += 1) {
    const word = await learnerPage.request.get('/api/random');
    expect(await word.text()).not.toMatch(new RegExp(`${hiddenFile}|${voicedFile}`));
  }
  const answers = await learnerPage.request.post('/api/answers', { form: { word: hidden } });
  expect(answers.status()).toBe(404);

  // Shown again, both return, and the review card with them.
  await setEntryLevel(page, hidden, 'kept back', 'learners');
  await setTakeLevel(page, voiced, 'learners');
  await searchWords(learnerPage, hidden);
  await expect(learnerPage.getByRole('button', { name: `In my review: ${hidden}` })).toBeVisible();
  const played = learnerPage.waitForResponse((r) => r.url().endsWith(`/api/audio/${hiddenFile}`));
  await learnerPage.getByRole('button', { name: `Play ${hidden}`, exact: true }).click();
  expect((await played).ok()).toBe(true);
  await searchWords(learnerPage, voiced);
  await expect(learnerPage.getByRole('button', { name: `Play ${voiced}`, exact: true })).toBeVisible();
  expect(await reviewCounts(learnerPage)).toEqual(before);

  // This test's made-up words leave the dictionary, so the drills and games of the tests after it
  // never meet them.
  await removeWord(page, hiddenId);
  await removeWord(page, voicedId);
});
