import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { RequestHandler, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import {
  FIRST_SCREEN,
  firstScreenKey,
  PAGE_LOADS,
  SESSION_CALL,
  SIGNED_IN_NAVBAR_MODULE,
} from '@langapp/shared';
import type { AppConfig, PageLoad } from '@langapp/shared';

/** The app's colour: the installed app's title bar and splash screen (index.html's theme-color too). */
const THEME_COLOR = '#0d6efd';

/**
 * The web app manifest (ADR 065): what a browser needs to install the app, named after the product.
 * The name is the server's configuration, so the manifest is made here rather than by the build.
 */
function webAppManifest(productName: string) {
  return {
    id: '/',
    name: `${productName} App`,
    short_name: productName,
    description: 'Learn the language: words, sentences, texts, exercises and games.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}

/**
 * `/app-config.js`: the product and contact names the web app puts into its messages, read from the
 * server's configuration at every page load, so changing them needs no rebuild of the web app; and
 * `/manifest.webmanifest`, which names the installed app after the product.
 */
export function appConfigScript(appConfig: AppConfig): Router {
  const r = express.Router();
  const body = `window.__APP_CONFIG__ = ${JSON.stringify(appConfig).replace(/</g, '\\u003c')};\n`;
  r.get('/app-config.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(body);
  });
  const manifest = JSON.stringify(webAppManifest(appConfig.productName));
  r.get('/manifest.webmanifest', (_req, res) => {
    res.type('application/manifest+json').set('Cache-Control', 'no-cache').send(manifest);
  });
  return r;
}

/** The Vite manifest's entries: a module's file and the chunks it imports statically. */
type ViteManifest = Record<
  string,
  { file: string; src?: string; name?: string; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }
>;

function readManifest(distDir: string): ViteManifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return {};
  }
}

/**
 * The manifest key of a page's module. Usually the module's own path; but when the page's chunk
 * also holds code that a chunk it loads later takes from it (a lazily loaded part of the page),
 * Vite lists it under its chunk name ('_wordle-page-1a2b.js', no `src`): then the one dynamic
 * entry of that name.
 */
function chunkKeyOf(manifest: ViteManifest, module: string): string | undefined {
  if (manifest[module]) return module;
  const name = path.basename(module).replace(/\.[cm]?[jt]sx?$/, '');
  const named = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key]!;
    return chunk.src === undefined && chunk.isDynamicEntry === true && chunk.name === name;
  });
  return named.length === 1 ? named[0] : undefined;
}

/** A module's file and every chunk it needs, but not the entry (index.html loads it). */
function filesOf(manifest: ViteManifest, module: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  const key = chunkKeyOf(manifest, module);
  if (key) visit(key);
  return [...files];
}

/**
 * The `Link` header of a page: the session check, and for the busiest pages (PAGE_LOADS) their code
 * and first calls, which the browser fetches while the app's entry downloads (the app's own fetch
 * and import then take what has arrived). A signed-in page's only when a session cookie came (a
 * visitor is sent to the login form instead; a stale cookie costs one refused request); its data
 * only without a query string, on which the calls may depend.
 */
function preloadsFor(
  manifest: ViteManifest,
  page: { load: PageLoad | undefined; hasQuery: boolean; signedIn: boolean; firstScreen?: boolean },
): string {
  const { load } = page;
  const calls = [SESSION_CALL];
  const modules: string[] = [];
  if (load && (page.signedIn || !load.signedIn)) {
    modules.push(...filesOf(manifest, load.module));
    if (!page.hasQuery) calls.push(...load.data);
  }
  // The menu after the page's own code: what the page shows comes first on a slow connection.
  if (page.signedIn) modules.push(...filesOf(manifest, SIGNED_IN_NAVBAR_MODULE));
  // The entry and its stylesheet first: the page's own files must not queue behind the rest. The
  // built page asks for its stylesheet with `crossorigin` (Vite writes it so): a preload is used
  // only by a request of the same mode, so without it the browser downloads the stylesheet twice.
  const entry = manifest['index.html'];
  // A page sent with its first screen drawn (ADR 099) names its stylesheet and the session check
  // only: the stylesheet, which the paint waits for, then has the connection to itself; the code
  // comes after, at a low priority (firstScreenPages), and the app asks for the page's chunks and
  // data when it starts, the page being on the screen by then.
  if (page.firstScreen) {
    return [
      ...(entry?.css ?? []).map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
      `<${SESSION_CALL}>; rel=preload; as=fetch; crossorigin`,
    ].join(', ');
  }
  return [
    ...(entry?.css ?? []).map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
    ...(entry ? [`</${entry.file}>; rel=modulepreload`] : []),
    // `crossorigin` (anonymous) is the same-origin credentials mode of the app's fetch calls.
    ...calls.map((call) => `<${call}>; rel=preload; as=fetch; crossorigin`),
    ...[...new Set(modules)].map((file) => `<${file}>; rel=modulepreload`),
  ].join(', ');
}

/**
 * Every page's `Link` header, made once from the manifest: a handful of strings (each listed page,
 * and any other, by signed in or not and with or without a query string) looked up per request,
 * and that of FIRST_SCREEN.page sent with its first screen drawn.
 */
function preloadTable(manifest: ViteManifest) {
  const table = new Map<string, string>();
  for (const page of [...Object.keys(PAGE_LOADS), '*'])
    for (const signedIn of [false, true])
      for (const hasQuery of [false, true])
        table.set(
          `${page} ${signedIn} ${hasQuery}`,
          preloadsFor(manifest, { load: PAGE_LOADS[page], hasQuery, signedIn }),
        );
  const firstScreen = preloadsFor(manifest, {
    load: PAGE_LOADS[FIRST_SCREEN.page],
    hasQuery: false,
    signedIn: true,
    firstScreen: true,
  });
  const forPage = (path: string, signedIn: boolean, hasQuery: boolean) => {
    const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const key = Object.hasOwn(PAGE_LOADS, page) ? page : '*';
    return table.get(`${key} ${signedIn} ${hasQuery}`)!;
  };
  return { forPage, firstScreen };
}

const hasCookie = (header: string | undefined, name: string) =>
  (header ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** index.html's app shell, between these markers, is what a prerendered first screen replaces. */
const SHELL = /<!--first-screen-->[\s\S]*<!--\/first-screen-->/;

/**
 * The page of FIRST_SCREEN.page for a signed-in account (ADR 099): index.html with the build's
 * prerendered first screen of the account's kind in place of the app's shell, its name and the
 * product's filled in, the app's root hidden until the app has drawn the page (app-shown.tsx), and
 * the tab named as the page names it. Undefined when the build made no first screens or its
 * index.html has no markers (a build from before them): the ordinary page is sent.
 */
function firstScreenPages(distDir: string, productName: string) {
  let screens: Record<string, string>;
  let index: string;
  try {
    screens = JSON.parse(fs.readFileSync(path.join(distDir, FIRST_SCREEN.file), 'utf8')) as Record<
      string,
      string
    >;
    index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
  if (!SHELL.test(index)) return undefined;
  const product = escapeHtml(productName);
  const title = `Words | ${product}`;
  const pages = new Map(
    Object.entries(screens).map(([key, screen]) => [
      key,
      index
        .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
        // The page is drawn: its code need not take the connection from the stylesheet.
        .replace('<script type="module" ', '<script type="module" fetchpriority="low" ')
        .replace(
          SHELL,
          `<div id="first-screen">${screen.replaceAll(FIRST_SCREEN.productName, product)}</div>` +
            '<div id="root" hidden></div>',
        ),
    ]),
  );
  return (user: { username: string; isAdmin: boolean; isRecorder?: boolean }) =>
    pages
      .get(firstScreenKey({ admin: user.isAdmin, recorder: user.isRecorder === true }))
      ?.replaceAll(FIRST_SCREEN.username, escapeHtml(user.username));
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
export function webApp(
  distDir: string,
  options: {
    sessionCookie: string;
    /** For FIRST_SCREEN.page: the product's name, and what reads the session's user into req.user. */
    firstScreen?: { productName: string; readUser: RequestHandler };
  },
): Router {
  const { sessionCookie, firstScreen } = options;
  const r = express.Router();
  const indexFile = path.join(distDir, 'index.html');
  // Read once: a new build is served by a restarted server.
  const preloads = preloadTable(readManifest(distDir));
  const firstScreenPage = firstScreen && firstScreenPages(distDir, firstScreen.productName);
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false as const };
  r.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      ...precompressed,
      serveStatic: { setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE) },
    }),
  );
  // A missing asset is a 404 naming it, never the page (which would be parsed as a script).
  r.use('/assets', (req, res) => {
    res.status(404).json({ success: false, error: `No such file: ${req.originalUrl}` });
  });
  r.use(
    expressStaticGzip(distDir, {
      ...precompressed,
      serveStatic: { index: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') },
    }),
  );
  // A signed-in account's /words, without a query string (which the page's search would show), is
  // sent with the page's first screen drawn (ADR 099); the session is read for it, as for a call.
  if (firstScreen && firstScreenPage) {
    const sendFirstScreen: RequestHandler = (req, res, next) => {
      const page = req.user && !req.originalUrl.includes('?') ? firstScreenPage(req.user) : undefined;
      if (!page) {
        next();
        return;
      }
      res.set('Cache-Control', 'private, no-cache');
      res.set('Vary', 'Cookie');
      res.set('Link', preloads.firstScreen);
      res.type('html').send(page);
    };
    r.get(FIRST_SCREEN.page, (req, res, next) => {
      if (!hasCookie(req.get('cookie'), sessionCookie)) {
        next();
        return;
      }
      firstScreen.readUser(req, res, (error?: unknown) => {
        if (error) next(error);
        else sendFirstScreen(req, res, next);
      });
    });
  }
  r.get('/{*path}', (req, res) => {
    if (!fs.existsSync(indexFile)) {
      res
        .status(503)
        .type('text')
        .send('The web app has not been built. Run `pnpm build` (or `pnpm start`).');
      return;
    }
    res.set('Cache-Control', 'no-cache');
    res.set(
      'Link',
      preloads.forPage(req.path, hasCookie(req.get('cookie'), sessionCookie), req.originalUrl.includes('?')),
    );
    res.sendFile(indexFile);
  });
  return r;
}
