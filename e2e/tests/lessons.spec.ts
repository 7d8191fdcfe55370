import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn } from '../support/helpers';

interface Lex {
  id: number;
  lex: string;
  gloss: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a teacher builds, saves and publishes a lesson; a learner takes it to the end and sees it finished', async ({
  page,
  openBrowser,
}) => {
  // Two browsers and some eighty steps: about 20 s alone, 30 s beside a second worker on two cores.
  test.slow();
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const lexs = ((await (await page.request.get('/api/lexs')).json()) as { data: Lex[] }).data;
  const sents = (
    (await (await page.request.get('/api/sents')).json()) as { data: { id: string; text: string }[] }
  ).data;
  const words = lexs.slice(10, 15);

  await page.goto('/vocab');
  await page.getByRole('link', { name: 'Modify lessons' }).click();
  await expect(page).toHaveURL(/\/modify-vocab-lessons$/);
  await expect(page.getByRole('button', { name: 'Add new lesson' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add new lesson' }).click();
  // A title labelled as sample, unique to this run (other tests build lessons on the same server).
  const title = `Sample lesson e2e ${Date.now().toString(36)}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Description (optional)').fill('Sample words for the end-to-end test.');

  for (const w of words) {
    await page.getByRole('button', { name: 'Add word' }).click();
    await page.getByLabel('Search by word or gloss').fill(w.lex);
    await page.getByRole('radio', { name: new RegExp(`^${escape(w.lex)} — `) }).check();
    await page.getByRole('button', { name: 'Add word' }).click();
  }
  // The same lexeme twice is refused.
  await page.getByRole('button', { name: 'Add word' }).click();
  await page.getByLabel('Search by word or gloss').fill(words[0]!.lex);
  await page.getByRole('radio', { name: new RegExp(`^${escape(words[0]!.lex)} — `) }).check();
  await page.getByRole('button', { name: 'Add word' }).click();
  await expect(page.getByText('You have already selected this lexeme.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  for (const s of sents.slice(3, 5)) {
    await page.getByRole('button', { name: 'Add sentence' }).click();
    await page.getByLabel('Search by sentence or translation').fill(s.text);
    await page
      .getByRole('radio', { name: new RegExp(escape(s.text)) })
      .first()
      .check();
    await page.getByRole('button', { name: 'Add sentence' }).click();
  }
  await expectAccessible(page);

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/save-vocab-lesson'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const { id } = (await (await saved).json()) as { id: string };
  expect(id).toMatch(/^[0-9a-z]{4}$/);
  await expect(page.getByText(`Lesson "${title}" saved.`)).toBeVisible();
  // Saved, the lesson's level is set at once from the builder, by keyboard: here, for everyone.
  const level = page.getByRole('combobox', { name: 'Visible to', exact: true });
  await expect(level).toHaveValue('learners');
  await level.focus();
  const levelSet = page.waitForResponse((r) => r.url().endsWith('/api/admin/visibility'));
  await page.keyboard.press('ArrowUp');
  expect((await levelSet).status()).toBe(200);
  await expect(page.getByRole('combobox', { name: `Visible to: lesson ${title}` })).toHaveValue('public');
  await expectAccessible(page);

  await page.reload();
  page.once('dialog', (d) => {
    expect(d.message()).toBe(`Published lesson ${id}!`);
    void d.accept();
  });
  await page.getByRole('button', { name: `Publish lesson ${id}` }).click();
  await expect(page.getByRole('button', { name: `Unpublish lesson ${id}` })).toBeVisible();

  const learnerUser = await createUser();
  const learner = await openBrowser();
  await logIn(learner, learnerUser.username, learnerUser.password);
  await learner.goto('/vocab');
  const lessonLink = learner.getByRole('link', { name: `${title} | Start` });
  await expect(lessonLink).toBeVisible();
  // Each word of the lesson's card shows with its meaning.
  const wordItems = learner.getByRole('list', { name: `Words in ${title}` }).getByRole('listitem');
  await expect(wordItems).toHaveText(words.map((w) => new RegExp(`^${escape(w.lex)}: ${escape(w.gloss)}`)));
  await expectAccessible(learner);
  await lessonLink.click();
  await expect(learner).toHaveURL(new RegExp(`/vocab/${id}$`));
  await expect(learner.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await learner.getByRole('button', { name: 'Start' }).click();
  await expect(learner.getByText(words[0]!.gloss, { exact: true })).toBeVisible();
  await expectAccessible(learner);
  for (let i = 0; i < 6; i++) await learner.getByRole('button', { name: 'Next' }).click();
  await learner.getByRole('button', { name: 'Finish' }).click();

  await expect(learner.getByText('Time to practice')).toBeVisible();
  for (const w of words) {
    await learner.getByRole('button', { name: w.lex, exact: true }).click();
    await learner.getByRole('button', { name: w.gloss, exact: true }).click();
    await expect(learner.getByRole('button', { name: w.lex, exact: true })).toHaveCount(0);
  }
  await expect(learner.getByText('Lesson complete!')).toBeVisible();
  await learner.getByRole('link', { name: 'Back to Lesson Selection' }).click();
  const card = learner.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Finished')).toBeVisible();
});

test('an unknown lesson id says the lesson is not found', async ({ page }) => {
  const user = await createUser();
  await logIn(page, user.username, user.password);
  await page.goto('/vocab/zz00');
  await expect(page.getByText('Lesson not found!')).toBeVisible();
  await expect(page.getByRole('link', { name: /back|lesson/i }).first()).toBeVisible();
  await expectAccessible(page);
});
