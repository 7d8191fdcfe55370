import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { openDatabase } from '../../apps/api/src/db/database';
import { addSampleDictionary } from '../../apps/api/src/test-support/sample-dictionary';
import type { SampleDictionary } from '../../apps/api/src/test-support/sample-dictionary';
import { startAppServer } from '../support/app-server';
import { E2E_DATA_DIR, E2E_PORT, REPO_ROOT, serverEnv } from '../support/env';
import { expectAccessible } from '../support/helpers';
import { playing, watchPlayback } from '../support/playback';

// Offline downloads at any size (issue 36, ADR 067), on a server of this spec's own (its port and
// data folder) whose dictionary has 5,000 generated SAMPLE entries more (not language material),
// one in two recorded: the other specs' server keeps the small sample dictionary.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const PORT = E2E_PORT + 11;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `${E2E_DATA_DIR}-large`;
const RECORDING = /\/(api\/audio\/|api\/audio-sent\/|media\/)/;

let stopServer: () => Promise<void>;
let dictionary: SampleDictionary;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(DATA_DIR, { recursive: true });
  const env = {
    ...serverEnv(process.env.E2E_SMTP_URL ?? 'smtp://127.0.0.1:9'),
    PORT: String(PORT),
    DATA_DIR,
    PUBLIC_URL: BASE,
  };
  stopServer = await startAppServer(env, path.join(DATA_DIR, 'server.log'));
  // The server made and seeded its database; the generated entries join it (WAL: it keeps serving).
  const db = openDatabase(path.join(DATA_DIR, 'app.sqlite'));
  dictionary = addSampleDictionary(db, {
    entries: 5_000,
    recordEvery: 2,
    mediaDir: path.join(DATA_DIR, 'media'),
    seedAudio: path.join(REPO_ROOT, 'db', 'seed', 'media', 'audio', 'sample-1-ana.mp3'),
  });
  db.close();
});

test.afterAll(async () => {
  await stopServer?.();
});

/** Signs the sample learner in on this spec's server. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${BASE}/`);
  await page.getByLabel('Username').fill('learner');
  await page.getByLabel('Password').fill('learner-sample');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}

/** What the page asks the server from now on: API calls and recordings, and the refusals. */
function countRequests(page: Page) {
  const counts = { api: 0, recordings: 0, refused: 0, parts: 0 };
  const onRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (RECORDING.test(pathname)) counts.recordings += 1;
    else if (pathname.startsWith('/api/')) counts.api += 1;
    if (pathname.startsWith('/api/offline/entries/')) counts.parts += 1;
  };
  page.on('request', onRequest);
  page.on('response', (response) => {
    if (response.status() === 429) counts.refused += 1;
  });
  return counts;
}

test('the service worker registers on the first load: a connection lost right after finds the app', async ({
  page,
  context,
}) => {
  await page.goto(`${BASE}/`);
  await expect(page.getByLabel('Username')).toBeVisible();
  // Registered at the load event (it used to wait 5 s and an idle moment).
  await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration()), null, {
    timeout: 3_000,
  });
  await workerInControl(page);
  await context.setOffline(true);
  await page.reload();
  // The app, not the browser's offline page: signing in needs the server, and the app says so.
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'This page needs a connection' })).toBeVisible();
  await context.setOffline(false);
});

test('a learner makes a 5,000-entry dictionary available from /words without a refusal, the download resumes after the connection drops, and offline they search, open an entry and play it', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await watchPlayback(page);
  await signIn(page);
  await workerInControl(page);
  await page.goto(`${BASE}/words`);
  const control = page.getByRole('button', { name: 'Make available offline' });
  await expect(control).toHaveAccessibleDescription(/^the dictionary: [\d.]+ MB, \d[\d,]* recordings$/);
  await expectAccessible(page);

  const first = countRequests(page);
  await control.click();
  await expect(page.getByRole('progressbar', { name: 'Downloading the dictionary' })).toBeVisible();
  // A fifth of the recordings on the device, the connection drops.
  const filesOnDevice = () =>
    page.evaluate(async () => (await (await caches.open('offline-downloads-v1')).keys()).length);
  await expect
    .poll(filesOnDevice, { timeout: 120_000 })
    .toBeGreaterThanOrEqual(dictionary.recordedIds.length / 5);
  await context.setOffline(true);
  await expect(page.getByRole('alert')).toContainText('The connection was lost.', { timeout: 30_000 });
  await expectAccessible(page);
  const beforeResume = { ...first };
  expect(beforeResume.parts).toBeGreaterThanOrEqual(10);

  // Back online, the download goes on by itself where it stopped.
  const second = countRequests(page);
  await context.setOffline(false);
  await expect(page.getByText(/^Available offline: the dictionary, [\d.]+ MB on this device\.$/)).toBeVisible(
    {
      timeout: 240_000,
    },
  );
  const recorded = dictionary.recordedIds.length;
  // Not starting over: the parts and the recordings already on the device are not fetched again.
  expect(second.parts).toBe(0);
  expect(second.recordings).toBeLessThan(recorded);
  expect(first.refused + second.refused).toBe(0);
  // A few files at a time, not one call per entry: the API calls are a handful.
  expect(first.api).toBeLessThan(200);

  // Offline: the search finds a generated entry, its details answer from the download, and it plays.
  await context.setOffline(true);
  await page.goto(`${BASE}/words`);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  const id = dictionary.recordedIds[dictionary.recordedIds.length - 3]!;
  const word = dictionary.headword(id);
  await page.getByLabel('Search words').fill(word);
  const play = page.getByRole('button', { name: `Play ${word}`, exact: true });
  await expect(play).toBeVisible();
  await play.click();
  await expect.poll(() => playing(page)).toEqual([expect.stringMatching(/sample-generated-\d+\.mp3$/)]);
  const details = await page.evaluate(async (entryId) => {
    const res = await fetch(`/api/lex-entry/${entryId}`);
    return { status: res.status, lex: ((await res.json()) as { data?: { lex?: string } }).data?.lex };
  }, id);
  expect(details).toEqual({ status: 200, lex: word });
  await expectAccessible(page);
  await context.setOffline(false);
});

test('"Make available offline" is where the learner studies: each /vocab card, the lesson, /words, /texts, /review, at 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${BASE}/vocab`);
    const card = page.getByRole('article').first();
    await expect(card.getByRole('button', { name: 'Make available offline' })).toBeVisible();
    await expectAccessible(page);
    const listTitle = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/vocab\/[^/]+$/);
    // The lesson page's code loads on the way (its route is lazy): /vocab stays on screen until then.
    await expect(page.getByRole('heading', { level: 1, name: listTitle, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Make available offline' })).toBeVisible();
    await expectAccessible(page);
    for (const url of ['/words', '/texts', '/review']) {
      await page.goto(`${BASE}${url}`);
      await expect(page.getByRole('button', { name: 'Make available offline' })).toBeVisible();
      await expectAccessible(page);
    }
  }
  // By keyboard: the lesson's control is reached with Tab and downloads with Enter.
  await page.goto(`${BASE}/texts`);
  const button = page.getByRole('button', { name: 'Make available offline' });
  for (let i = 0; i < 40 && !(await button.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Available offline: the texts/)).toBeVisible({ timeout: 60_000 });
});
