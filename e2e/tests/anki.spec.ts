import fs from 'node:fs';
import type { Download } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, logIn } from '../support/helpers';
import { finishLesson } from '../support/lessons';

/** The bytes a download saved, checked to be an Anki package: a zip holding collection.anki2 and media. */
async function expectApkg(download: Download, fileName: string) {
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  // A zip names its files in plain text in its directory.
  expect(bytes.includes(Buffer.from('collection.anki2'))).toBe(true);
  expect(bytes.includes(Buffer.from('media'))).toBe(true);
}

test('a learner takes a lesson from /vocab and their review deck from /review into Anki', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);

  await page.goto('/vocab');
  const lesson = page.getByRole('article', { name: /Sample lesson 1/ });
  const lessonDeck = page.waitForEvent('download');
  await lesson.getByRole('link', { name: 'Download for Anki (Sample lesson 1)' }).click();
  await expectApkg(await lessonDeck, 'Sample-lesson-1.apkg');

  await finishLesson(page, 's1a1');
  await page.goto('/review');
  const reviewDeck = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my review deck for Anki' }).press('Enter');
  await expectApkg(await reviewDeck, 'My-review.apkg');
});
