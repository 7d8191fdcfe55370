import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectAccessible, logIn } from '../support/helpers';
import { setLevel } from '../support/lexicon';
import { useOwnServer } from '../support/own-server';
import { PHONE } from '../support/phone';

// Issue 40 (ADR 090): the letter bar and answers judged as a teacher would, in a written exercise.
// SAMPLE alphabet and word, invented for this test: not language material. The teacher saves an
// alphabet with á, ŭ and the glottal stop (’ and ʼ its equivalents), and the entry meaning 'stone'
// that 2023-03-17's typed section asks is, for this test, kwá'ŭk. All of it on a server of this
// spec's own (useOwnServer), so no other spec ever sees this alphabet or word, and nothing is put back.

const WORD = "kwá'ŭk";
const ALPHABET = {
  letters: [
    { letter: 'a' },
    { letter: 'á' },
    { letter: 'k' },
    { letter: 'kw' },
    { letter: 'u' },
    { letter: 'ŭ' },
    { letter: 'w' },
    { letter: "'", equivalents: ['’', 'ʼ'] },
  ],
  caseMatters: false,
  almostCounts: false,
};
/** The seed's entry meaning 'stone' (napam), hidden from learners while the test's word stands in. */
const STONE_ID = 3;

test.describe.configure({ mode: 'serial' });
const server = useOwnServer('typing', 2001);

let teacherPage: Page;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  const teacher = await server.createUser({ admin: true });
  teacherPage = await browser.newPage({ baseURL: server.baseURL });
  await logIn(teacherPage, teacher.username, teacher.password);
  const saved = await teacherPage.request.post('/api/admin/alphabet', { data: ALPHABET });
  expect(saved.ok(), 'the alphabet saved').toBe(true);
  await setLevel(teacherPage, 'entry', [STONE_ID], 'teachers');
  const added = await teacherPage.request.post('/api/add-lex', {
    form: { lex: WORD, pos: 'n', gloss: 'stone', notes: 'Sample entry (invented for a test).' },
  });
  expect(added.ok(), 'the sample word added').toBe(true);
});

test.afterAll(async () => {
  await teacherPage.close();
});

/** The letter bar's files the page downloaded (its chunk is named after its module). */
const barCode = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((file) => file.startsWith('/assets/letter-bar')),
  );

async function openExercise(page: Page) {
  const learner = await server.createUser();
  await logIn(page, learner.username, learner.password);
  await page.goto('/exercises/2023-03-17');
  return page.getByRole('region', { name: 'Write the words' });
}

test.describe('on a phone', () => {
  test.use({ ...PHONE });

  test('a learner writes a word with the letter bar, is told Almost for a missing accent and Right with the equivalent apostrophe', async ({
    page,
  }) => {
    const section = await openExercise(page);
    const field = section.getByRole('textbox', { name: 'stone' });
    const status = section.getByRole('status').first();
    const bar = page.getByRole('group', { name: 'Letters' });
    await expect(bar).toHaveCount(0);
    // No code of the bar on the page until a language field first has focus.
    expect(await barCode(page)).toEqual([]);

    await field.tap();
    await expect(bar).toBeVisible();
    expect(await barCode(page)).not.toEqual([]);
    // The bar sits above the field, never over it, and its keys are 44 px targets.
    const [barBox, fieldBox] = [await bar.boundingBox(), await field.boundingBox()];
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(fieldBox!.y);
    const key = bar.getByRole('button', { name: 'Insert á' });
    expect((await key.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectAccessible(page);

    // k and w on the phone's keyboard, á ' ŭ from the bar only, k again.
    await page.keyboard.insertText('kw');
    await key.tap();
    await bar.getByRole('button', { name: "Insert '" }).tap();
    await bar.getByRole('button', { name: 'Insert ŭ' }).tap();
    await page.keyboard.insertText('k');
    await expect(field).toHaveValue(WORD);
    await expect(field).toBeFocused();
    await section.getByRole('button', { name: 'Check stone' }).tap();
    await expect(status).toHaveText('Right!');

    // The accent left out: almost, the á marked.
    await field.fill("kwa'ŭk");
    await section.getByRole('button', { name: 'Check stone' }).tap();
    await expect(status).toContainText('Almost:');
    await expect(status.locator('mark')).toHaveText(/^á/);
    await expectAccessible(page);

    // The apostrophe a phone types (’) for the glottal stop: the same letter.
    await field.fill('kwá’ŭk');
    await section.getByRole('button', { name: 'Check stone' }).tap();
    await expect(status).toHaveText('Right!');
  });
  test('in a drill written word by word, the letter bar writes the plural, judged Right, and Almost without its accent', async ({
    page,
  }) => {
    const learner = await server.createUser();
    await logIn(page, learner.username, learner.password);
    await page.goto('/plurals');
    await page.getByRole('radio', { name: 'Write the word' }).check();
    // The drill draws 20 of the nouns: new sets until the test's word is among them.
    const field = page.getByRole('textbox', { name: `The plural of ${WORD} (stone)` });
    for (let draw = 0; draw < 10 && (await field.count()) === 0; draw++)
      await page.getByRole('button', { name: 'New words' }).tap();
    await expect(field).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: field });

    await field.tap();
    const bar = page.getByRole('group', { name: 'Letters' });
    await expect(bar).toBeVisible();
    await page.keyboard.insertText('kw');
    await bar.getByRole('button', { name: 'Insert á' }).tap();
    await bar.getByRole('button', { name: "Insert '" }).tap();
    await bar.getByRole('button', { name: 'Insert ŭ' }).tap();
    await page.keyboard.insertText('kmak');
    await expect(field).toHaveValue(`${WORD}mak`);
    await page.getByRole('button', { name: 'Check work' }).tap();
    await expect(row).toContainText('Right!');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Uncheck work' }).tap();
    await field.fill("kwa'ŭkmak");
    await page.getByRole('button', { name: 'Check work' }).tap();
    await expect(row).toContainText('Almost:');
    await expect(row.locator('mark')).toHaveText(/^á/);
  });
});

test('with the keyboard alone, the bar is reached with Tab and the answer checked with Enter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const section = await openExercise(page);
  const field = section.getByRole('textbox', { name: 'stone' });
  await field.focus();
  await page.keyboard.type('kw');
  const bar = page.getByRole('group', { name: 'Letters' });
  await expect(bar).toBeVisible();
  await page.keyboard.press('Tab'); // Upper case
  await page.keyboard.press('Tab'); // á
  await expect(bar.getByRole('button', { name: 'Insert á' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.type("'");
  // The keys in the alphabet's order: Upper case, á, ŭ, '.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(bar.getByRole('button', { name: 'Insert ŭ' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('k');
  await expect(field).toHaveValue(WORD);
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status').first()).toHaveText('Right!');
  await expectAccessible(page);
});
