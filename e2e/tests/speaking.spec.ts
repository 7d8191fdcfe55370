import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeMicrophoneArgs } from '../../scripts/chromium-args';
import { hummedMelodyWav } from '../../scripts/hummed-melody-wav';
import { expect, test } from '../support/fixtures';
import { createUser, expectAccessible, logIn, uniqueName } from '../support/helpers';
import { wordWithTake } from '../support/lexicon';

// Sample data, invented: not language material.

// The fake microphone hums a melody (a rise and a fall of pitch), so the learner's take has a voice
// whose pitch the comparison can draw and align.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs(hummedMelodyWav())],
  },
});

/** A word with a speaker's recording, made by a teacher of the test's own. */
async function wordWithRecording(page: Page): Promise<{ id: number; lex: string }> {
  const teacher = await createUser({ admin: true });
  await logIn(page, teacher.username, teacher.password);
  const lex = uniqueName('hum');
  const { id } = await wordWithTake(page, lex, 'sample hum');
  await page.request.post('/api/logout');
  await page.context().clearCookies();
  return { id, lex };
}

/** Records about two seconds with the keyboard and waits until the comparison is drawn. */
async function recordAndCompare(page: Page) {
  const panel = page.getByRole('region', { name: /and compare$/ });
  await expect(panel.getByRole('img', { name: 'The speaker’s pitch' })).toBeVisible();
  const record = panel.getByRole('button', { name: /^Record( again)?$/ });
  await record.focus();
  await page.keyboard.press('Enter');
  const stop = panel.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeFocused();
  await expect(panel.getByText('● Recording…')).toBeVisible();
  await page.waitForTimeout(2200); // the fake microphone's melody lasts 1.2 s of every 2 s
  await page.keyboard.press('Enter');
  await expect(panel.locator('[data-compared="true"]')).toBeVisible({ timeout: 15_000 });
  return panel;
}

test('a learner says a word on its entry page, sees both waveforms and pitch lines, rates and finds the take kept', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { id, lex } = await wordWithRecording(page);
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);

  await page.goto(`/words/${id}`);
  const mic = page.getByRole('button', { name: `Say ${lex} and compare` });
  await expect(mic).toHaveAttribute('aria-expanded', 'false');
  await mic.focus();
  await page.keyboard.press('Enter');
  await expect(mic).toHaveAttribute('aria-expanded', 'true');

  const panel = await recordAndCompare(page);
  await expect(panel.getByRole('group', { name: /^Speaker/ })).toBeVisible();
  await expect(panel.getByRole('group', { name: /^You/ })).toBeVisible();
  await expect(
    panel.getByRole('img', { name: 'The speaker’s pitch, and yours matched to their timing' }),
  ).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Your pitch' })).toBeVisible();
  // Both waveforms are drawn (wavesurfer's canvases in their shadow roots) and the hum's pitch shows.
  const drawn = await panel
    .locator('.speaking-wave')
    .evaluateAll((waves) =>
      waves.map((wave) =>
        Array.from(wave.querySelectorAll('div')).some((div) => div.shadowRoot?.querySelector('canvas')),
      ),
    );
  expect(drawn).toEqual([true, true]);
  await page.screenshot({ path: test.info().outputPath('compared-1280.png'), fullPage: true });
  // The lines hold points: the speaker's (solid), the learner's aligned (dashed) and the learner's own.
  const pitchPoints = (name: string) =>
    panel
      .getByRole('img', { name })
      .locator('path:not([stroke="#fff"])')
      .evaluateAll((paths) => paths.map((path) => (path.getAttribute('d') ?? '').split(/[ML]/).length - 1));
  const [speakerPoints, alignedPoints] = await pitchPoints(
    'The speaker’s pitch, and yours matched to their timing',
  );
  expect(speakerPoints).toBeGreaterThan(20);
  expect(alignedPoints).toBeGreaterThan(20);
  expect((await pitchPoints('Your pitch'))[0]).toBeGreaterThan(20);

  await panel.getByRole('button', { name: 'Play both' }).click();
  await expect(panel.getByRole('button', { name: 'Play both' })).toHaveAttribute('aria-pressed', 'true');
  await panel.getByRole('button', { name: 'Play both' }).click();

  await panel.getByRole('button', { name: 'Good' }).click();
  await expect(panel.getByText('You rated this take Good.')).toBeVisible();
  const takes = panel.getByRole('region', { name: 'Your takes on this device' }).getByRole('listitem');
  await expect(takes).toHaveCount(1);
  await expect(takes.first()).toContainText('Good');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('compared-390.png'), fullPage: true });

  // The take stays on the device: after a reload it is listed again, and can be removed.
  await page.reload();
  await page.getByRole('button', { name: `Say ${lex} and compare` }).click();
  await expect(takes).toHaveCount(1);
  await takes
    .first()
    .getByRole('button', { name: /^Remove your take of/ })
    .click();
  await expect(takes).toHaveCount(0);
});

test('on a review card, the learner says the word and their own rating answers the card', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { id, lex } = await wordWithRecording(page);
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  const added = await page.request.post('/api/review/items', {
    data: { kind: 'word', lexId: id, source: 'words' },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/review');
  await page.getByRole('button', { name: 'Show answer' }).click();
  await page.getByRole('button', { name: `Say ${lex} and compare` }).click();
  const panel = await recordAndCompare(page);
  await expect(
    panel.getByRole('group', { name: 'How did you say it? Your rating answers the card.' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);

  await panel.getByRole('button', { name: 'Hard' }).click();
  // The card is answered: its word's other card comes up, and the server counts one rating today.
  await expect(page.getByRole('button', { name: 'Show answer' })).toBeVisible();
  const queue = await page.request.get('/api/review/cards?tz=UTC');
  expect(((await queue.json()) as { reviewedToday: number }).reviewedToday).toBe(1);
});
