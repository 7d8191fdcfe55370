import { expect, test } from '@playwright/test';

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
