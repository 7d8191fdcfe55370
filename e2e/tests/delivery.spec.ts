import { expect, test } from '@playwright/test';
import { createUser, logIn } from '../support/helpers';

test('the web app arrives compressed, its hashed files cached as immutable and its page revalidated', async ({
  page,
}) => {
  const assets: { url: string; encoding?: string; cacheControl?: string; vary?: string }[] = [];
  page.on('response', (res) => {
    if (!new URL(res.url()).pathname.startsWith('/assets/')) return;
    const headers = res.headers();
    assets.push({
      url: res.url(),
      encoding: headers['content-encoding'],
      cacheControl: headers['cache-control'],
      vary: headers.vary,
    });
  });
  const document = await page.goto('/wordle');
  expect(document!.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('link', { name: 'Previous Wordles' })).toBeVisible();

  const scripts = assets.filter((a) => /\.(js|css)$/.test(new URL(a.url).pathname));
  expect(scripts.length).toBeGreaterThan(0);
  for (const asset of scripts) {
    expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
  }
  // Every script or stylesheet of a kilobyte or more comes as the build's brotli or gzip copy.
  const big = [];
  for (const asset of scripts) {
    const head = await page.request.head(asset.url, { headers: { 'Accept-Encoding': 'identity' } });
    if (Number(head.headers()['content-length']) >= 1024) big.push(asset);
  }
  expect(big.length).toBeGreaterThan(0);
  // (Smaller files have no compressed copy, so their answer does not vary.)
  for (const asset of big) {
    expect(['br', 'gzip'], asset.url).toContain(asset.encoding);
    expect(asset.vary, asset.url).toMatch(/Accept-Encoding/);
  }
});

test('a signed-in page names its code and first calls for preloading, and the page uses exactly them', async ({
  page,
}) => {
  const user = await createUser();
  await logIn(page, user.username, user.password);
  const loaded: string[] = [];
  page.on('request', (req) => loaded.push(new URL(req.url()).pathname));

  // /sents: /words comes with its first screen drawn, and names its stylesheet and data only (ADR 099).
  const document = await page.goto('/sents');
  await expect(page.getByRole('heading', { level: 1, name: 'Sentences' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /sentences\.$/ })).toBeVisible();

  const preloaded = [...(document!.headers().link ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]!);
  expect(preloaded).toEqual(expect.arrayContaining(['/api/who', '/api/sents', '/api/sent-audios']));
  expect(preloaded.some((file) => /^\/assets\/sentences-page-[\w-]+\.js$/.test(file))).toBe(true);
  // Every preloaded file is one the page then uses, and each call is made once (the preload is taken).
  for (const file of preloaded) expect(loaded, file).toContain(file);
  expect(loaded.filter((p) => p === '/api/sents')).toHaveLength(1);
});

test("a visitor's Wordle names the game's code and first calls for preloading, and uses them", async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (req) => loaded.push(new URL(req.url()).pathname));
  const document = await page.goto('/wordle');
  await expect(page.getByRole('heading', { level: 1, name: /Wordle/ })).toBeVisible();

  const preloaded = [...(document!.headers().link ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]!);
  expect(preloaded).toEqual(expect.arrayContaining(['/api/who', '/api/wordle-valid', '/api/wordle-answer']));
  expect(preloaded.some((file) => /^\/assets\/wordle-page-[\w-]+\.js$/.test(file))).toBe(true);
  for (const file of preloaded) expect(loaded, file).toContain(file);
});

test('a first visit downloads the stylesheet once: the preload named with the page is the one it uses', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('.css')) stylesheets.push(new URL(req.url()).pathname);
  });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });

  const document = await page.goto('/wordle', { waitUntil: 'load' });
  await expect(page.getByRole('link', { name: 'Previous Wordles' })).toBeVisible();

  const preloadedCss = [...(document!.headers().link ?? '').matchAll(/<([^>]+\.css)>/g)].map((m) => m[1]!);
  expect(preloadedCss).toHaveLength(1);
  // The app's stylesheet once (and the game's own, loaded with its code); a preload the page
  // could not use would make a second request for the same file.
  expect(stylesheets.filter((file) => file === preloadedCss[0])).toHaveLength(1);
  expect(new Set(stylesheets).size).toBe(stylesheets.length);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});
