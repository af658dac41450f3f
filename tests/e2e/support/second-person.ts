import { test as base, type Page } from '@playwright/test';

/**
 * Playwright's `test` with `secondPage`: a second person's page, in a browser context of its own with
 * the project's settings (base URL, viewport, touch), for journeys where two people act at once.
 */
export const test = base.extend<{ secondPage: Page }>({
  secondPage: async ({ browser, baseURL, viewport, isMobile, hasTouch }, provide) => {
    const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
    await provide(await context.newPage());
    await context.close();
  },
});
