import fs from 'node:fs';
import { hummedMelodyWav } from '../../scripts/hummed-melody-wav';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';

// Issue 39, ADR 094: the teacher aligns a text by hand on its recording, with the keyboard for the
// taps, and the learner's text then carries the new times, which the read-along player follows.
// SAMPLE: the sentences are invented words and the recording is a synthetic hum.

interface Sent {
  id: number;
  text: string;
  start?: number;
  end?: number;
}

test('the teacher aligns a text by hand with the keyboard, and the learner reads the new times', async ({
  page,
  browser,
}) => {
  // Four axe checks and four seconds of real playback on a shared host.
  test.setTimeout(90_000);
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const title = uniqueName('align');
  const data = JSON.stringify({
    title,
    sents: ['Tahak nipemk.', 'Sepik wanu kel.', 'Omo lumah.'].map((text) => ({
      text,
      trans: `Sample: ${text}`,
      words: text.split(' ').map((w) => ({ text: w, gloss: '', morphs: [] })),
    })),
  });
  const added = await page.request.post('/api/add-text', { multipart: { title, data } });
  const id = ((await added.json()) as { id: number }).id;
  await page.request.post('/api/publish-text', { multipart: { id: String(id) } });
  const recorded = await page.request.post('/api/upload-text-recording', {
    multipart: {
      id: String(id),
      audio: { name: 'story.wav', mimeType: 'audio/wav', buffer: fs.readFileSync(hummedMelodyWav(3, 4)) },
    },
  });
  expect(recorded.ok()).toBe(true);

  // The console's Texts section lists it with its Align link.
  await page.goto('/admin/texts');
  await expect(page.getByRole('heading', { name: 'Texts' })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  await page.getByRole('link', { name: `Align ${title}` }).click();
  await expect(page.getByRole('heading', { name: `Align: ${title}` })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next sentence' });
  await expect(next).toBeEnabled();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }

  // Keyboard only: Play with Enter, then N at each boundary; the recording's end closes the last.
  const play = page.getByRole('button', { name: 'Play' });
  await play.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect(page.getByText(/^0:0[1-3]\.\d \/ /)).toBeVisible();
  await page.keyboard.press('n');
  await expect(page.getByText(/The next tap ends sentence 2/)).toBeVisible();
  await expect(page.getByText(/^0:0[2-3]\.\d \/ /)).toBeVisible();
  await page.keyboard.press('n');
  await expect(page.getByText(/The next tap ends sentence 3/)).toBeVisible();
  await expect(page.getByText(/Every sentence has its end/)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('3 of 3 sentences timed, not saved yet.')).toBeVisible();
  await expect(page.locator('.align-waveform [part~="region"]')).toHaveCount(3);

  const save = page.getByRole('button', { name: 'Save the times' });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved:' })).toHaveText(
    'Saved: 3 of 3 sentences have their time.',
  );

  // The learner's text carries the times, in order, end to end, inside the 4-second recording.
  const learner = await createUser();
  const context = await browser.newContext();
  const learnerPage = await context.newPage();
  await logIn(learnerPage, learner.username, learner.password);
  const read = (await (await learnerPage.request.get(`/api/text/${id}`)).json()) as {
    data: { data: string };
  };
  const sents = (JSON.parse(read.data.data) as { sents: Sent[] }).sents;
  expect(sents.map((s) => s.id)).toEqual([1, 2, 3]);
  expect(sents[0]!.start).toBe(0);
  expect(sents[0]!.end).toBeGreaterThan(500);
  expect(sents[1]!.start).toBe(sents[0]!.end);
  expect(sents[1]!.end).toBeGreaterThan(sents[1]!.start!);
  expect(sents[2]!.start).toBe(sents[1]!.end);
  expect(sents[2]!.end).toBeGreaterThan(3900);
  expect(sents[2]!.end).toBeLessThanOrEqual(4050);
  // The learner's read-along player (ADR 093) follows the new times: each sentence plays from the
  // start the teacher tapped.
  await learnerPage.goto(`/text-view?id=${id}`);
  await expect(learnerPage.getByRole('region', { name: 'Read along with the recording' })).toBeVisible();
  for (const [index, sent] of sents.entries()) {
    const seconds = Math.floor(sent.start! / 1000);
    await expect(
      learnerPage.getByRole('button', { name: `Play from 0:0${seconds} (sentence ${index + 1})` }),
    ).toBeVisible();
  }
  await context.close();

  // The text's page links to the aligner for teachers only.
  await page.goto(`/text-view?id=${id}`);
  await expect(page.getByRole('link', { name: 'Align', exact: true })).toHaveAttribute(
    'href',
    `/admin/texts/align?id=${id}`,
  );
});
