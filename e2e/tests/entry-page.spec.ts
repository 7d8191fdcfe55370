import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';
import { removeSentence, sentenceWithTake, setLevel, wordWithTake } from '../support/lexicon';

// Issue 36: every entry has its page, /words/{id}, and search forgives diacritics. The words here
// are SAMPLE words the test makes up (a unique prefix, then "atun" or "atŭn"), glossed as samples:
// not language material.

/** Adds an entry as the signed-in teacher; its id. */
async function addEntry(page: Page, lex: string, gloss: string): Promise<number> {
  const added = await page.request.post('/api/add-lex', { form: { lex, pos: 'n', gloss } });
  expect(added.ok()).toBe(true);
  return ((await added.json()) as { id: number }).id;
}

/** The words of /words's rows, in order. */
const shownWords = (page: Page) =>
  page
    .getByRole('table', { name: 'Lexical entries' })
    .getByRole('row')
    .locator('td:first-child a')
    .allInnerTexts();

/** After the test, its made-up words leave every learner's way (an entry a sentence uses stays, for teachers). */
async function putAway(page: Page, lexIds: number[], sentId: string) {
  await removeSentence(page, sentId);
  await setLevel(page, 'entry', lexIds, 'teachers');
}

test('a learner finds atŭn by typing atun, opens its page with the keyboard and reads it whole; a hidden entry is not found', async ({
  page,
  openBrowser,
}) => {
  test.setTimeout(120_000);
  const teacher = await createUser({ admin: true });
  const learner = await createUser();
  await logIn(page, teacher.username, teacher.password);
  const prefix = uniqueName('q').toLowerCase();
  const marked = `${prefix}at\u016dn`;
  const plain = `${prefix}atun`;
  const { id: markedId } = await wordWithTake(page, marked, 'sample stone (e2e)');
  const plainId = await addEntry(page, plain, 'sample river (e2e)');
  const { id: sentId } = await sentenceWithTake(page, {
    text: `${marked} sample.`,
    trans: 'A sample sentence (e2e).',
    lexId: markedId,
    lex: marked,
  });

  const learnerPage = await openBrowser();
  await logIn(learnerPage, learner.username, learner.password);
  await learnerPage.goto('/words');
  const search = learnerPage.getByLabel('Search words');
  // Typed without the breve: both, the word written as typed first.
  await search.fill(plain);
  await expect.poll(() => shownWords(learnerPage)).toEqual([plain, marked]);
  // Typed with it (capitals, decomposed): the word with the breve first.
  await search.fill(`${prefix.toUpperCase()}ATU\u0306N`);
  await expect.poll(() => shownWords(learnerPage)).toEqual([marked, plain]);
  // Add to my review is a labelled button in the row.
  await expect(learnerPage.getByRole('button', { name: `Add to my review: ${marked}` })).toHaveText(
    'Add to my review',
  );
  await expectAccessible(learnerPage);

  // The headword is a link: followed with the keyboard, it opens the entry's page.
  await learnerPage.getByRole('link', { name: marked, exact: true }).focus();
  await learnerPage.keyboard.press('Enter');
  await expect(learnerPage).toHaveURL(new RegExp(`/words/${markedId}$`));
  await expect(learnerPage.getByRole('heading', { level: 1, name: marked })).toBeVisible();
  await expect(learnerPage.getByRole('region', { name: 'Senses' })).toContainText('sample stone (e2e)');
  const recordings = learnerPage.getByRole('region', { name: 'Recordings' });
  await expect(recordings.getByRole('button', { name: /^Play / })).toHaveCount(1);
  // Beside it, the microphone to say the word and compare (issue 38, ADR 079).
  await expect(recordings.getByRole('button', { name: `Say ${marked} and compare` })).toBeVisible();
  const sentences = learnerPage.getByRole('list', { name: `Sentences using ${marked}` });
  await expect(sentences).toContainText('A sample sentence (e2e).');
  await expect(sentences.getByRole('button', { name: `Play ${marked} sample.` })).toBeVisible();
  await expect(learnerPage.getByRole('region', { name: 'Texts' })).toContainText(
    'No text uses this word yet.',
  );
  await learnerPage.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(learnerPage);
  await learnerPage.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(learnerPage);
  const add = learnerPage.getByRole('button', { name: `Add to my review: ${marked}` });
  await add.focus();
  await learnerPage.keyboard.press('Enter');
  await expect(learnerPage.getByRole('button', { name: `In my review: ${marked}` })).toBeVisible();

  // The address is the entry's: opened afresh (shared, bookmarked), it shows the same entry.
  await learnerPage.goto(`/words/${plainId}`);
  await expect(learnerPage.getByRole('heading', { level: 1, name: plain })).toBeVisible();

  // Kept back by the teacher, the entry is not found; neither is one that never was.
  await setLevel(page, 'entry', [plainId], 'teachers');
  await learnerPage.goto(`/words/${plainId}`);
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'Word not found' })).toBeVisible();
  await expect(learnerPage.getByText(plain)).toHaveCount(0);
  await expectAccessible(learnerPage);
  await learnerPage.goto('/words/999999999');
  await expect(learnerPage.getByRole('heading', { level: 1, name: 'Word not found' })).toBeVisible();
  // The teacher still sees it.
  await page.goto(`/words/${plainId}`);
  await expect(page.getByRole('heading', { level: 1, name: plain })).toBeVisible();

  // The console's dictionary forgives diacritics too.
  await page.goto('/admin/dictionary');
  await page.getByLabel('Search by word or gloss').fill(plain);
  // The word written as typed first, as on /words.
  await expect
    .poll(() =>
      page
        .getByRole('checkbox', { name: new RegExp(`^Select ${prefix}`) })
        .evaluateAll((boxes) =>
          boxes.map((b) => b.getAttribute('aria-label') ?? (b as HTMLInputElement).labels?.[0]?.textContent),
        ),
    )
    .toEqual([`Select ${plain} (sample river (e2e))`, `Select ${marked} (sample stone (e2e))`]);

  await putAway(page, [markedId, plainId], sentId);
});

test('with the public dictionary open, a visitor reads a public entry on its page, and a learners-only one is not found', async ({
  page,
  openBrowser,
}) => {
  const teacher = await createUser({ admin: true });
  await logIn(page, teacher.username, teacher.password);
  const prefix = uniqueName('p').toLowerCase();
  const open = `${prefix}open`;
  const kept = `${prefix}kept`;
  const openId = await addEntry(page, open, 'sample public word (e2e)');
  const keptId = await addEntry(page, kept, 'sample learners word (e2e)');
  await setLevel(page, 'entry', [openId], 'public');
  const setOpen = (on: boolean) =>
    page.request.post('/api/admin/public-dictionary', { data: { publicDictionary: on } });
  expect((await setOpen(true)).ok()).toBe(true);
  try {
    const visitor = await openBrowser();
    await visitor.goto(`/words/${openId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: open })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Senses' })).toContainText('sample public word (e2e)');
    await expect(visitor.getByRole('button', { name: /to my review|Suggest a correction/ })).toHaveCount(0);
    await expectAccessible(visitor);
    await visitor.goto(`/words/${keptId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Word not found' })).toBeVisible();
  } finally {
    expect((await setOpen(false)).ok()).toBe(true);
  }
  await setLevel(page, 'entry', [openId, keptId], 'teachers');
});
