// What a page costs to deliver: the JavaScript and CSS Chromium downloads on a first visit (bytes
// on the wire, as the server sends them, and their size once decoded), and what a second visit
// downloads again. Starts the built web app in-process on loopback with the sample data.
// Targets (issue 24, on React 19 and react-dom): JavaScript on the first load of /wordle at most
// 130 KB, of /words signed in at most 160 KB.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { sampleInstallation, serveProduct, WEB_DIST_DIR } from './bench-server';
import { launchChromium } from './chromium';

const webDistDir = WEB_DIST_DIR;
if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
  console.error('Build the web app first: pnpm build');
  process.exit(1);
}

const { db, mediaDir } = sampleInstallation('delivery');
const { server, base } = await serveProduct(db, { mediaDir, webDistDir });

interface Totals {
  files: number;
  /** As Chromium downloaded them (brotli). */
  wire: number;
  /** The same files as gzip, the measure. */
  gzip: number;
  decoded: number;
}

/** Loads `url` in a fresh browser profile (empty cache), then again; what each load downloaded. */
async function measure(browser: Browser, url: string, signedIn: boolean) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (signedIn) {
    const res = await context.request.post(`${base}/api/login`, {
      form: { username: 'learner', password: 'learner-sample' },
    });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  }
  const page = await context.newPage();
  // The page's own account of what it fetched (Resource Timing), which also covers the files the
  // server named for preloading in its Link header: transferSize 0 means the browser's cache.
  const load = async () => {
    await page.goto(base + url, { waitUntil: 'networkidle' });
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e as PerformanceResourceTiming)
        .map((e) => ({ url: e.name, transfer: e.transferSize, body: e.encodedBodySize })),
    );
    const totals: Record<'script' | 'stylesheet', Totals> = {
      script: { files: 0, wire: 0, gzip: 0, decoded: 0 },
      stylesheet: { files: 0, wire: 0, gzip: 0, decoded: 0 },
    };
    const size = async (file: string, encoding: string) =>
      Number(
        (await context.request.head(file, { headers: { 'Accept-Encoding': encoding } })).headers()[
          'content-length'
        ] ?? 0,
      );
    for (const entry of entries) {
      const kind = /\.css$/.test(new URL(entry.url).pathname)
        ? 'stylesheet'
        : /\.js$/.test(new URL(entry.url).pathname)
          ? 'script'
          : null;
      if (!kind) continue;
      const totalsOf = totals[kind];
      totalsOf.files += 1;
      if (entry.transfer === 0) continue;
      totalsOf.wire += entry.body;
      totalsOf.decoded += await size(entry.url, 'identity');
      totalsOf.gzip += await size(entry.url, 'gzip');
    }
    return totals;
  };
  const first = await load();
  const second = await load();
  await context.close();
  return { first, second };
}

/**
 * Signed in, /words → /sents → /vocab → /words through the menu, as a learner moves: how often the
 * lexicon and the sentences were downloaded (200 with a body) and revalidated (304).
 */
async function navigation(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const res = await context.request.post(`${base}/api/login`, {
    form: { username: 'learner', password: 'learner-sample' },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  const page = await context.newPage();
  const counts = { lexs: { 200: 0, 304: 0 }, sents: { 200: 0, 304: 0 } } as Record<
    string,
    Record<number, number>
  >;
  page.on('response', (response) => {
    const name = /^\/api\/(lexs|sents)$/.exec(new URL(response.url()).pathname)?.[1];
    if (name) counts[name]![response.status()] = (counts[name]![response.status()] ?? 0) + 1;
  });
  const menu = page.getByRole('navigation', { name: 'Main' });
  await page.goto(`${base}/words`);
  await page.getByRole('table').waitFor();
  for (const [link, heading] of [
    ['Sentences', 'Sentences'],
    ['Vocabulary app', 'Vocabulary lessons'],
    ['Words', 'Words'],
  ] as const) {
    await menu.getByRole('link', { name: link }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.waitForLoadState('networkidle');
  }
  await context.close();
  return counts;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const browser = await launchChromium();
try {
  console.log(
    `${new Date().toISOString().slice(0, 10)}, Chromium ${browser.version()}, loopback (no throttling)`,
  );
  for (const { url, signedIn, target } of [
    { url: '/wordle', signedIn: false, target: 130 * 1024 },
    { url: '/words', signedIn: true, target: 160 * 1024 },
  ]) {
    const { first, second } = await measure(browser, url, signedIn);
    const js = first.script;
    console.log(
      `${url}${signedIn ? ' (signed in)' : ''}: JavaScript ${kb(js.gzip)} gzip, ${kb(js.wire)} on the wire ` +
        `(brotli) in ${js.files} files (${kb(js.decoded)} decoded), CSS ${kb(first.stylesheet.gzip)} gzip ` +
        `(${kb(first.stylesheet.decoded)} decoded); second visit downloads ${kb(second.script.wire + second.stylesheet.wire)}; ` +
        `target JavaScript <= ${kb(target)} gzip: ${js.gzip <= target ? 'meets' : 'MISSES'}`,
    );
  }
  const counts = await navigation(browser);
  const again = counts.lexs![200]! > 1 || counts.sents![200]! > 1;
  console.log(
    `/words → /sents → /vocab → /words (signed in): lexicon downloaded ${counts.lexs![200]} time(s), ` +
      `revalidated ${counts.lexs![304]}; sentences downloaded ${counts.sents![200]} time(s), revalidated ` +
      `${counts.sents![304]}; target no second download: ${again ? 'MISSES' : 'meets'}`,
  );
} finally {
  await browser.close();
  server.close();
  db.close();
}
