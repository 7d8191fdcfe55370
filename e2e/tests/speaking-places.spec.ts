import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeMicrophoneArgs } from '../../scripts/chromium-args';
import { hummedMelodyWav } from '../../scripts/hummed-melody-wav';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';
import { lessonContent } from '../support/lessons';
import { publishedTextWithTake } from '../support/lexicon';

// Issue 38 (ADR 079, 085): record and compare wherever a recording plays to a learner, beyond the
// entry page and the review card (speaking.spec.ts): a lesson step, a drill, a text's sentence.
// Sample data, invented: not language material.

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs(hummedMelodyWav())],
  },
});

const PHONE = { width: 390, height: 844 };

/**
 * Opens the comparison with the keyboard from the microphone button, records about two seconds and
 * checks what the learner sees: both waveforms drawn, the speaker's name beside the recording; then
 * axe at 1280 and 390 px.
 */
async function sayAndCompare(page: Page, mic: ReturnType<Page['getByRole']>) {
  await expect(mic).toHaveAttribute('aria-expanded', 'false');
  await mic.focus();
  await page.keyboard.press('Enter');
  await expect(mic).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: /and compare$/ });
  await expect(panel.getByRole('img', { name: 'The speaker’s pitch' })).toBeVisible({ timeout: 15_000 });
  await panel.getByRole('button', { name: /^Record( again)?$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Stop' })).toBeFocused();
  await page.waitForTimeout(2200); // the fake microphone's melody lasts 1.2 s of every 2 s
  await page.keyboard.press('Enter');
  await expect(panel.locator('[data-compared="true"]')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByRole('group', { name: /^Speaker/ })).toBeVisible();
  await expect(panel.getByRole('group', { name: /^You/ })).toBeVisible();
  const drawn = await panel
    .locator('.speaking-wave')
    .evaluateAll((waves) =>
      waves.map((wave) =>
        Array.from(wave.querySelectorAll('div')).some((div) => div.shadowRoot?.querySelector('canvas')),
      ),
    );
  expect(drawn).toEqual([true, true]);
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('compared-390.png'), fullPage: true });
}

test('on a lesson step, the learner says the word and sees both waveforms', async ({ page }) => {
  test.setTimeout(120_000);
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  const { steps, words } = await lessonContent(page, 's1a1');
  await page.goto('/vocab/s1a1');
  await page.getByRole('button', { name: 'Start' }).click();
  // The first step whose word has a recording (the sample lesson records five of its seven steps).
  for (let i = 0; i < steps.length; i++) {
    const mic = page.getByRole('button', { name: /^Say .+ and compare$/ });
    if (await mic.isVisible().catch(() => false)) {
      await expect(page.locator('[data-speaker-credit]')).toContainText(/\S/);
      await sayAndCompare(page, mic);
      return;
    }
    await page.getByRole('button', { name: 'Next' }).click();
  }
  throw new Error(`No step of the sample lesson (${words.length} words) offers to say it`);
});

test('on a drill, the learner says a word of the list and sees both waveforms', async ({ page }) => {
  test.setTimeout(120_000);
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  await page.goto('/plurals');
  const mic = page.getByRole('button', { name: /^Say .+ and compare$/ }).first();
  await expect(mic).toBeVisible({ timeout: 15_000 });
  await sayAndCompare(page, mic);
});

test('on a text, the learner says a sentence and sees both waveforms', async ({ page }) => {
  test.setTimeout(120_000);
  const admin = await createUser({ admin: true });
  await logIn(page, admin.username, admin.password);
  const title = uniqueName('Sample text');
  const id = await publishedTextWithTake(page, {
    title,
    text: 'Okihu tietuk.',
    trans: '(sample) I see the river.',
  });
  await page.request.get('/api/logout');
  await page.context().clearCookies();

  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  await page.goto(`/text-view?id=${id}`);
  // Whose voice it is shows beside the sentence's recording (ADR 085).
  await expect(page.locator('[data-speaker-credit]').first()).toContainText(admin.username);
  await sayAndCompare(page, page.getByRole('button', { name: 'Say Okihu tietuk. and compare' }));
});
