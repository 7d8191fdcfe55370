import { test as base } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with `openBrowser()`: a page in a browser of its own (another person, or the
 * same person on another device), with the config's options. It is closed when the test ends, pass
 * or fail, so that no page of a finished test keeps running beside the next ones.
 */
export const test = base.extend<{ openBrowser: () => Promise<Page> }>({
  openBrowser: async ({ browser }, use) => {
    const opened: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext();
      opened.push(context);
      return context.newPage();
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});
