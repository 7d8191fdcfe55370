import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';
import { removeSentence, sentenceWithTake, setLevel } from '../support/lexicon';

// Issue 36: a headword links to its entry's page wherever it is shown: here the console's dictionary
// and the interlinear popover of /sents, each followed with the keyboard alone. The word is a SAMPLE
// the test makes up (a unique prefix), glossed as a sample: not language material.

test('a teacher goes from a headword of the console dictionary, and a learner from a linked morph, to its entry page with the keyboard alone', async ({
  page,
  openBrowser,
}) => {
  test.setTimeout(120_000);
  const teacher = await createUser({ admin: true });
  const learner = await createUser();
  await logIn(page, teacher.username, teacher.password);
  const word = `${uniqueName('l').toLowerCase()}tanu`;
  const added = await page.request.post('/api/add-lex', {
    form: { lex: word, pos: 'n', gloss: 'sample river (e2e)' },
  });
  expect(added.ok()).toBe(true);
  const lexId = ((await added.json()) as { id: number }).id;
  const { id: sentId } = await sentenceWithTake(page, {
    text: `${word} sample.`,
    trans: 'A sample sentence (e2e).',
    lexId,
    lex: word,
  });

  // The console's dictionary: the search box, then Tab to the row's check box and on to its headword.
  await page.goto('/admin/dictionary');
  const search = page.getByLabel('Search by word or gloss');
  await search.fill(word);
  const table = page.getByRole('table', { name: 'Dictionary entries' });
  await expect(table.getByRole('row')).toHaveCount(2);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  await table.getByRole('checkbox', { name: new RegExp(`^Select ${word} `) }).focus();
  await page.keyboard.press('Tab');
  await expect(table.getByRole('link', { name: word, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/words/${lexId}$`));
  await expect(page.getByRole('heading', { level: 1, name: word })).toBeVisible();

  // /sents word by word: Enter opens the morph's popover, Tab reaches its headword, Enter follows it.
  const learnerPage = await openBrowser();
  await logIn(learnerPage, learner.username, learner.password);
  await learnerPage.goto('/sents');
  await learnerPage.getByLabel('Search sentences').fill(word);
  await learnerPage.getByText('Word by word', { exact: true }).click();
  const morph = learnerPage.getByRole('button', { name: word, exact: true });
  await morph.focus();
  await learnerPage.keyboard.press('Enter');
  const popover = learnerPage.getByRole('tooltip');
  await expect(popover).toContainText('Part of speech');
  for (const width of [1280, 390]) {
    await learnerPage.setViewportSize({ width, height: 900 });
    await expectAccessible(learnerPage);
  }
  await learnerPage.keyboard.press('Tab');
  await expect(popover.getByRole('link', { name: word, exact: true })).toBeFocused();
  await learnerPage.keyboard.press('Enter');
  await expect(learnerPage).toHaveURL(new RegExp(`/words/${lexId}$`));
  await expect(learnerPage.getByRole('heading', { level: 1, name: word })).toBeVisible();

  // The made-up word leaves every learner's way.
  await removeSentence(page, sentId);
  await setLevel(page, 'entry', [lexId], 'teachers');
});

test("a learner follows a word of a /vocab lesson's list to its entry page with the keyboard", async ({
  page,
}) => {
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  await page.goto('/vocab');
  // The sample lessons' words (sample data, labelled as such in the app).
  const words = page.getByRole('list', { name: /^Words in / }).first();
  const link = words.getByRole('link').first();
  await expect(link).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
  const name = await link.innerText();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/words\/\d+$/);
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
