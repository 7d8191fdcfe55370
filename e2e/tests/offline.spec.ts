import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { createUser, expectAccessible, logIn } from '../support/helpers';

// Learning without a connection (issue 28, ADR 065): the service worker runs here.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker has installed (its precache complete) and controls the page. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
}

test('the app is installable: its manifest names the product, with icons the server has', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.name).toMatch(/ App$/);
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
  }
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

test('once the app has been opened, it opens again without a connection and says it is offline', async ({
  page,
  context,
}) => {
  const { username, password } = await createUser();
  await logIn(page, username, password);
  await serviceWorkerInControl(page);
  await expect(page.getByRole('status').filter({ hasText: 'offline' })).toHaveCount(0);

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  // The learner's own page, from the precache and the last session check.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/numbers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
});
