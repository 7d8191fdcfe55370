import '@testing-library/jest-dom/vitest';
import { createRequire } from 'node:module';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect, vi } from 'vitest';

// Every page is a lazy route: its first render waits for its module, which on a busy machine can
// take longer than the default second.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  // Spies first: a spy on a faked timer must not put the fake back after the real clock returns.
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The app ships on Preact (vite.config.ts aliases react and react-dom to preact/compat), and so do
// the tests: a library that reached the real React (loaded by Node, past the aliases) would test
// something else. React's packages are CommonJS, so loading them leaves them in require's cache.
afterAll(() => {
  const loaded = Object.keys(createRequire(import.meta.url).cache);
  expect(loaded.filter((file) => /\/node_modules\/react(-dom)?\//.test(file))).toEqual([]);
});
