import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Router } from 'express';
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

/**
 * The built single-page app: hashed assets cached for a year, every other GET answered with
 * index.html (history-mode routing). Without a build, a short note says how to make one.
 */
export function webApp(distDir: string): Router {
  const r = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  r.use(
    '/assets',
    express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  r.use(express.static(distDir, { index: false, maxAge: '1h' }));
  r.get('/{*path}', (_req, res) => {
    if (!fs.existsSync(indexFile)) {
      res
        .status(503)
        .type('text')
        .send('The web app has not been built. Run `pnpm build` (or `pnpm start`).');
      return;
    }
    res.set('Cache-Control', 'no-cache').sendFile(indexFile);
  });
  return r;
}
