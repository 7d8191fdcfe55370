import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeZip } from '../../apps/api/src/features/exchange/zip-archive';
import { hummedMelodyWav } from '../../scripts/hummed-melody-wav';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';

// Issue 39, ADR 087: the teacher brings an ELAN file with its recording in through the Import page,
// chooses its tiers from the dry run, imports it, and the text shows its sentences.
// SAMPLE: the .eaf holds invented words and the recording is a synthetic hum.

const FIXTURE = path.join(
  import.meta.dirname,
  '../../apps/api/src/features/exchange/fixtures/sample-story.eaf',
);

test('the teacher imports an .eaf with its recording through the Import page, choosing its tiers, and the text shows its sentences', async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const title = uniqueName('story');
  const zip = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-e2e-eaf-')), `${title}.zip`);
  writeZip(zip, [
    { archivePath: `${title}.eaf`, sourcePath: FIXTURE },
    { archivePath: 'sample-story.wav', sourcePath: hummedMelodyWav(1.2, 3) },
  ]);

  await page.goto('/admin/import');
  await page.getByLabel('File to import').setInputFiles(zip);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { name: `What ${title}.zip would change` })).toBeFocused();
  const tiers = page.getByRole('table', { name: 'Tiers of the ELAN file' });
  await expect(tiers.getByRole('row', { name: /^tx@Elder / })).toContainText('Sample Elder');
  await expect(tiers.getByRole('row', { name: /^wd@Elder / })).toContainText('6');
  await expect(
    page.getByText(/3 sentences from tx@Elder, translations from ft@Elder, words from wd@Elder/),
  ).toBeVisible();
  await expect(page.getByText('Its recording: sample-story.wav.')).toBeVisible();

  // Another tier read: the visitor's one annotation.
  await page.getByLabel('Transcription (one sentence each)').selectOption('tx@Visitor');
  await page.getByLabel('Translation').selectOption('');
  await page.getByLabel('Words').selectOption('');
  await page.getByRole('button', { name: 'Read these tiers' }).click();
  await expect(page.getByText(/1 sentence from tx@Visitor\./)).toBeVisible();
  // Back to the elder's tiers, as the teacher wants them.
  await page.getByLabel('Transcription (one sentence each)').selectOption('tx@Elder');
  await page.getByLabel('Translation').selectOption('ft@Elder');
  await page.getByLabel('Words').selectOption('wd@Elder');
  await page.getByRole('button', { name: 'Read these tiers' }).click();
  await expect(
    page.getByText(/3 sentences from tx@Elder, translations from ft@Elder, words from wd@Elder/),
  ).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Imported ${title}.zip` })).toBeFocused();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }

  const index = (await (await page.request.get('/api/text-index')).json()) as {
    data: { id: number; title: string }[];
  };
  const text = index.data.find((t) => t.title === title)!;
  const read = (await (await page.request.get(`/api/text/${text.id}`)).json()) as {
    data: { recording?: { url: string } };
  };
  expect(read.data.recording?.url).toMatch(/^\/api\/text-audio\/.+\.mp3$/);
  await page.goto(`/text-view?id=${text.id}`);
  await expect(page.getByText('Tahak nipemk lumah.', { exact: true })).toBeVisible();
  await expect(page.getByText('I see the river stone.', { exact: true })).toBeVisible();
  await expect(page.getByText('Honak sepik.', { exact: true })).toBeVisible();
  // The teacher's panel of the text's recording: the elder's, every sentence timed.
  const panel = page.getByRole('region', { name: 'Recording of the whole text' });
  await expect(panel.getByText('Spoken by Sample Elder.')).toBeVisible();
  await expect(panel.getByText(/3 of 3 sentences have their time/)).toBeVisible();
  await expect(
    panel.getByRole('link', { name: 'Download for ELAN (.eaf and its recording)' }),
  ).toHaveAttribute('href', `/api/admin/texts/${text.id}/eaf`);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
});

test('when the recording beside the .eaf cannot be read, the Import page says so and no text arrives (ADR 100)', async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const title = uniqueName('story');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-e2e-eaf-'));
  // A real WAV cut after its first kilobyte: a header and some milliseconds of sound.
  const truncated = path.join(dir, 'sample-story.wav');
  fs.writeFileSync(truncated, fs.readFileSync(hummedMelodyWav(1.2, 3)).subarray(0, 1024));
  const zip = path.join(dir, `${title}.zip`);
  writeZip(zip, [
    { archivePath: `${title}.eaf`, sourcePath: FIXTURE },
    { archivePath: 'sample-story.wav', sourcePath: truncated },
  ]);

  await page.goto('/admin/import');
  await page.getByLabel('File to import').setInputFiles(zip);
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByText('Its recording: sample-story.wav.')).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    "sample-story.wav cannot be the text's recording: The recording is empty. Nothing was imported.",
  );
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  const index = (await (await page.request.get('/api/text-index')).json()) as { data: { title: string }[] };
  expect(index.data.map((t) => t.title)).not.toContain(title);
});
