import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { BUDGETS, checkBudgets, figureOf, precachedFiles } from '../../scripts/budgets/budgets';
import { E2E_BASE_URL, REPO_ROOT } from '../support/env';
import { createUser } from '../support/helpers';

// The delivery budgets (issue 37, ADR 076), on the build these tests run against: what a first visit
// to /wordle and to /words (signed in) downloads, their CSS, and the learner precache. The figures are
// printed; a page over its budget fails `pnpm test`. scripts/budgets/budgets.test.ts shows the check failing.
const distDir = path.join(REPO_ROOT, 'apps', 'web', 'dist');

async function freshPage(browser: Browser) {
  const context = await browser.newContext({
    baseURL: E2E_BASE_URL,
    viewport: { width: 1440, height: 900 },
    serviceWorkers: 'block',
  });
  return context.newPage();
}

/** The app's scripts and stylesheets the page downloaded on its first visit (Resource Timing, preloads included). */
async function downloaded(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
  );
  const assets = files.filter((file) => file.startsWith('/assets/'));
  return { js: assets.filter((f) => f.endsWith('.js')), css: assets.filter((f) => f.endsWith('.css')) };
}

test('the pages and the precache stay within their budgets of gzipped JavaScript and CSS', async ({
  browser,
}) => {
  // Each page in a fresh context: an empty cache, as on a first visit.
  const visitor = await freshPage(browser);
  const wordle = await downloaded(visitor, '/wordle');
  await expect(visitor.getByRole('heading', { level: 1, name: /Wordle/ })).toBeVisible();
  await visitor.context().close();

  // Signed in by the API, so that no page of the app was loaded (and cached) before /words.
  const learner = await freshPage(browser);
  const user = await createUser();
  const signIn = await learner.request.post('/api/login', {
    form: { username: user.username, password: user.password },
  });
  expect(signIn.ok()).toBe(true);
  const words = await downloaded(learner, '/words');
  await expect(learner.getByRole('heading', { level: 1, name: 'Words' })).toBeVisible();
  await learner.context().close();

  expect(wordle.js.length).toBeGreaterThan(0);
  expect(words.js.length).toBeGreaterThan(0);
  const { lines, over } = checkBudgets([
    figureOf('/wordle JavaScript', BUDGETS.wordleJs, distDir, wordle.js),
    figureOf('/words (signed in) JavaScript', BUDGETS.wordsJs, distDir, words.js),
    figureOf('/wordle CSS', BUDGETS.css, distDir, wordle.css),
    figureOf('/words CSS', BUDGETS.css, distDir, words.css),
    figureOf('learner precache', BUDGETS.learnerPrecache, distDir, precachedFiles(distDir)),
  ]);
  console.log(['Delivery budgets (gzip):', ...lines.map((line) => `  ${line}`)].join('\n'));
  expect(over.map((figure) => figure.name)).toEqual([]);
});
