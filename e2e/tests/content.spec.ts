import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';

interface Lex {
  id: number;
  lex: string;
  gloss: string;
}

async function lexicon(page: Page): Promise<Lex[]> {
  return ((await (await page.request.get('/api/lexs')).json()) as { data: Lex[] }).data;
}

test('a learner searches the words and opens their example sentences', async ({ page }) => {
  const user = await createUser();
  await logIn(page, user.username, user.password);
  await page.goto('/words');
  await expect(page.getByRole('heading', { name: 'Words', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Part of speech' })).toBeVisible();
  await expect(page.getByLabel('Admin mode')).toHaveCount(0);
  await expectAccessible(page);

  const sents = (
    (await (await page.request.get('/api/sents')).json()) as { data: { text: string; anno: string }[] }
  ).data;
  const first = JSON.parse(sents[0]!.anno) as { morphs: { lexId?: number }[] }[];
  const lexId = first[0]!.morphs[0]!.lexId!;
  const entry = (await lexicon(page)).find((l) => l.id === lexId)!;

  await page.getByLabel('Search words').fill(entry.gloss.toUpperCase());
  // The word's cell also holds its play button when it has a recording.
  await expect(page.getByRole('cell').filter({ hasText: new RegExp(`^${entry.lex}$`) })).toBeVisible();
  await page.getByRole('button', { name: `Show sentences for ${entry.lex}` }).click();
  await expect(page.getByText(sents[0]!.text).first()).toBeVisible();
  await page.getByRole('button', { name: `Hide sentences for ${entry.lex}` }).click();

  await page.getByLabel('Search words').fill('zzzz-nothing');
  await expect(page.getByText('No matching lexical entries found.')).toBeVisible();
});

test('an admin adds a lexical entry', async ({ page }) => {
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  await page.goto('/words');
  await page.getByLabel('Admin mode').check();
  const word = uniqueName('w').slice(0, 12);
  await page.getByLabel('Word', { exact: true }).fill(word);
  await page.getByLabel('Part of speech', { exact: true }).fill('n');
  await page.getByLabel('Gloss', { exact: true }).fill('e2e gloss');
  await page.getByRole('button', { name: 'Add entry' }).click();
  await page.getByLabel('Search words').fill(word);
  await expect(page.getByRole('cell', { name: word.toLowerCase(), exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the sentences page links morphs to their entries', async ({ page }) => {
  const user = await createUser();
  await logIn(page, user.username, user.password);
  await page.goto('/sents');
  await expect(page.getByRole('heading', { name: 'Sentences', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ sentences\.$/)).toBeVisible();
  await expectAccessible(page);
  await page.getByText('Word by word', { exact: true }).click();
  const entry = (await lexicon(page))[0]!;
  await page.getByRole('searchbox').or(page.getByRole('textbox')).first().fill(entry.lex);
  await page.getByRole('button', { name: entry.lex, exact: true }).first().click();
  await expect(page.getByRole('tooltip').or(page.locator('.popover'))).toContainText(entry.gloss);
});

test('an admin annotates a text, publishes it, a learner reads it linked, then the admin edits and deletes it', async ({
  page,
  openBrowser,
}) => {
  // Two browsers, six pages and the editor's tabs: about 16 s alone, 25 s beside a second worker.
  test.slow();
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const entry = (await lexicon(page))[0]!;
  const title = `E2E story ${Date.now()}`;

  await page.goto('/texts');
  await page.getByRole('link', { name: 'Add Text' }).click();
  await expect(page).toHaveURL(/\/annotate$/);
  // A new text is for learners unless the teacher picks another level (ADR 062).
  await expect(page.getByRole('combobox', { name: 'Visible to', exact: true })).toHaveValue('learners');
  await page.getByRole('tab', { name: 'Review' }).click();
  await expect(page.getByText('This text needs a title!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Base' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Base text').fill(`${entry.lex} tuka\n\nsecond line`);
  await page.getByRole('tab', { name: 'Word' }).click();
  await page.getByLabel('Translation').first().fill('The first sentence.');
  await page.getByLabel(`Gloss of ${entry.lex}`).fill(entry.gloss);
  await page.getByRole('tab', { name: 'Morpheme' }).click();
  // A morph spelled like exactly one entry is linked at once (ADR 024); the teacher may change it.
  await page
    .getByRole('button', { name: new RegExp(`^(Change link|Link) morph ${entry.lex} of ${entry.lex}$`) })
    .click();
  await page.getByLabel('Search the lexicon').fill(entry.lex);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: new RegExp(`^${entry.lex} `) })
    .first()
    .click();
  await expect(page.getByText(`linked to`).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Review' }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Text successfully submitted!')).toBeVisible();
  await expect(page).toHaveURL(/\/texts$/, { timeout: 5000 });

  await page.getByRole('button', { name: `Publish text ${title}` }).click();
  await expect(page.getByRole('button', { name: `Unpublish text ${title}` })).toBeVisible();
  await expectAccessible(page);

  const learnerUser = await createUser();
  const learner = await openBrowser();
  await logIn(learner, learnerUser.username, learnerUser.password);
  await learner.goto('/texts');
  await expect(learner.getByRole('button', { name: /publish text/i })).toHaveCount(0);
  await learner.getByRole('link', { name: title }).click();
  await expect(learner.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await learner.getByText('Word by word', { exact: true }).click();
  await learner.getByRole('button', { name: entry.lex, exact: true }).first().click();
  await expect(learner.locator('.popover')).toContainText(entry.gloss);
  await expectAccessible(learner);

  await page.getByRole('link', { name: title }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('button', { name: 'Back to text' })).toBeVisible();
  // In the editor, the text's level is set at once, by keyboard: teachers only, so the learner loses it.
  const level = page.getByRole('combobox', { name: 'Visible to', exact: true });
  await expect(level).toHaveValue('learners');
  await page.getByRole('button', { name: 'Back to text' }).focus();
  await page.keyboard.press('Tab');
  await expect(level).toBeFocused();
  const levelSet = page.waitForResponse((r) => r.url().endsWith('/api/admin/visibility'));
  await page.keyboard.press('ArrowDown');
  expect((await levelSet).status()).toBe(200);
  await expect(level).toHaveValue('teachers');
  await expect(level).toBeEnabled();
  await expectAccessible(page);
  await learner.reload();
  await expect(learner.getByText('No text found!')).toBeVisible();
  await page.getByRole('tab', { name: 'Base' }).click();
  await page.getByLabel('Title').fill(`${title} edited`);
  await page.getByRole('tab', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: `${title} edited`, level: 1 })).toBeVisible({
    timeout: 5000,
  });

  page.once('dialog', (d) => {
    expect(d.message()).toBe('Are you sure you want to delete this text? This cannot be easily undone.');
    void d.accept();
  });
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/texts$/);
  await expect(page.getByRole('link', { name: `${title} edited` })).toHaveCount(0);
});

test('a missing text and the legacy pages', async ({ page }) => {
  const user = await createUser();
  await logIn(page, user.username, user.password);
  await page.goto('/text-view?id=999999');
  await expect(page.getByText('No text found!')).toBeVisible();
  await expect(page.getByRole('link', { name: /texts/i }).last()).toBeVisible();
  await page.goto('/text-view-legacy');
  await expect(page.getByText('Text 0').first()).toBeVisible();
  await expectAccessible(page);
});
