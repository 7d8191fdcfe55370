// Offline downloads at any size (issue 36, ADR 067): a learner makes a large generated SAMPLE
// dictionary available offline in Chromium, through the Offline downloads page, against the server
// with its real rate limits (1,200 API calls a minute per client; recordings counted apart).
// 1. 20,000 entries with 5,000 recordings on loopback (fast): the time, the API calls and the
//    recordings asked for, the refusals (429); then, offline, an entry's details from the download.
//    Targets: under 60 s, fewer than 200 API calls.
// 2. 5,000 entries, one in four recorded (the same ratio), on a throttled "slow 4G" profile (150 ms
//    round trip, 1.6 Mbit/s down, 750 kbit/s up, as Lighthouse's): the time and the refusals.
//    Target: 0 refusals.
// As a reference measured in the same run, the calls the download made before this change would
// have made: one per entry's details.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SEED_DIR } from '../../apps/api/src/config';
import { addSampleDictionary } from '../../apps/api/src/test-support/sample-dictionary';
import { sampleInstallation, serveProduct, WEB_DIST_DIR } from './bench-server';
import { launchChromium } from './chromium';

const webDistDir = WEB_DIST_DIR;
if (!fs.existsSync(path.join(webDistDir, 'sw.js'))) {
  console.error('Build the web app first: pnpm build');
  process.exit(1);
}
const TITLE = 'Dictionary, one recording of each word';
const SEED_AUDIO = path.join(SEED_DIR, 'media', 'audio', 'sample-1-ana.mp3');
const RECORDING = /^\/(api\/audio\/|api\/audio-sent\/|media\/|lesson-recordings\/)/;

/** A server with the sample data and `entries` generated entries, counting what it is asked. */
async function serverWith(entries: number, recordEvery: number) {
  const { db, mediaDir } = sampleInstallation('offline-scale');
  const dictionary = addSampleDictionary(db, { entries, recordEvery, mediaDir, seedAudio: SEED_AUDIO });
  const { server, base } = await serveProduct(db, { mediaDir, webDistDir });
  const counts = { api: 0, recordings: 0, refused: 0 };
  server.on('request', (req, res) => {
    const url = req.url ?? '';
    if (RECORDING.test(url)) counts.recordings += 1;
    else if (url.startsWith('/api/')) counts.api += 1;
    res.on('finish', () => {
      if (res.statusCode === 429) counts.refused += 1;
    });
  });
  return {
    base,
    dictionary,
    counts,
    reset: () => Object.assign(counts, { api: 0, recordings: 0, refused: 0 }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      db.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Makes the dictionary available on /offline; answers how long it took, or why it did not finish. */
async function downloadDictionary(page: Page): Promise<{ ms: number; failure: string | null }> {
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: TITLE, exact: true }) });
  const button = item.getByRole('button', { name: 'Make available offline' });
  await button.waitFor({ timeout: 120_000 });
  const started = performance.now();
  await button.click();
  const done = item.getByText(/^On this device: /);
  const failed = item.getByRole('alert');
  await Promise.race([done.waitFor({ timeout: 600_000 }), failed.waitFor({ timeout: 600_000 })]);
  const ms = performance.now() - started;
  return { ms, failure: (await failed.count()) > 0 ? await failed.innerText() : null };
}

async function run(
  browser: Browser,
  label: string,
  entries: number,
  recordEvery: number,
  throttle: boolean,
): Promise<void> {
  const server = await serverWith(entries, recordEvery);
  // The slow profile is the page's own network: its downloads are the page's fetches, which the
  // throttling applies to (a service worker's own fetches would escape it, so it is off there).
  const context = await browser.newContext({ serviceWorkers: throttle ? 'block' : 'allow' });
  try {
    const login = await context.request.post(`${server.base}/api/login`, {
      form: { username: 'learner', password: 'learner-sample' },
    });
    if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
    const page = await context.newPage();
    if (throttle) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
    }
    await page.goto(`${server.base}/offline`);
    if (!throttle) await page.evaluate(async () => void (await navigator.serviceWorker.ready));
    await page.getByRole('heading', { name: TITLE, exact: true }).waitFor({ timeout: 120_000 });
    server.reset();
    const { ms, failure } = await downloadDictionary(page);
    const { api, recordings, refused } = server.counts;
    const total = await page.evaluate(async () => {
      const res = await fetch('/api/lexs');
      return ((await res.json()) as { data: unknown[] }).data.length;
    });
    console.log(
      `${label}: ${total.toLocaleString('en-US')} entries, ${server.dictionary.recordedIds.length.toLocaleString('en-US')} generated recordings: ` +
        `${failure ? `FAILED (${failure})` : `downloaded in ${(ms / 1000).toFixed(1)} s`}, ` +
        `${api} API calls (reference, one call per entry's details as before: ${total + api} calls), ` +
        `${recordings} recordings asked, ${refused} refused (429)`,
    );
    if (!throttle && !failure) {
      // Offline, the page's own call for an entry's details, answered from the download's part.
      await page.reload();
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller)
          await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r));
      });
      await context.setOffline(true);
      const id = server.dictionary.ids[Math.floor(server.dictionary.ids.length / 2)]!;
      const started = performance.now();
      const status = await page.evaluate(
        async (entryId) => (await fetch(`/api/lex-entry/${entryId}`)).status,
        id,
      );
      console.log(
        `  offline: GET /api/lex-entry/${id} answered ${status} from the download in ${(performance.now() - started).toFixed(0)} ms (first read of its part)`,
      );
    }
  } finally {
    await context.close();
    await server.close();
  }
}

const browser = await launchChromium();
try {
  await run(browser, 'fast, loopback (targets: < 60 s, < 200 API calls)', 20_000, 4, false);
  await run(browser, 'slow 4G (target: 0 refused)', 5_000, 4, true);
} finally {
  await browser.close();
}
