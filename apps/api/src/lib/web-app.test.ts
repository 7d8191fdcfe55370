import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { App } from '../app';
import { makeTestApp } from '../test-support/test-app';

const SCRIPT = `console.log(${JSON.stringify('the web app '.repeat(200))});\n`;

/** A build folder as `vite build` leaves it: hashed assets with their .br and .gz copies. */
function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>App</title><script src="/assets/app-1a2b.js"></script>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

/** Raw bytes and headers as they cross the wire (supertest would decode the body). */
async function rawGet(app: App, url: string, headers: Record<string, string>) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const { port } = server.address() as AddressInfo;
    return await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
            );
          })
          .on('error', reject);
      },
    );
  } finally {
    server.close();
  }
}

describe('the web app build: compressed, cached files', () => {
  it.each([
    ['br, gzip, deflate', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip, deflate', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
    ['', undefined, (b: Buffer) => b],
  ])(
    'when a browser that takes %j asks for a hashed asset, then it gets the %s copy, cached a year as immutable',
    async (accept, encoding, decode) => {
      const t = makeTestApp({ config: { webDistDir: fakeBuild() } });
      const res = await rawGet(t.app, '/assets/app-1a2b.js', { 'Accept-Encoding': accept });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(decode(res.body).toString()).toBe(SCRIPT);
    },
  );

  it('when a page is asked for, then index.html comes revalidated every time, with the page headers', async () => {
    const t = makeTestApp({ config: { webDistDir: fakeBuild() } });
    for (const url of ['/', '/words', '/vocab/s1a1']) {
      const res = await request(t.app).get(url).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
    const config = await request(t.app).get('/app-config.js').expect(200);
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('when the web app manifest is asked for, then it names the installable app after the product', async () => {
    const t = makeTestApp({ config: { webDistDir: fakeBuild(), productName: 'Chik' } });
    const res = await request(t.app).get('/manifest.webmanifest').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = JSON.parse(res.text) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Chik App',
      short_name: 'Chik',
      start_url: '/',
      display: 'standalone',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    // Each icon is a file of the web app's build (apps/web/public/icons).
    for (const icon of icons) {
      expect(fs.existsSync(path.join(import.meta.dirname, '../../../web/public', icon.src))).toBe(true);
    }
  });

  it('when another file of the build is asked for, then it is revalidated every time', async () => {
    const t = makeTestApp({ config: { webDistDir: fakeBuild() } });
    const res = await request(t.app).get('/favicon.svg').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when an asset does not exist, then the answer is 404 naming it, not the page', async () => {
    const t = makeTestApp({ config: { webDistDir: fakeBuild() } });
    const res = await request(t.app).get('/assets/gone-9z9z.js').expect(404);
    expect(res.body).toEqual({ success: false, error: 'No such file: /assets/gone-9z9z.js' });
  });
});

describe('the preloads named with a page', () => {
  /** A build with a manifest: the entry, the words page and a chunk both it and the menu share. */
  function buildWithManifest(): string {
    const dist = fakeBuild();
    fs.mkdirSync(path.join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/app-1a2b.js', css: ['assets/app-9f8e.css'], imports: [] },
      'src/app/pages/words-route.tsx': {
        file: 'assets/words-3c4d.js',
        imports: ['index.html', '_Button-5e6f.js'],
      },
      'src/components/signed-in-navbar.tsx': { file: 'assets/navbar-7a8b.js', imports: ['_Button-5e6f.js'] },
      '_Button-5e6f.js': { file: 'assets/Button-5e6f.js', imports: ['index.html'] },
    };
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    return dist;
  }
  const linksOf = (header: string | undefined) => (header ?? '').split(', ');

  it('when a signed-in learner opens /words, then its code and first calls are preloaded after the entry, and the menu after them', async () => {
    const t = makeTestApp({ config: { webDistDir: buildWithManifest() } });
    const res = await request(t.app).get('/words').set('Cookie', 'sid=anything').expect(200);

    expect(linksOf(res.headers.link)).toEqual([
      '</assets/app-9f8e.css>; rel=preload; as=style; crossorigin',
      '</assets/app-1a2b.js>; rel=modulepreload',
      '</api/who>; rel=preload; as=fetch; crossorigin',
      '</api/lexs>; rel=preload; as=fetch; crossorigin',
      '</api/audio-recordings-info>; rel=preload; as=fetch; crossorigin',
      '</assets/words-3c4d.js>; rel=modulepreload',
      '</assets/Button-5e6f.js>; rel=modulepreload',
      '</assets/navbar-7a8b.js>; rel=modulepreload',
    ]);
  });

  it('when a visitor opens /words, then only the entry and the session check are preloaded', async () => {
    const t = makeTestApp({ config: { webDistDir: buildWithManifest() } });
    const res = await request(t.app).get('/words/').expect(200);

    expect(linksOf(res.headers.link)).toEqual([
      '</assets/app-9f8e.css>; rel=preload; as=style; crossorigin',
      '</assets/app-1a2b.js>; rel=modulepreload',
      '</api/who>; rel=preload; as=fetch; crossorigin',
    ]);
  });

  it('when the page has a query string, then its calls are not guessed, but its code is preloaded', async () => {
    const t = makeTestApp({ config: { webDistDir: buildWithManifest() } });
    const res = await request(t.app).get('/words?lex=okihu').set('Cookie', 'sid=x').expect(200);

    expect(res.headers.link).not.toContain('/api/lexs');
    expect(res.headers.link).toContain('</assets/words-3c4d.js>; rel=modulepreload');
  });

  it("when the page's chunk is listed under its chunk name (it lends code to a lazy part), then it is still found", async () => {
    const dist = fakeBuild();
    fs.mkdirSync(path.join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/app-1a2b.js', imports: [], dynamicImports: ['_wordle-page-4d5e.js'] },
      '_wordle-page-4d5e.js': {
        file: 'assets/wordle-page-4d5e.js',
        name: 'wordle-page',
        isDynamicEntry: true,
        imports: ['index.html', '_Fade-6f7a.js'],
      },
      '_Fade-6f7a.js': { file: 'assets/Fade-6f7a.js', imports: ['index.html'] },
      'src/features/wordle/account-results.ts': {
        file: 'assets/account-results-8b9c.js',
        src: 'src/features/wordle/account-results.ts',
        name: 'account-results',
        isDynamicEntry: true,
        imports: ['_wordle-page-4d5e.js'],
      },
    };
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const t = makeTestApp({ config: { webDistDir: dist } });
    const links = linksOf((await request(t.app).get('/wordle').expect(200)).headers.link);
    expect(links).toContain('</assets/wordle-page-4d5e.js>; rel=modulepreload');
    expect(links).toContain('</assets/Fade-6f7a.js>; rel=modulepreload');
    expect(links.join()).not.toContain('account-results');
  });

  it('when the build has no manifest or the page is not listed, then the session check is still preloaded', async () => {
    const t = makeTestApp({ config: { webDistDir: fakeBuild() } });
    expect((await request(t.app).get('/words').set('Cookie', 'sid=x')).headers.link).toBe(
      '</api/who>; rel=preload; as=fetch; crossorigin, </api/lexs>; rel=preload; as=fetch; crossorigin, </api/audio-recordings-info>; rel=preload; as=fetch; crossorigin',
    );
    expect((await request(t.app).get('/constructor')).headers.link).toBe(
      '</api/who>; rel=preload; as=fetch; crossorigin',
    );
  });
});
