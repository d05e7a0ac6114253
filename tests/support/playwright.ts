import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, closing every browser context a test opened with `browser.newContext()`
 * when it ends, pass or fail. Playwright closes only the contexts it made itself; the others
 * lived on until the worker's browser closed, each page still holding a socket, polling and
 * rendering, so every test ran slower than the one before it and toasts ran out before they
 * were read.
 */
export const test = base.extend<{ closeContexts: void }>({
  closeContexts: [
    async ({ browser }, use) => {
      await use();
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});
