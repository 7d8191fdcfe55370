import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { createUser, logIn } from '../support/helpers';
import { lessonContent } from '../support/lessons';
import { playing, watchPlayback } from '../support/playback';

// Listen hands-free works offline from a lesson's download (issue 38, ADR 081): the service worker
// runs here, as in offline.spec.ts.
test.use({ serviceWorkers: 'allow' });

const LESSON = 's1a1';

async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

test('a learner downloads a lesson and listens to it hands-free without a connection', async ({
  page,
  context,
}) => {
  test.slow();
  await watchPlayback(page);
  const learner = await createUser();
  await logIn(page, learner.username, learner.password);
  await serviceWorkerInControl(page);
  const { words } = await lessonContent(page, LESSON);
  const first = words[0]!;

  await page.goto(`/vocab/${LESSON}`);
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText(/^Available offline: /)).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await page.goto(`/vocab/${LESSON}`);
  await page.getByRole('button', { name: 'Listen hands-free' }).click();
  const panel = page.getByRole('region', { name: 'Listen hands-free: Sample lesson 1' });
  await expect(panel.getByText(first.lex, { exact: true })).toBeVisible();
  // The recording plays from the download: it reaches 'playing' with no connection.
  await expect
    .poll(() => playing(page), { timeout: 10_000 })
    .toContainEqual(expect.stringMatching(/\/api\/audio\/[^/]+\.mp3$/));
  await expect(panel.locator('[data-listen-meaning]')).toHaveText(first.gloss, { timeout: 15_000 });
  await expect(panel.getByText('could not be played', { exact: false })).toHaveCount(0);
});
