import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeMicrophoneArgs } from '../scripts/chromium-args';
import { E2E_BASE_URL } from './support/env';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: {
    timeout: 5_000,
    // The visual checks (tests/visual.spec.ts): still frames, and a tolerance for anti-aliasing (a
    // pixel's colour may move a little; a few pixels in a thousand may differ), not for a change.
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0.2,
      maxDiffPixelRatio: 0.001,
    },
  },
  // Their baselines, committed; `pnpm test:visual:update` writes them anew (docs/testing.md).
  snapshotPathTemplate: '{testDir}/../visual-baselines/{arg}{ext}',
  reporter: [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    // Learners use a desktop browser; below 1400 px the navbar folds into its toggle.
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    // The service worker (ADR 065) is off except in the specs about working offline, which allow it:
    // elsewhere its precache would download the whole app beside each test's own requests.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...fakeMicrophoneArgs()],
    },
  },
});
