import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';

// Issue 39, ADR 094: on the Import page the teacher takes the times of a text already here from an
// .eaf of the same recording; the dry run lists what matched and what did not.
// SAMPLE: the .eaf and the text hold invented words.

const FIXTURE = path.join(
  import.meta.dirname,
  '../../apps/api/src/features/exchange/fixtures/sample-story.eaf',
);

interface Sent {
  text: string;
  start?: number;
  end?: number;
}

test('the teacher times an existing text from an .eaf through the Import page, seeing the matches and mismatches first', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const title = uniqueName('timed');
  const data = JSON.stringify({
    title,
    sents: ['Tahak nipemk lumah.', 'Sepik!', 'Omo wanu.'].map((text) => ({
      text,
      trans: `Sample: ${text}`,
      words: text.split(' ').map((w) => ({ text: w, gloss: '', morphs: [] })),
    })),
  });
  const id = (
    (await (await page.request.post('/api/add-text', { multipart: { title, data } })).json()) as {
      id: number;
    }
  ).id;

  await page.goto('/admin/import');
  await page.getByLabel('File to import').setInputFiles(FIXTURE);
  await page.getByLabel('An ELAN file (.eaf) brings').selectOption({ label: `The times of “${title}”` });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { name: 'What sample-story.eaf would change' })).toBeFocused();
  await expect(
    page.getByText(
      new RegExp(`Times for “${title}” \\(text ${id}\\): 2 of its sentences matched; not matched:`),
    ),
  ).toBeVisible();
  await expect(
    page.getByText('Sentence 3 “Omo wanu.” is not in the .eaf file: it keeps no time.'),
  ).toBeVisible();
  await expect(
    page.getByText(/The \.eaf file's “Honak sepik\.” at .* matches no sentence of the text\./),
  ).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  // On a shared host the import takes some seconds.
  await expect(page.getByRole('heading', { name: 'Imported sample-story.eaf' })).toBeFocused({
    timeout: 30_000,
  });
  const read = (await (await page.request.get(`/api/text/${id}`)).json()) as { data: { data: string } };
  const sents = (JSON.parse(read.data.data) as { sents: Sent[] }).sents;
  expect(sents.map((s) => [s.text, s.start !== undefined, s.end !== undefined])).toEqual([
    ['Tahak nipemk lumah.', true, true],
    ['Sepik!', true, true],
    ['Omo wanu.', false, false],
  ]);
});
