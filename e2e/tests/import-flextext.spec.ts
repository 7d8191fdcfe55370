import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';

// Issue 39, ADR 086: the teacher brings a FLEx interlinear text in through the Import page (the dry
// run's report, then the import) and opens it. The text's words are invented sample words, made
// unique to this run so that no other test's data and no sample dictionary entry meets them.

/** A .flextext in FieldWorks' shape: one text, two paragraphs, three phrases with morphemes. */
function flexText(title: string, stem: string): string {
  const morph = (txt: string, gls: string) =>
    `<morph type="stem"><item type="txt" lang="qaa">${txt}</item><item type="gls" lang="en">${gls}</item></morph>`;
  const word = (txt: string, gls: string) =>
    `<word><item type="txt" lang="qaa">${txt}</item><morphemes>${morph(txt, gls)}</morphemes><item type="gls" lang="en">${gls}</item></word>`;
  const punct = (p: string) => `<word><item type="punct" lang="qaa">${p}</item></word>`;
  const phrase = (words: string, trans: string) =>
    `<phrase><words>${words}</words><item type="gls" lang="en">${trans}</item></phrase>`;
  return `<?xml version="1.0" encoding="utf-8"?>
<document version="2"><interlinear-text>
<item type="title" lang="en">${title}</item>
<paragraphs>
<paragraph><phrases>
${phrase(word(`${stem}a`, 'sample one') + word(`${stem}b`, 'sample two') + punct('.'), 'Sample one, sample two.')}
${phrase(word(`${stem}c`, 'sample three') + punct('!'), 'Sample three!')}
</phrases></paragraph>
<paragraph><phrases>${phrase(word(`${stem}d`, 'sample four'), 'Sample four')}</phrases></paragraph>
</paragraphs>
<languages><language lang="qaa" vernacular="true"/><language lang="en"/></languages>
</interlinear-text></document>
`;
}

test('the teacher imports a .flextext through the Import page: the dry run counts the text and its links, the import writes it, and the text opens with its sentences', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const title = `Sample FLEx story ${uniqueName('')}`;
  const stem = uniqueName('flx');

  await page.goto('/admin/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  await page.getByLabel('File to import').setInputFiles({
    name: 'story.flextext',
    mimeType: 'application/xml',
    buffer: Buffer.from(flexText(title, stem)),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();

  await expect(page.getByRole('heading', { name: 'What story.flextext would change' })).toBeFocused();
  const texts = page.getByRole('table', { name: 'If imported' }).getByRole('row', { name: /Texts/ });
  await expect(texts.getByRole('cell')).toHaveText(['1', '0', '0']);
  await expect(
    page.getByText('Morphemes would be linked to a dictionary entry: 0; would not be: 4 (listed below).'),
  ).toBeVisible();
  await expect(page.getByText(/4 morphemes not linked to a dictionary entry/)).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  const index = await page.request.get('/api/text-index');
  expect(JSON.stringify(await index.json())).not.toContain(title);

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Imported story.flextext' })).toBeFocused();
  await expect(
    page.getByText('Morphemes linked to a dictionary entry: 0; not: 4 (listed below).'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Open the texts' }).click();
  await expect(page).toHaveURL(/\/texts$/);
  await page.getByRole('link', { name: title }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`${stem}a ${stem}b.`, { exact: true })).toBeVisible();
  await expect(page.getByText('Sample three!', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export for FLEx (.flextext)' })).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
});

test('the teacher edits a text from FLEx in the annotation editor, with the keyboard: its literal translation, note and guids stay, and its export to FLEx changes by the gloss alone (ADR 095)', async ({
  page,
}) => {
  test.slow();
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const title = `Sample FLEx edit ${uniqueName('')}`;
  const stem = uniqueName('fle');
  // Guids on the text, phrases and words, and a literal translation and a note, as FLEx writes them.
  const file = flexText(title, stem)
    .replace('<interlinear-text>', `<interlinear-text guid="${GUID}0001">`)
    .replace('<phrase>', `<phrase guid="${GUID}0002">`)
    .replace('<word>', `<word guid="${GUID}0003">`)
    .replace(
      '<item type="gls" lang="en">Sample one, sample two.</item>',
      '<item type="gls" lang="en">Sample one, sample two.</item><item type="lit" lang="en">sample literal</item><item type="note" lang="en">A sample note.</item>',
    );
  await page.goto('/admin/import');
  await page.getByLabel('File to import').setInputFiles({
    name: 'edit.flextext',
    mimeType: 'application/xml',
    buffer: Buffer.from(file),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Imported edit.flextext' })).toBeFocused();
  const index = (await (await page.request.get('/api/text-index')).json()) as {
    data: { id: number; title: string }[];
  };
  const id = index.data.find((t) => t.title === title)!.id;
  const exported = async () => (await page.request.get(`/api/admin/texts/${id}/flextext`)).text();
  const before = await exported();

  await page.goto(`/text-view?id=${id}`);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('tab', { name: 'Word' }).click();
  const first = page.getByRole('group', { name: `Sentence 1: ${stem}a ${stem}b.` });
  await expect(first.getByLabel('Literal translation')).toHaveValue('sample literal');
  await expect(first.getByLabel('Note 1')).toHaveValue('A sample note.');
  const gloss = first.getByLabel(`Gloss of ${stem}b`);
  await gloss.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' edited');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  await page.getByRole('tab', { name: 'Morpheme' }).click();
  await expect(page.getByLabel(`gloss of morph ${stem}a of ${stem}a`)).toHaveValue('sample one');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  await page.getByRole('tab', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Submit' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 5000 });

  expect(await exported()).toBe(
    before.replace(
      '<item type="gls" lang="en">sample two</item></word>',
      '<item type="gls" lang="en">sample two edited</item></word>',
    ),
  );
  expect(before).toContain(`guid="${GUID}0003"`);
});

const GUID = '5a3e0000-0000-4000-8000-00000000';
