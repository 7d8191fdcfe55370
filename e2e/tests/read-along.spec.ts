import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { hummedMelodyWav } from '../../scripts/hummed-melody-wav';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';

// Issue 39, ADR 093: a learner plays a text in read-along, taps a later sentence, loops one, slows
// it, hides the translations, uses the keyboard, and plays it again offline after downloading the
// texts. The text is made through the API (add-text with its times, then its whole recording).
// SAMPLE: invented words, and the recording is a synthetic hum: neither is language material.

test.use({ serviceWorkers: 'allow' });

const SENTENCES = [
  { text: 'Tahak nipemk lumah.', trans: 'I see the river stone.', start: 0, end: 1800 },
  { text: 'Sepik!', trans: 'Here!', start: 2000, end: 3800 },
  { text: 'Honak sepik.', trans: 'The house is here.', start: 4000, end: 5800 },
  { text: 'Lumah tahak.', trans: 'The stone of the river.', start: 6000, end: 7800 },
];
const TRANSLATIONS = SENTENCES.map((s) => s.trans);

/** A published text of the four sentences above with their times (the first one's words too) and a recording. */
async function timedText(page: Page): Promise<number> {
  const title = uniqueName('read-along story (sample)');
  const sents = SENTENCES.map((s, i) => ({
    ...s,
    words: s.text
      .replace(/[.!]/g, '')
      .split(' ')
      .map((text, w) =>
        i === 0
          ? { text, gloss: '', morphs: [], start: w * 600, end: (w + 1) * 600 }
          : { text, gloss: '', morphs: [] },
      ),
  }));
  const added = await page.request.post('/api/add-text', {
    form: { title, data: JSON.stringify({ title, sents }), visibility: 'learners' },
  });
  expect(added.status()).toBe(200);
  const { id } = (await added.json()) as { id: number };
  expect((await page.request.post('/api/publish-text', { form: { id: String(id) } })).status()).toBe(200);
  const wav = hummedMelodyWav(7.8, 8);
  const upload = await page.request.post('/api/upload-text-recording', {
    multipart: {
      id: String(id),
      audio: { name: 'story.wav', mimeType: 'audio/wav', buffer: fs.readFileSync(wav) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return id;
}

/** The read-along's audio element: where it is, whether it plays, how fast. */
const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector<HTMLAudioElement>('.read-along audio')!;
    return {
      time: audio.currentTime,
      paused: audio.paused,
      rate: audio.playbackRate,
      preservesPitch: audio.preservesPitch,
    };
  });
const sentence = (page: Page, n: number) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .nth(n - 1);

async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

test('a learner follows a text in read-along: taps a later sentence, loops one, slows it, hides the translations, uses the keys, and plays it again offline', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(150_000);
  const admin = await createUser({ admin: true });
  const teacherPage = await (await browser.newContext()).newPage();
  await logIn(teacherPage, admin.username, admin.password);
  const id = await timedText(teacherPage);

  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  await serviceWorkerInControl(page);
  await page.goto(`/text-view?id=${id}`);
  const player = page.getByRole('group', { name: 'Read-along player' });
  await expect(player).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }

  // Play: the first sentence is marked, then its words one by one.
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(sentence(page, 1)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[data-word][aria-current="true"]')).toHaveText('nipemk', { timeout: 5000 });
  await expect(player.getByText('Sentence 1 of 4')).toBeVisible();
  await expectAccessible(page);

  // A tap on a later sentence plays from its start.
  await sentence(page, 3).getByText('Honak sepik.', { exact: true }).click();
  await expect(sentence(page, 3)).toHaveAttribute('aria-current', 'true');
  expect((await audioState(page)).time).toBeGreaterThanOrEqual(4);
  await expect(sentence(page, 1)).not.toHaveAttribute('aria-current', 'true');

  // Loop sentence 2: after longer than it lasts, it still plays within it.
  await sentence(page, 2)
    .getByRole('button', { name: /^Play from 0:02/ })
    .click();
  await player.getByRole('button', { name: 'Loop sentence' }).click();
  await expect(player.getByText('Sentence 2 of 4, looping')).toBeVisible();
  await page.waitForTimeout(2500);
  const looped = await audioState(page);
  expect(looped.paused).toBe(false);
  expect(looped.time).toBeGreaterThanOrEqual(2);
  expect(looped.time).toBeLessThan(3.8);
  await player.getByRole('button', { name: 'Loop sentence' }).click();
  await expect(player.getByRole('button', { name: 'Loop sentence' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // 0.75 speed, the pitch kept.
  await player.getByRole('button', { name: 'Slower (0.75×)' }).click();
  expect(await audioState(page)).toMatchObject({ rate: 0.75, preservesPitch: true });

  // The translations: one hidden, then all, then all shown again.
  await page.getByRole('button', { name: 'Hide translation of sentence 1' }).click();
  await expect(page.getByText(TRANSLATIONS[0]!, { exact: true })).toBeHidden();
  await expect(page.getByText(TRANSLATIONS[1]!, { exact: true })).toBeVisible();
  await player.getByRole('button', { name: 'Hide translations' }).click();
  for (const trans of TRANSLATIONS) await expect(page.getByText(trans, { exact: true })).toBeHidden();
  await player.getByRole('button', { name: 'Show translations' }).click();
  for (const trans of TRANSLATIONS) await expect(page.getByText(trans, { exact: true })).toBeVisible();

  // The keyboard: space pauses and plays, the arrows go to the next and previous sentence.
  await sentence(page, 2)
    .getByRole('button', { name: /^Play from 0:02/ })
    .click();
  const text = page.getByRole('group', { name: /^The text:/ });
  await text.focus();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(sentence(page, 3)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(sentence(page, 2)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);

  // On a phone: the player's buttons are at least 44 px, and it still plays.
  await page.setViewportSize({ width: 390, height: 800 });
  for (const button of await player.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.height, (await button.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
  await player.getByRole('button', { name: 'Pause' }).click();

  // Offline, after downloading the texts on /texts: the text and its recording come from the device.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/texts');
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText(/^Available offline: the texts, .* on this device\.$/)).toBeVisible({ timeout: 60_000 });
  await context.setOffline(true);
  await page.goto(`/text-view?id=${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await sentence(page, 4)
    .getByRole('button', { name: /^Play from 0:06/ })
    .click();
  await expect(sentence(page, 4)).toHaveAttribute('aria-current', 'true');
  await expect.poll(async () => (await audioState(page)).time, { timeout: 10_000 }).toBeGreaterThan(6.3);
  await expect(page.getByRole('alert')).toHaveCount(0);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  await context.setOffline(false);
});
