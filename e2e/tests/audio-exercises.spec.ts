import { expect, test } from '@playwright/test';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';
import { removeWord } from '../support/lexicon';
import { expectMicrophoneHeardSound, listenAfresh, tapMicrophone } from '../support/microphone';

test('an admin records, plays back, discards, records again and submits a word recording', async ({
  page,
}) => {
  // Three takes, each waiting for the fake microphone's next beep: longer than most tests.
  test.setTimeout(60_000);
  const admin = await createUser({ admin: true });
  await tapMicrophone(page);
  await logIn(page, admin.username, admin.password);
  // A word of this test's own, so that no other test's recordings of it are counted.
  const word = uniqueName('rec');
  const added = await page.request.post('/api/add-lex', {
    form: { lex: word, pos: 'n', gloss: `gloss of ${word}` },
  });
  expect(added.ok()).toBe(true);
  const { id } = (await added.json()) as { id: number };

  await page.goto('/words');
  await page.getByLabel('Admin mode').check();
  await page.getByLabel('Search words').fill(word);
  await page.getByRole('button', { name: `Manage Audio for ${word}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('There are no recordings yet.')).toBeVisible();

  // This take is discarded, so how long it is does not matter.
  await dialog.getByRole('button', { name: 'RECORD', exact: true }).click();
  await dialog.getByRole('button', { name: 'STOP', exact: true }).click();
  await expect(dialog.getByLabel('Recorded clip')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog.getByLabel('Recorded clip')).toHaveCount(0);

  // The server refuses a silent take: stop once the microphone has picked up sound.
  await dialog.getByRole('button', { name: 'RECORD', exact: true }).click();
  await expect(dialog.getByText('● Recording…')).toBeVisible();
  await expectMicrophoneHeardSound(page);
  await dialog.getByRole('button', { name: 'STOP', exact: true }).click();
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/upload-lex-audio'));
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  expect((await upload).status()).toBe(200);
  await expect(dialog.getByText('Audio recording successfully uploaded!')).toBeVisible();

  const badges = dialog.getByRole('button', { name: /^Recording by / });
  await expect(badges).toHaveCount(1);
  const played = page.waitForResponse((r) => /\/api\/audio\/.+\.mp3$/.test(r.url()));
  await badges.click();
  const response = await played;
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toBe('audio/mpeg');

  // A second take replaces the first for learners (the newest plays); both are listed.
  await dialog.getByRole('button', { name: 'RECORD', exact: true }).click();
  await listenAfresh(page);
  await expectMicrophoneHeardSound(page);
  await dialog.getByRole('button', { name: 'STOP', exact: true }).click();
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(badges).toHaveCount(2);

  // Deleting the first take asks first, then removes it from the list.
  const deletes = dialog.getByRole('button', { name: /^Delete recording by / });
  await deletes.first().click();
  await expectAccessible(page);
  const deleted = page.waitForResponse((r) => r.url().endsWith('/api/delete-lex-audio'));
  await dialog.getByRole('button', { name: 'Delete recording', exact: true }).click();
  expect((await deleted).status()).toBe(200);
  await expect(badges).toHaveCount(1);

  // Closing with a take not yet submitted asks before discarding it.
  await dialog.getByRole('button', { name: 'RECORD', exact: true }).click();
  await dialog.getByRole('button', { name: 'STOP', exact: true }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Keep recording' }).click();
  await expect(dialog.getByLabel('Recorded clip')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Discard and close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A learner hears the remaining take on /words.
  await page.getByLabel('Admin mode').uncheck();
  await expect(page.getByRole('button', { name: `Play ${word}`, exact: true })).toBeVisible();

  // The made-up word and its take leave the dictionary, so that the drills, the listening exercise
  // and the phone checks of the tests after it never meet them.
  await removeWord(page, id);
});

interface Answers {
  correct: { gloss: string };
  wrong: { gloss: string }[];
}

test('the listening exercise: a right and a wrong answer', async ({ page }) => {
  const user = await createUser();
  await logIn(page, user.username, user.password);
  await page.goto('/exercises');
  await expect(page.getByRole('link', { name: 'Listening exercise' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Exercises Index' })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/exercises/listening');
  await expect(page.getByRole('link', { name: 'Exercises Index' })).toBeVisible();

  const meanings = page.getByRole('group', { name: 'Which meaning did you hear?' });
  /** The four meanings of a word: they show once its answers have come and the start delay has passed. */
  const expectMeaningsOf = async ({ correct, wrong }: Answers) => {
    for (const { gloss } of [correct, ...wrong]) {
      await expect(meanings.getByRole('button', { name: gloss, exact: true })).toBeVisible();
    }
  };
  const firstAnswers = page.waitForResponse((r) => r.url().endsWith('/api/answers'));
  await page.getByRole('button', { name: 'Start' }).click();
  const { correct, wrong } = (await (await firstAnswers).json()) as Answers;
  await expectMeaningsOf({ correct, wrong });
  await expectAccessible(page);

  // A wrong meaning shows red for a second, then can be chosen again.
  await meanings.getByRole('button', { name: wrong[0]!.gloss, exact: true }).click();
  await expect(meanings.getByRole('button', { name: `${wrong[0]!.gloss} (wrong)` })).toBeVisible();
  await expect(page.getByText('Not quite. Try again.')).toBeVisible();
  await expect(meanings.getByRole('button', { name: wrong[0]!.gloss, exact: true })).toBeVisible();

  // The right one shows green, then the next word comes with its own meanings.
  const nextAnswers = page.waitForResponse((r) => r.url().endsWith('/api/answers'));
  await meanings.getByRole('button', { name: correct.gloss, exact: true }).click();
  await expect(meanings.getByRole('button', { name: `${correct.gloss} (correct)` })).toBeVisible();
  await expect(page.getByText('Correct!')).toBeVisible();
  await expectMeaningsOf((await (await nextAnswers).json()) as Answers);
  await expect(meanings.getByRole('button', { name: /\((correct|wrong)\)$/ })).toHaveCount(0);
});

for (const { drill, path, afterVowel, afterConsonant } of [
  { drill: 'plural', path: '/plurals', afterVowel: '-kma', afterConsonant: '-mak' },
  { drill: 'locative', path: '/locatives', afterVowel: '-tka', afterConsonant: '-tak' },
]) {
  test(`the ${drill} drill checks and unchecks the work`, async ({ page }) => {
    const user = await createUser();
    await logIn(page, user.username, user.password);
    await page.goto(path);
    const rows = page.getByRole('list', { name: 'Words' }).getByRole('listitem');
    await expect(rows).toHaveCount(20);
    await expectAccessible(page);
    const selects = page.getByRole('combobox');
    for (let i = 0; i < 20; i++) {
      const word = (await rows.nth(i).locator('strong').textContent())!.trim();
      const right = /[aeiou]$/.test(word) ? afterVowel : afterConsonant;
      // Leave the last one wrong on purpose.
      await selects
        .nth(i)
        .selectOption(i === 19 ? (right === afterVowel ? afterConsonant : afterVowel) : right);
    }
    await page.getByRole('button', { name: 'Check work' }).click();
    await expect(page.getByText('19 of 20 right.')).toBeVisible();
    await expect(rows.nth(0)).toHaveClass(/border-success/);
    await expect(rows.nth(19)).toHaveClass(/border-danger/);
    await page.getByRole('button', { name: 'Uncheck work' }).click();
    await expect(rows.nth(0)).not.toHaveClass(/border-success/);

    // A new set: 20 nouns again, at least one of them new, every answer reset.
    const words = async () => (await rows.locator('strong').allTextContents()).map((w) => w.trim());
    const before = await words();
    await page.getByRole('button', { name: 'New words' }).click();
    await expect.poll(async () => (await words()).some((w) => !before.includes(w))).toBe(true);
    await expect(rows).toHaveCount(20);
    for (let i = 0; i < 20; i++) await expect(selects.nth(i)).toHaveValue('');
    await expectAccessible(page);
  });
}

test('a lesson recording is downloaded', async ({ page }) => {
  const user = await createUser();
  await logIn(page, user.username, user.password);
  await page.goto('/recordings');
  const link = page.getByRole('link', { name: /sample-lesson-1/ });
  await expect(link).toBeVisible();
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe('sample-lesson-1-greetings.mp3');
});
