import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { signInAsNewPerson } from './support/sign-in';

// Back restores a signed-out page from the browser's back/forward cache (Lighthouse's bf-cache
// audit); after a sign-out, Back must not show the person's page from any cache.
// Playwright turns the cache off in the browsers it starts; this spec starts one with it on.

let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch({ ...chromiumLaunchOptions(), ignoreDefaultArgs: ['--disable-back-forward-cache'] });
});
test.afterAll(async () => {
  await browser.close();
});

/** Records, in the page, whether each show of the page came from the back/forward cache. */
async function watchRestores(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      (window as unknown as { restoredFromCache?: boolean }).restoredFromCache = event.persisted;
    });
  });
}

const restoredFromCache = (page: Page) => page.evaluate(() => (window as unknown as { restoredFromCache?: boolean }).restoredFromCache);

/** Why Chromium did not restore the page from the cache (Chromium 123+), for the failure message. */
const notRestoredReasons = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify((performance.getEntriesByType('navigation')[0] as unknown as { notRestoredReasons?: unknown })?.notRestoredReasons ?? null),
  );

// Chromium now and then does not keep the home page (/ and /es-ES; /login never) for a reason it
// reports only as "masked": 1 of 3 in one CI run, 2 of 16 in a run of this spec alone. A page that is
// never kept still fails all three tries; the reason shows in the failure message.
test.describe('signed out', () => {
  test.describe.configure({ retries: 2 });
  for (const path of ['/', '/login', '/es-ES']) {
    test(`signed out, Back to ${path} shows it from the back/forward cache`, async ({ baseURL }) => {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await watchRestores(page);
      const answer = await page.goto(path);
      expect(answer?.headers()['cache-control']).toBe('private, no-cache, max-age=0, must-revalidate');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/pages/about');
      await page.goBack({ waitUntil: 'commit' });
      await expect
        .poll(() => restoredFromCache(page), { message: `not restored from the cache: ${await notRestoredReasons(page).catch(() => '?')}` })
        .toBe(true);
      await context.close();
    });
  }
});

test('after a sign-out, Back does not bring the dashboard back from the cache: the server sends the visitor to sign in', async ({ baseURL }) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await watchRestores(page);
  await signInAsNewPerson(page, 'back-after-sign-out', 'BackAfter2026', { names: { firstName: 'Bea', lastName: 'Back' } });
  const answer = await page.reload();
  // A signed-in page stays no-store: Chromium keeps it for Back only until a cookie changes.
  expect(answer?.headers()['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
  await expect(page.getByRole('paragraph').filter({ hasText: 'Bea' })).toHaveText('Hello, Bea');

  await page.getByRole('button', { name: 'Account menu for Bea Back' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login\?error=SessionRequired&callbackUrl=%2Fmy-weight-tracker$/);
  await expect.poll(() => restoredFromCache(page)).toBe(false);
  await expect(page.getByText('Bea')).toHaveCount(0);
  await context.close();
});
