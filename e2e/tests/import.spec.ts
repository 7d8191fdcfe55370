import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';

test('the teacher imports a CSV through the browser, reads the dry run, confirms, and sees the new words on /words', async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  // Words of this test's own (sample data, not language material), so no other test's are counted.
  const first = uniqueName('imp');
  const second = uniqueName('imp');
  const csv = `lex,pos,gloss,notes\n${first},n,sample import one,\n${second},v,sample import two,made up for a test\n,n,no word here,\n`;

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Import' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import' })).toBeVisible();
  await page.getByLabel('File to import').setInputFiles({
    name: 'new-words.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();

  // The dry run: two new entries, one rejected row named by its line; nothing written yet.
  await expect(page.getByRole('heading', { name: 'What new-words.csv would change' })).toBeFocused();
  const entries = page
    .getByRole('table', { name: 'If imported' })
    .getByRole('row', { name: /Dictionary entries/ });
  await expect(entries.getByRole('cell')).toHaveText(['2', '0', '0']);
  await expect(page.getByText('Dictionary entries, line 4:')).toBeVisible();
  await expect(page.getByText('lex is required.')).toBeVisible();
  await expectAccessible(page);
  const before = await page.request.get('/api/lexs');
  expect(JSON.stringify(await before.json())).not.toContain(first);

  await page.getByRole('button', { name: 'Import the rest, leaving out the rejected' }).click();
  await expect(page.getByRole('heading', { name: 'Imported new-words.csv' })).toBeFocused();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'See the words' }).click();
  await expect(page).toHaveURL(/\/words$/);
  await page.getByLabel('Search words').fill(first);
  await expect(page.getByText('sample import one')).toBeVisible();
  await page.getByLabel('Search words').fill(second);
  await expect(page.getByText('sample import two')).toBeVisible();
});

test('a spreadsheet that overlaps the dictionary shows its new words, its possible duplicates with a choice, and its unchanged rows; the teacher’s choice is imported', async ({
  page,
}) => {
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  // Words of this test's own (sample data, not language material).
  const known = uniqueName('imp');
  const fresh = uniqueName('imp');
  const added = await page.request.post('/api/add-lex', {
    form: { lex: known, pos: 'n', gloss: 'sample known meaning' },
  });
  expect(added.ok()).toBe(true);
  const { id } = (await added.json()) as { id: number };
  const csv = `lex,pos,gloss\n${known},n,sample known meaning\n${known},n,sample second meaning\n${fresh},v,sample new word\n`;

  await page.goto('/admin/import');
  await page.getByLabel('File to import').setInputFiles({
    name: 'overlap.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { name: 'What overlap.csv would change' })).toBeFocused();

  // The three groups: new, possible duplicates (each with a choice), unchanged.
  await expect(page.getByRole('table', { name: 'New words' })).toContainText(fresh);
  await expect(page.getByRole('table', { name: 'Already in the dictionary, unchanged' })).toContainText(
    known,
  );
  const duplicates = page.getByRole('region', { name: 'Possible duplicates: 1' });
  await expect(duplicates.getByRole('cell', { name: `${known} (n) sample second meaning` })).toBeVisible();
  await expectAccessible(page);

  // Import asks for the choice first, then loads the row as a new sense of the known word.
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Choose what to do with each possible duplicate first.',
  );
  const choice = duplicates.getByRole('combobox', { name: `What to do with line 3, ${known}` });
  await expect(choice).toBeFocused();
  await choice.selectOption(`new-sense:${id}`);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { name: 'Imported overlap.csv' })).toBeFocused();
  await expectAccessible(page);

  const lexicon = (await (await page.request.get('/api/lexs')).json()) as {
    data: { id: number; lex: string; senses?: { gloss: string }[] }[];
  };
  expect(lexicon.data.filter((e) => e.lex === known)).toEqual([
    expect.objectContaining({
      id,
      senses: [
        { pos: 'n', gloss: 'sample known meaning' },
        { pos: 'n', gloss: 'sample second meaning' },
      ],
    }),
  ]);
  expect(lexicon.data.filter((e) => e.lex === fresh)).toHaveLength(1);
});

for (const width of [1280, 390]) {
  test(`a FieldWorks 1.2 LIFT file at ${width} px: the dry run names its writing systems and entries, the teacher picks the glosses' from the file's, imports, and is sent to the dictionary`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const admin = await createUser({ admin: true });
    await logIn(page, admin.username, admin.password);
    // A file in the shape FieldWorks 1.2 wrote (LIFT 0.02), with this test's own sample words: not
    // language material.
    const first = uniqueName('lift');
    const second = uniqueName('lift');
    const guid = () => crypto.randomUUID();
    const lift = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<lift producer="SIL.FLEx.V1Pt2" version="0.02">',
      `<entry id="${guid()}"><lex><form lang="x-Kal">${first}</form></lex><sense><gloss><form lang="x-Eng">sample gloss one</form><form lang="fr">exemple un</form></gloss></sense></entry>`,
      `<entry id="${guid()}"><lex><form lang="x-Kal">${second}</form></lex><sense><grammi value="Noun"/><gloss><form lang="x-Eng">sample gloss two</form></gloss></sense></entry>`,
      '</lift>',
    ].join('\n');

    await page.goto('/admin/import');
    await page.getByLabel('File to import').setInputFiles({
      name: 'older.lift',
      mimeType: 'application/xml',
      buffer: Buffer.from(lift),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByRole('heading', { name: 'What older.lift would change' })).toBeFocused();
    await expect(
      page
        .getByRole('table', { name: 'If imported' })
        .getByRole('row', { name: /Dictionary entries/ })
        .getByRole('cell'),
    ).toHaveText(['2', '0', '0']);
    // Glosses default to the writing system the last LIFT import read, when the file has it (ADR 049).
    const names: Record<string, string> = { fr: 'French fr', 'x-Eng': 'Private use (Eng) x-Eng' };
    const glossesIn = page.getByRole('combobox', { name: 'Glosses in' });
    const current = await glossesIn.inputValue();
    await expect(page.getByText(/Headwords are read in/)).toContainText(
      `Headwords are read in Private use (Kal) x-Kal; glosses and definitions in ${names[current]}.`,
    );
    const look = page.getByRole('heading', { name: 'Would arrive, but worth a look' }).locator('..');
    await expect(look).toContainText(
      `1 sense without a part of speech (grammatical-info), for example ${first} (line 3).`,
    );
    await expectAccessible(page);

    // The glosses' writing system, from the file's own, by name.
    const other = current === 'fr' ? 'x-Eng' : 'fr';
    await glossesIn.selectOption(other);
    await page.getByRole('button', { name: 'Read the file in these writing systems' }).click();
    await expect(page.getByText(/Headwords are read in/)).toContainText(
      `glosses and definitions in ${names[other]}.`,
    );

    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByRole('heading', { name: 'Imported older.lift' })).toBeFocused();
    await expect(
      page.getByRole('table', { name: 'What the import did' }).getByRole('columnheader'),
    ).toHaveText(['What', 'Added', 'Changed', 'Unchanged']);
    await expect(page.getByRole('heading', { name: 'Arrived, but worth a look' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check the file' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Open the dictionary' }).click();
    await expect(page).toHaveURL(/\/admin\/dictionary$/);
    const lexicon = (await (await page.request.get('/api/lexs')).json()) as {
      data: { lex: string; gloss: string }[];
    };
    expect(lexicon.data.filter((e) => e.lex === first)).toEqual([
      expect.objectContaining({ gloss: other === 'fr' ? 'exemple un' : 'sample gloss one' }),
    ]);
  });
}
