import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';
import { playing, SAMPLE_MP3, watchPlayback } from '../support/playback';


test('a learner plays a word on /words', async ({ page }) => {
  await watchPlayback(page);
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);

  await page.goto('/words');
  // okihu has a sample recording (db/seed/lexicon.json).
  await page.getByLabel('Search words').fill('okihu');
  const play = page.getByRole('button', { name: 'Play okihu', exact: true });
  await expect(play).toBeVisible();
  await play.press('Enter');

  await expect.poll(() => playing(page)).toEqual([expect.stringMatching(/\/api\/audio\/[^/]+\.mp3$/)]);
  await expectAccessible(page);
});

test('a learner plays a sentence of a text, recorded before a line was inserted above it', async ({
  page,
}) => {
  await watchPlayback(page);
  const admin = await createUser({ admin: true });
  const learner = await createUser();
  await logIn(page, admin.username, admin.password);
  const title = uniqueName('Sample text');
  const sentence = (text: string, id?: number) => ({
    ...(id && { id }),
    text,
    trans: `(sample) ${text}`,
    words: [],
  });
  const added = await page.request.post('/api/add-text', {
    form: { title, data: JSON.stringify({ title, sents: [sentence('Okihu.'), sentence('Napam tietuk.')] }) },
  });
  const { id } = (await added.json()) as { id: number };
  const recorded = await page.request.post('/api/upload-sent-audio', {
    multipart: {
      filetype: 'audio/mpeg',
      id: `${id}.2`,
      audio: { name: `${id}.2.mp3`, mimeType: 'audio/mpeg', buffer: fs.readFileSync(SAMPLE_MP3) },
    },
  });
  expect(recorded.ok()).toBe(true);
  // The teacher inserts a line at the top: the recording stays with 'Napam tietuk.'.
  const updated = await page.request.post('/api/update-text', {
    form: {
      id: String(id),
      title,
      data: JSON.stringify({
        title,
        sents: [sentence('Tietu.'), sentence('Okihu.', 1), sentence('Napam tietuk.', 2)],
      }),
    },
  });
  expect(updated.ok()).toBe(true);
  expect((await page.request.post('/api/publish-text', { form: { id: String(id) } })).ok()).toBe(true);

  await page.context().clearCookies();
  await logIn(page, learner.username, learner.password);
  await page.goto(`/text-view?id=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play Okihu.' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play Tietu.' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Play Napam tietuk.' }).click();

  await expect.poll(() => playing(page)).toEqual([expect.stringMatching(/\/api\/audio-sent\/[^/]+\.mp3$/)]);
  await expectAccessible(page);
});
