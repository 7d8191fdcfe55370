// Learning offline (issue 28, ADR 065): what the service worker precaches (the app shell and the
// code of every page, gzip), and what a learner's downloads cost on the wire, made in Chromium
// through the Offline downloads page as a learner makes them: a lesson of 20 recorded words, and
// the whole sample lexicon with one recording of each word and with every recording; and the time
// from a cold start of /review without a connection (the app and the deck downloaded before) to its
// first card ready to answer, with Lighthouse's mobile CPU throttling (4x slower), and the same start
// measured by Lighthouse itself (its time to interactive) with the server stopped.
// Targets: the precache under 400 KB gzip; a 20-word lesson with its recordings under 1 MB.
import fs from 'node:fs';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RunnerResult } from 'lighthouse';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { figureOf, precachedFiles } from '../budgets/budgets';
import { sampleInstallation, serveProduct, WEB_DIST_DIR } from './bench-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from './chromium';

const KB = 1000;
const webDistDir = WEB_DIST_DIR;
const swFile = path.join(webDistDir, 'sw.js');
if (!fs.existsSync(swFile)) {
  console.error('Build the web app first: pnpm build');
  process.exit(1);
}

// ---- The precache: the files the built service worker lists, each as gzip would send it. ----------
// The same list and sizes as the budget check in CI (scripts/budgets), sw.js last.
const precached = precachedFiles(webDistDir).slice(0, -1);
const precacheGzip = figureOf('precache', 400 * KB, webDistDir, [...precached, 'sw.js']).bytes;
const precacheRaw = precached.reduce((sum, file) => sum + fs.statSync(path.join(webDistDir, file)).size, 0);
console.log(
  `precache: ${precached.length} files and sw.js, ${(precacheRaw / KB).toFixed(0)} KB, ` +
    `${(precacheGzip / KB).toFixed(1)} KB gzip (target < 400 KB gzip)`,
);

// ---- The downloads, from a server with the sample data. --------------------------------------------
const { db, mediaDir } = sampleInstallation('offline-bench');
const { server, base } = await serveProduct(db, { mediaDir, webDistDir });

const browser = await launchChromium();

async function signedInContext(username: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const res = await context.request.post(`${base}/api/login`, { form: { username, password } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  return context;
}

// The teacher makes a lesson of 20 words that have a recording (the sample's lessons are shorter).
const teacher = await signedInContext('teacher', 'teacher-sample');
const takes = (await (await teacher.request.get(`${base}/api/audio-recordings-info`)).json()) as {
  data: { lex_id?: number | null; word: string }[];
};
const recorded = [
  ...new Map(takes.data.filter((t) => t.lex_id).map((t) => [t.lex_id!, t.word])).entries(),
].slice(0, 20);
if (recorded.length < 20) throw new Error(`the sample has ${recorded.length} recorded words, not 20`);
const LESSON_TITLE = 'Benchmark lesson of 20 words';
for (const [url, body] of [
  [
    '/api/save-vocab-lesson',
    {
      data: {
        id: 'bz20',
        title: LESSON_TITLE,
        steps: recorded.map(([lexId, lex]) => ({ kind: 'lex', lexId, lex })),
      },
    },
  ],
  ['/api/publish-lesson', { form: { id: 'bz20' } }],
] as const) {
  const res = await teacher.request.post(base + url, body);
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
}
await teacher.close();

// What the server sent, counted on its sockets: bodies as compressed on the wire, and headers.
const sockets = new Set<Socket>();
let closedBytes = 0;
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => {
    closedBytes += socket.bytesWritten;
    sockets.delete(socket);
  });
});
const bytesSent = () => closedBytes + [...sockets].reduce((sum, socket) => sum + socket.bytesWritten, 0);

/** Makes one download on /offline; what the server sent meanwhile, and how long it took. */
async function downloadCost(page: Page, title: string) {
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const button = item.getByRole('button', { name: 'Make available offline' });
  await button.waitFor();
  const before = bytesSent();
  const started = performance.now();
  await button.click();
  await item.getByText(/^On this device: /).waitFor({ timeout: 120_000 });
  const ms = performance.now() - started;
  // The page lists its downloads again once this one is done: a few hundred bytes, counted too.
  return { bytes: bytesSent() - before, ms };
}

for (const [title, target] of [
  [LESSON_TITLE, 'target < 1 MB'],
  ['Dictionary, one recording of each word', 'the whole sample lexicon'],
  ['Dictionary, every recording', 'the whole sample lexicon'],
] as const) {
  // A fresh profile each time: nothing downloaded before, so shared files count for each.
  const context = await signedInContext('learner', 'learner-sample');
  const page = await context.newPage();
  await page.goto(`${base}/offline`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const { bytes, ms } = await downloadCost(page, title);
  console.log(
    `download "${title}": ${(bytes / KB).toFixed(1)} KB sent, ${(ms / 1000).toFixed(1)} s (${target})`,
  );
  await context.close();
}

// ---- A cold offline start of /review, on a phone's CPU. ------------------------------------------
// The learner finished a lesson (its words are in the deck) and downloaded the deck; then, without a
// connection, a new tab opens /review: from the navigation to the first card's "Show answer".
{
  const context = await signedInContext('learner', 'learner-sample');
  const done = await context.request.post(`${base}/api/vocab-lesson-done`, {
    data: { id: 's1a1', tz: 'UTC' },
  });
  if (!done.ok()) throw new Error(`finishing the lesson failed: ${done.status()}`);
  const setup = await context.newPage();
  await setup.goto(`${base}/offline`);
  await setup.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await downloadCost(setup, 'My review deck');
  await setup.close();
  await context.setOffline(true);
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = performance.now();
    await page.goto(`${base}/review`);
    await page.getByRole('button', { name: 'Show answer' }).waitFor({ timeout: 60_000 });
    times.push(performance.now() - started);
    await page.close();
  }
  times.sort((a, b) => a - b);
  console.log(
    `cold offline start of /review to its first card, CPU 4x slower: median ${(times[1]! / 1000).toFixed(2)} s ` +
      `(runs ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s; reported)`,
  );
  await context.close();
}

await browser.close();

/** What the page painted as its largest element (the card's word, when the deck opened): its label. */
function lcpElementOf(lhr: RunnerResult['lhr']): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { nodeLabel?: string } }[] }[] }
    | undefined;
  return JSON.stringify(details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? 'none');
}

// ---- The same cold offline start, measured by Lighthouse. ----------------------------------------
// Lighthouse's mobile preset with its throttling applied by DevTools (4x CPU; the network half has
// nothing to slow: every answer comes from the device). The profile keeps what the learner set up
// (disableStorageReset), and the server is stopped before the runs: Chromium cannot reach the origin
// at all, as on a phone without a connection, and the service worker answers everything.
{
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'langapp-offline-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir: profile,
    logLevel: 'silent',
  });
  try {
    const connected = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = connected.contexts()[0]!;
    const res = await context.request.post(`${base}/api/login`, {
      form: { username: 'learner', password: 'learner-sample' },
    });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
    const setup = await context.newPage();
    await setup.goto(`${base}/offline`);
    await setup.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await downloadCost(setup, 'My review deck');
    // Opened once more under the worker's control, so the session check and names are its copies.
    await setup.goto(`${base}/review`);
    await setup.getByRole('button', { name: 'Show answer' }).waitFor();
    await setup.close();
    await connected.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));

    const runs: { interactive: number; lcp: number; tbt: number; lcpElement: string }[] = [];
    for (let run = 0, attempt = 1; run < 3; run++) {
      const result = await lighthouse(`${base}/review`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
        throttlingMethod: 'devtools',
      });
      const lhr = result?.lhr;
      // A trace Chromium failed to record (NO_NAVSTART and the like) is measured once more, as in
      // lighthouse.bench.ts: Lighthouse's own advice.
      if (lhr?.runtimeError && attempt === 1) {
        console.log(`(offline /review: ${lhr.runtimeError.code}, measured again)`);
        attempt = 2;
        run--;
        continue;
      }
      if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse could not measure: ${lhr?.runtimeError?.message}`);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        interactive: value('interactive'),
        lcp: value('largest-contentful-paint'),
        tbt: value('total-blocking-time'),
        lcpElement: lcpElementOf(lhr),
      });
    }
    runs.sort((a, b) => a.interactive - b.interactive);
    const mid = runs[1]!;
    const s = (ms: number) => (ms / 1000).toFixed(2);
    console.log(
      `cold offline start of /review, Lighthouse mobile throttling (DevTools, 4x CPU), server stopped: ` +
        `time to interactive median ${s(mid.interactive)} s (runs ${runs.map((r) => s(r.interactive)).join(', ')} s), ` +
        `LCP ${s(mid.lcp)} s (${mid.lcpElement}), TBT ${Math.round(mid.tbt)} ms (reported)`,
    );
  } finally {
    chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

if (server.listening) server.close();
db.close();
fs.rmSync(mediaDir, { recursive: true, force: true });
