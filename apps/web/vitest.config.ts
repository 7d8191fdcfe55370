import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { DepOptimizationOptions } from 'vite';
import { defineProject } from 'vitest/config';
import { preactAliases } from './vite.config';

// The tests run on Preact, as the app ships: vite.config.ts aliases react and react-dom to
// preact/compat, and so does this file, for the app's code and for every library that imports them.
// Those aliases are Vite's alone. Node, which vitest lets load the packages under node_modules,
// would give react-router, react-bootstrap, react-query and testing-library the real React beside
// the app's Preact (the setup file fails a run in which React was loaded). So those libraries are
// bundled ahead, as Vite's dev server does for the browser, with the aliases applied: one copy of
// Preact for all, and a page module that loads in a moment rather than one file at a time.

type EsbuildPlugin = NonNullable<NonNullable<DepOptimizationOptions['esbuildOptions']>['plugins']>[number];

/** The bundling's resolution of react, react-dom and their entry points: vitest keeps "react" out of it. */
const preactForBundledLibraries: EsbuildPlugin = {
  name: 'web:preact-aliases',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, ({ path }) => {
      const alias = preactAliases.find(({ find }) => find.test(path));
      // Resolved from this package, which depends on preact (the libraries do not).
      return alias ? { path: fileURLToPath(import.meta.resolve(alias.replacement)) } : undefined;
    });
  },
};

export default defineProject({
  plugins: [react()],
  resolve: { alias: preactAliases },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    deps: {
      optimizer: {
        client: {
          enabled: true,
          // Preact's entry points, and every library the app or the tests import that imports react.
          include: [
            'preact',
            'preact/hooks',
            'preact/compat',
            'preact/compat/client',
            'preact/compat/jsx-runtime',
            'preact/compat/jsx-dev-runtime',
            'preact/test-utils',
            'react-bootstrap',
            'react-router-dom',
            '@tanstack/react-query',
            '@tanstack/react-virtual',
            '@testing-library/react',
            // One copy of testing-library's core for all: the renderer sets it to wrap events in act.
            '@testing-library/dom',
            '@testing-library/user-event',
          ],
          esbuildOptions: { plugins: [preactForBundledLibraries] },
        },
      },
    },
  },
});
