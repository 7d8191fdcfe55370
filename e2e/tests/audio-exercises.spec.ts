import { expect, test } from '@playwright/test';
import { createUser, expectAccessible, logIn } from '../support/helpers';

test('an admin records, plays back, discards, records again and submits a word recording', async ({ page }) => {
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const lexs = ((await (await page.request.get('/api/lexs')).json()) as { data: { lex: string }[] }).data;
  const word = lexs[lexs.length - 1]!.lex;
  const before = ((await (await page.request.get(`/api/audio-recordings-info?word=${encodeURIComponent(word)}`)).json()) as { data: unknown[] }).data.length;

  await page.goto('/words');
  await page.getByLabel('Admin mode').check();
  await page.getByLabel('Search words').fill(word);
  await page.getByRole('button', { name: `Manage Audio for ${word}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'RECORD', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'STOP', exact: true })).toBeVisible();
  await page.waitForTimeout(1200);
  await dialog.getByRole('button', { name: 'STOP', exact: true }).click();
  await expect(dialog.getByLabel('Recorded clip')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog.getByLabel('Recorded clip')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'RECORD', exact: true }).click();
  await page.waitForTimeout(1200);
  await dialog.getByRole('button', { name: 'STOP', exact: true }).click();
  const upload = page.waitForResponse((r) => r.url().endsWith('/api/upload-lex-audio'));
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  expect((await upload).status()).toBe(200);
  await expect(dialog.getByText('Audio recording successfully uploaded!')).toBeVisible();

  const badges = dialog.getByRole('button', { name: /^Recording by / });
  await expect(badges).toHaveCount(before + 1);
  const played = page.waitForResponse((r) => /\/api\/audio\/.+\.mp3$/.test(r.url()));
  await badges.last().click();
  const response = await played;
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toBe('audio/mpeg');
});

test('the listening exercise: a right and a wrong answer', async ({ page }) => {
  const user = await createUser();
  await logIn(page, user.username, user.password);
  await page.goto('/exercises');
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: 'Exercises Index' })).toHaveCount(0);
  await page.goto('/exercises/listening');
  await expect(page.getByRole('link', { name: 'Exercises Index' })).toBeVisible();
  const answers = page.waitForResponse((r) => r.url().endsWith('/api/answers'));
  await page.getByRole('button', { name: 'Start' }).click();
  const { correct, wrong } = (await (await answers).json()) as { correct: { gloss: string }; wrong: { gloss: string }[] };
  await expectAccessible(page);

  await page.getByRole('button', { name: wrong[0]!.gloss, exact: true }).click();
  await expect(page.getByRole('button', { name: `${wrong[0]!.gloss} (wrong)` })).toBeVisible();
  await expect(page.getByRole('button', { name: `${wrong[0]!.gloss} (wrong)` })).toHaveCount(0, { timeout: 3000 });

  const next = page.waitForResponse((r) => r.url().endsWith('/api/random'));
  await page.getByRole('button', { name: correct.gloss, exact: true }).click();
  await expect(page.getByRole('button', { name: `${correct.gloss} (correct)` })).toBeVisible();
  await next;
  await expect(page.getByRole('button', { name: 'Replay' })).toBeVisible();
});

test('the plural and locative drills check and uncheck work', async ({ page }) => {
  const user = await createUser();
  await logIn(page, user.username, user.password);
  for (const [path, afterVowel, afterConsonant] of [
    ['/plurals', '-kma', '-mak'],
    ['/locatives', '-tka', '-tak'],
  ] as const) {
    await page.goto(path);
    const rows = page.getByRole('list', { name: 'Words' }).getByRole('listitem');
    await expect(rows).toHaveCount(20);
    await expectAccessible(page);
    const selects = page.getByRole('combobox');
    for (let i = 0; i < 20; i++) {
      const word = (await rows.nth(i).locator('strong').textContent())!.trim();
      const right = /[aeiou]$/.test(word) ? afterVowel : afterConsonant;
      // Leave the last one wrong on purpose.
      await selects.nth(i).selectOption(i === 19 ? (right === afterVowel ? afterConsonant : afterVowel) : right);
    }
    await page.getByRole('button', { name: 'Check work' }).click();
    await expect(page.getByText('19 of 20 right.')).toBeVisible();
    await expect(rows.nth(0)).toHaveClass(/border-success/);
    await expect(rows.nth(19)).toHaveClass(/border-danger/);
    await page.getByRole('button', { name: 'Uncheck work' }).click();
    await expect(rows.nth(0)).not.toHaveClass(/border-success/);
  }
});

test('a lesson recording is downloaded', async ({ page }) => {
  const user = await createUser();
  await logIn(page, user.username, user.password);
  await page.goto('/recordings');
  await expectAccessible(page);
  const link = page.getByRole('link', { name: /sample-lesson-1/ });
  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toBe('sample-lesson-1-greetings.mp3');
});
