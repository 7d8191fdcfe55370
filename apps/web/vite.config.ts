import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import purgeCss from '@fullhuman/postcss-purgecss';
import react from '@vitejs/plugin-react';
import type { Plugin as PostcssPlugin } from 'postcss';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderFirstScreens } from './build/first-screens';
import { isTeacherPageFile, learnerPrecache } from './build/learner-precache';
import { checkShippedClasses } from './build/shipped-classes';

/** The API server (apps/api) in development; it also serves /app-config.js, the e-mail endpoints and media. */
const apiOrigin = 'http://localhost:3000';
const proxy = Object.fromEntries(
  ['/api', '/email', '/media', '/lesson-recordings', '/app-config.js'].map((path) => [
    path,
    { target: apiOrigin },
  ]),
);

/**
 * Bootstrap's CSS reduced to the rules the app can use: the classes written in the app's code, plus
 * every class of the react-bootstrap components it imports, which they build at run time from a
 * prefix and a variant (btn-primary, col-md-6, modal-dialog, ...), kept by pattern. Unused
 * utilities and components go; a component newly imported from react-bootstrap joins the pattern.
 * Only Bootstrap's file is purged: the app's own CSS is small and written for it. A class the
 * shipped code names whose rule went fails the build (checkShippedClasses, ADR 053).
 */
function purgeBootstrap(): PostcssPlugin {
  const purge = purgeCss({
    content: ['index.html', 'src/**/*.{ts,tsx}'],
    safelist: {
      // The components the app imports from react-bootstrap, and the state classes they toggle.
      standard: [
        /^(alert|btn|btn-group|btn-check|btn-close|form|input-group|row|col|container|table|card|badge|progress|modal|toast|nav|navbar|tab-content|tab-pane|popover|bs-popover|dropdown|list-group|bg|text-bg|visually-hidden)(-|$)/,
        /^(fade|show|showing|hiding|collapse|collapsing|active|disabled|was-validated|is-valid|is-invalid|valid-feedback|invalid-feedback|has-validation|text-muted)$/,
      ],
      greedy: [/data-bs-/],
    },
  });
  return {
    postcssPlugin: 'purge-bootstrap',
    OnceExit(root, helpers) {
      const file = root.source?.input.file ?? '';
      if (file.includes(`${path.sep}bootstrap${path.sep}dist${path.sep}`))
        return (purge as PostcssPlugin).OnceExit?.(root, helpers);
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [
    // React's automatic JSX runtime and Fast Refresh in development: an edit shows at once, keeping
    // the page's state.
    react(),
    // Brotli and gzip copies of every text asset beside it: the server sends the one the browser
    // takes (express-static-gzip) without compressing anything per request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    // Fails the build when the purge removed the rule of a Bootstrap class the built code names.
    checkShippedClasses(createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.css')),
    // The service worker (src/sw/sw.ts, ADR 065): precaches the built app (its page, and the code and
    // styles of every page but the teacher's, which need the server) so it opens offline. Not the
    // icons: no page shows them; the system fetches the manifest's when the app is installed, online.
    // The web app manifest is the server's (/manifest.webmanifest: the product's name is
    // configuration, not build input); registration is src/offline/service-worker.ts.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        // The server sends the brotli copy of each file; the precache takes the file itself once.
        globIgnores: ['**/*.br', '**/*.gz'],
        manifestTransforms: [learnerPrecache(fileURLToPath(new URL('dist/.vite/manifest.json', import.meta.url)))],
      },
      devOptions: { enabled: false },
    }),
    // /words's first screen, prerendered from its components for the server to send (ADR 099).
    prerenderFirstScreens(),
  ],
  css: { postcss: { plugins: command === 'build' ? [purgeBootstrap()] : [] } },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
  // No hand-made vendor chunk: every route is lazy, and the bundler splits what routes share by use.
  // The manifest tells the server which files a page's code is made of (its Link preload header).
  build: {
    outDir: 'dist',
    manifest: true,
    // Every browser the app supports preloads modules itself (<link rel="modulepreload">: Chromium,
    // Firefox 115, Safari 17); an older one only loses the preload, not the module. Vite's polyfill
    // for it was 0.5 KB of every page's entry (ADR 076: /wordle's budget).
    // A teacher's page loads its chunk without preloading the chunks it imports: the table of what each
    // lazy page preloads is in every page's entry, and a learner's phone does not need the teacher's
    // part of it (/wordle's budget; the teacher's page comes a round trip later).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps) => (isTeacherPageFile(file) ? [] : deps),
    },
    // Chunks of a few hundred bytes (a hook, a small component shared by two pages) cost a request
    // each on a page's first load: Rollup merges those below this size (source bytes) into a chunk
    // that loads with them, where that runs no other code.
    rollupOptions: { output: { experimentalMinChunkSize: 2000 } },
  },
}));
