import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { AppConfig } from '@langapp/shared';

/**
 * `/app-config.js`: the product and contact names the web app puts into its messages, read from the
 * server's configuration at every page load, so changing them needs no rebuild of the web app.
 */
export function appConfigScript(appConfig: AppConfig): Router {
  const r = express.Router();
  const body = `window.__APP_CONFIG__ = ${JSON.stringify(appConfig).replace(/</g, '\\u003c')};\n`;
  r.get('/app-config.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(body);
  });
  return r;
}

/** Hashed asset names never change content: a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built single-page app. Files are sent as the build's brotli or gzip copy when the browser
 * takes one (express-static-gzip; `Vary: Accept-Encoding`); hashed assets are cached for a year as
 * immutable; every other GET is answered with index.html (history-mode routing), which, like the
 * other unhashed files, the browser revalidates every time. Without a build, a short note says how
 * to make one.
 */
export function webApp(distDir: string): Router {
  const r = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false as const };
  r.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      ...precompressed,
      serveStatic: {
        fallthrough: false,
        setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE),
      },
    }),
  );
  r.use(
    expressStaticGzip(distDir, {
      ...precompressed,
      serveStatic: { index: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') },
    }),
  );
  r.get('/{*path}', (_req, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text').send('The web app has not been built. Run `pnpm build` (or `pnpm start`).');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
  return r;
}
